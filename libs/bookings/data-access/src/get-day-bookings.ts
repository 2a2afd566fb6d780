import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BookingWithType } from '@inspection/bookings-domain';
import { businessDayBounds } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { BOOKING_COLUMNS, bookingKeys } from './booking-query-keys';

/** A business day's bookings by start time (the admin's list in the slot step). */
export async function getDayBookings(day: string, client: Client = defaultClient()): Promise<BookingWithType[]> {
  const { start, end } = businessDayBounds(day);
  const { data, error } = await client
    .from('bookings')
    .select(BOOKING_COLUMNS)
    .gte('start_time', start)
    .lt('start_time', end)
    .neq('status', 'cancelled')
    .order('start_time', { ascending: true });
  if (error) throw error;
  return data ?? [];
}

export function dayBookingsQueryOptions(day: string) {
  return queryOptions({ queryKey: bookingKeys.day(day), queryFn: () => getDayBookings(day) });
}

export function useDayBookings(day: string | null, enabled = true) {
  return useQuery({ ...dayBookingsQueryOptions(day ?? ''), enabled: enabled && day !== null });
}
