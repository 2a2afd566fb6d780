import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeSlot } from '@inspection/bookings-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

/** The day's slots from the database (the one place they are computed, in the business zone). */
export async function getAvailableSlots(
  day: string,
  inspectionTypeId: string,
  excludeBookingId: string | null = null,
  client: Client = defaultClient(),
): Promise<TimeSlot[]> {
  const { data, error } = await client.rpc('get_available_slots', {
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
