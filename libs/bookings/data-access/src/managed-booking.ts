// A customer's own booking, reached by the unguessable token of its manage link (/book/manage/{token}): read,
// moved to another time or cancelled through the anonymous functions get_managed_booking,
// reschedule_public_booking and cancel_public_booking (docs/areas/bookings.md#customers-manage-their-booking).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRecord, languageOf, type Language } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

/** What the customer's page shows of their booking (nothing else is read: no contacts, no price, no inspector). */
export interface ManagedBooking {
  reference: string;
  status: string;
  start_time: string | null;
  end_time: string | null;
  inspection_type_id: string | null;
  /** The type's Arabic name (name) and English one (name_en), as the type cards read them. */
  type_name: string | null;
  type_name_en: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_year: number | null;
  address: string | null;
  language: Language;
}

/** A token is 32 hexadecimal digits: anything else is not asked for. */
export const isManageToken = (token: string) => /^[0-9a-f]{32}$/i.test(token);

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** get_managed_booking's answer (null: no booking has that token). */
export function parseManagedBooking(data: unknown): ManagedBooking | null {
  if (!isRecord(data)) return null;
  const type = isRecord(data.inspection_type) ? data.inspection_type : {};
  const year = Number(data.vehicle_year);
  const address = [str(data.reversegeocoded_address) ?? str(data.address), str(data.location_address)].filter(Boolean);
  return {
    reference: str(data.reference) ?? '',
    status: str(data.status) ?? 'scheduled',
    start_time: str(data.start_time),
    end_time: str(data.end_time),
    inspection_type_id: str(data.inspection_type_id) ?? str(type.id),
    type_name: str(data.type_name) ?? str(data.inspection_type_name) ?? str(type.name),
    type_name_en: str(data.type_name_en) ?? str(data.inspection_type_name_en) ?? str(type.name_en),
    vehicle_make: str(data.vehicle_make),
    vehicle_model: str(data.vehicle_model),
    vehicle_year: Number.isFinite(year) && year > 0 ? year : null,
    address: address.length ? [...new Set(address)].join(' — ') : null,
    language: languageOf(str(data.language)) ?? 'en',
  };
}

// The functions are called by name: their types come with the database's (npm run gen:types).
const rpc = (client: Client, fn: string, args: object) => client.rpc(fn as never, args as never) as unknown as PromiseLike<{ data: unknown; error: unknown }>;

export async function getManagedBooking(token: string, client: Client = defaultClient()): Promise<ManagedBooking | null> {
  if (!isManageToken(token)) return null;
  const { data, error } = await rpc(client, 'get_managed_booking', { p_token: token });
  if (error) throw error;
  return parseManagedBooking(data);
}

export const managedBookingKey = (token: string) => [...bookingKeys.all, 'managed', token] as const;

/** The booking of the link (the server-rendered page puts its answer under this query). */
export function useManagedBooking(token: string) {
  return useQuery({ queryKey: managedBookingKey(token), queryFn: () => getManagedBooking(token), staleTime: 30_000 });
}

export async function rescheduleManagedBooking(token: string, startTime: string, client: Client = defaultClient()): Promise<unknown> {
  const { data, error } = await rpc(client, 'reschedule_public_booking', { p_token: token, p_start_time: startTime });
  if (error) throw error;
  return data;
}

export async function cancelManagedBooking(token: string, reason: string, client: Client = defaultClient()): Promise<unknown> {
  const { data, error } = await rpc(client, 'cancel_public_booking', { p_token: token, p_reason: reason });
  if (error) throw error;
  return data;
}

/** A change, then the booking read again (its new time or status); a refusal reads the day's times again too. */
function useManagedChange<T>(change: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export const useRescheduleManagedBooking = (token: string) => useManagedChange((startTime: string) => rescheduleManagedBooking(token, startTime));
export const useCancelManagedBooking = (token: string) => useManagedChange((reason: string) => cancelManagedBooking(token, reason));
