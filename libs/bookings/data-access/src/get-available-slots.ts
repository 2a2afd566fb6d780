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

export function availableSlotsQueryOptions(day: string, inspectionTypeId: string, excludeBookingId: string | null = null) {
  return queryOptions({
    queryKey: bookingKeys.slots(day, inspectionTypeId, excludeBookingId),
    queryFn: () => getAvailableSlots(day, inspectionTypeId, excludeBookingId),
    staleTime: 0,
  });
}

export function useAvailableSlots(day: string | null, inspectionTypeId: string | null, excludeBookingId: string | null = null) {
  return useQuery({
    ...availableSlotsQueryOptions(day ?? '', inspectionTypeId ?? '', excludeBookingId),
    enabled: day !== null && inspectionTypeId !== null,
  });
}
