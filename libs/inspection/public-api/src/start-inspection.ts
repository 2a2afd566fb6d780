import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingInspectionKey, getBookingInspection, type BookingInspection } from './get-booking-inspection';

export const NO_LIVE_FORM_MESSAGE = 'No active inspection form found for this type';
export const CREATE_INSPECTION_FAILED = 'Failed to create inspection data';

/**
 * The booking's inspection data, created as an empty draft tied to the live form of its type
 * when there is none yet (upsert on booking_id, so two clicks never make two).
 */
export async function ensureInspectionData(bookingId: string, inspectionTypeId: string | null, client: Client = defaultClient()): Promise<BookingInspection> {
  const existing = await getBookingInspection(bookingId, client);
  if (existing) return existing;
  if (!inspectionTypeId) throw new Error(NO_LIVE_FORM_MESSAGE);
  const { data: form, error: formError } = await client
    .from('inspection_forms')
    .select('id')
    .eq('inspection_type_id', inspectionTypeId)
    .eq('status', 'live')
    .maybeSingle();
  if (formError || !form) throw new Error(NO_LIVE_FORM_MESSAGE);
  const { data, error } = await client
    .from('inspection_data')
    .upsert({ booking_id: bookingId, form_id: form.id, status: 'draft', data: {} }, { onConflict: 'booking_id' })
    .select('id, form_id, status, is_published, updated_at')
    .single();
  if (error || !data) throw new Error(CREATE_INSPECTION_FAILED);
  return data;
}

export function useEnsureInspectionData(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inspectionTypeId: string | null) => ensureInspectionData(bookingId, inspectionTypeId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingInspectionKey(bookingId) }),
  });
}
