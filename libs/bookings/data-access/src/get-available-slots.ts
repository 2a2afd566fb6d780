import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeSlot } from '@inspection/bookings-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

/**
 * The day's slots from the database (the one place they are computed, in the business zone): get_day_slots, which
 * is get_available_slots' rows with whether the business is open then (closed hours are not booked ones).
 */
export async function getAvailableSlots(
  day: string,
  inspectionTypeId: string,
  excludeBookingId: string | null = null,
  client: Client = defaultClient(),
): Promise<TimeSlot[]> {
  const { data, error } = await client.rpc('get_day_slots', {
    p_day: day,
    p_inspection_type_id: inspectionTypeId,
    ...(excludeBookingId ? { p_exclude_booking_id: excludeBookingId } : {}),
  });
  if (error) throw error;
  return data ?? [];
}

/**
 * The day's slots for a customer moving their booking through its link: get_managed_day_slots, get_day_slots for the
 * booking's type with the booking itself left out (its own time counts free), without the page knowing its id.
 */
export async function getManagedDaySlots(token: string, day: string, client: Client = defaultClient()): Promise<TimeSlot[]> {
  const { data, error } = await client.rpc('get_managed_day_slots', { p_token: token, p_day: day });
  if (error) throw error;
  return data ?? [];
}

export function availableSlotsQueryOptions(day: string, inspectionTypeId: string, excludeBookingId: string | null = null, manageToken?: string) {
  return queryOptions({
    queryKey: manageToken ? [...bookingKeys.slots(day, inspectionTypeId, null), 'managed', manageToken] : bookingKeys.slots(day, inspectionTypeId, excludeBookingId),
    queryFn: () => (manageToken ? getManagedDaySlots(manageToken, day) : getAvailableSlots(day, inspectionTypeId, excludeBookingId)),
    staleTime: 0,
  });
}

/** The day's slots; with `manageToken`, those the link's booking may move to. */
export function useAvailableSlots(day: string | null, inspectionTypeId: string | null, excludeBookingId: string | null = null, manageToken?: string) {
  return useQuery({
    ...availableSlotsQueryOptions(day ?? '', inspectionTypeId ?? '', excludeBookingId, manageToken),
    enabled: day !== null && inspectionTypeId !== null,
  });
}
