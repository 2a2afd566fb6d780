// Messages to customers as admins read them (/messages) and staff see a booking's (its details).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { INVITE_MESSAGE_KINDS, messageInvite, type BookingMessage, type OutboundMessage } from '@inspection/messages-domain';

export const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
  detail: (id: string) => [...messageKeys.all, 'detail', id] as const,
  invite: (id: string) => [...messageKeys.all, 'invite', id] as const,
  ofBooking: (bookingId: string) => [...messageKeys.all, 'booking', bookingId] as const,
};

/** How many of the latest messages /messages loads (a virtualised list). */
export const MESSAGE_LIST_LIMIT = 5000;

export async function getMessages(client: Client = defaultClient()): Promise<OutboundMessage[]> {
  const { data, error } = await client.from('outbound_messages').select('*').order('created_at', { ascending: false }).limit(MESSAGE_LIST_LIMIT);
  if (error) throw error;
  return (data ?? []) as OutboundMessage[];
}

export function useMessages() {
  return useQuery(queryOptions({ queryKey: messageKeys.list(), queryFn: () => getMessages(), refetchInterval: 5000 }));
}

export async function getMessage(id: string, client: Client = defaultClient()): Promise<OutboundMessage> {
  const { data, error } = await client.from('outbound_messages').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  if (!data) throw new Error('Message not found');
  return data as OutboundMessage;
}

export function useMessage(id: string | undefined) {
  return useQuery({ queryKey: messageKeys.detail(id ?? ''), queryFn: () => getMessage(id!), enabled: !!id, refetchInterval: 5000 });
}

/** A booking's messages for its details: office staff read them only through booking_messages (docs/areas/messages.md#who-reads). */
export async function getBookingMessages(bookingId: string, client: Client = defaultClient()): Promise<BookingMessage[]> {
  const { data, error } = await client.rpc('booking_messages', { p_booking_id: bookingId });
  if (error) throw error;
  return (data ?? []) as BookingMessage[];
}

export function useBookingMessages(bookingId: string) {
  return useQuery({ queryKey: messageKeys.ofBooking(bookingId), queryFn: () => getBookingMessages(bookingId), refetchInterval: 5000 });
}

/** The calendar invite a message carries (confirmation, new time, cancellation), built from its booking as it is now (null: none). */
export async function getMessageInvite(message: OutboundMessage, client: Client = defaultClient()): Promise<string | null> {
  if (!INVITE_MESSAGE_KINDS.includes(message.kind) || !message.booking_id) return null;
  const { data, error } = await client
    .from('bookings')
    .select('id, status, created_via, start_time, end_time, language, vehicle_year, vehicle_make, vehicle_model, reversegeocoded_address, location_address, latitude, longitude, inspection_types(name, name_en)')
    .eq('id', message.booking_id)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const type = data.inspection_types as { name: string | null; name_en: string | null } | null;
  const typeName = data.language === 'ar' ? type?.name || type?.name_en : type?.name_en || type?.name;
  return messageInvite(message, { ...data, inspection_type_name: typeName ?? null })?.content ?? null;
}

export function useMessageInvite(message: OutboundMessage | undefined) {
  return useQuery({ queryKey: messageKeys.invite(message?.id ?? ''), queryFn: () => getMessageInvite(message!), enabled: !!message });
}

export async function resendMessage(id: string, client: Client = defaultClient()): Promise<void> {
  const { error } = await client.rpc('resend_outbound_message', { p_id: id });
  if (error) throw error;
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resendMessage(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
