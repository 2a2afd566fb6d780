import { queryOptions, useQuery } from '@tanstack/react-query';
import { WEEK_STRIP_DAYS, type BookingWithType } from '@inspection/bookings-domain';
import { addDays, businessDayBounds } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { BOOKING_COLUMNS, bookingKeys } from './booking-query-keys';

/** The bookings of the Date Wise strip: 7 business days from `firstDay`, by start time, cancelled ones included. */
export async function getWeekBookings(firstDay: string, client: Client = defaultClient()): Promise<BookingWithType[]> {
  const { start } = businessDayBounds(firstDay);
  const { end } = businessDayBounds(addDays(firstDay, WEEK_STRIP_DAYS - 1));
  const { data, error } = await client
    .from('bookings')
    .select(BOOKING_COLUMNS)
    .gte('start_time', start)
    .lt('start_time', end)
    .order('start_time', { ascending: true });
  if (error) throw error;
  return data ?? [];
}

export function weekBookingsQueryOptions(firstDay: string) {
  return queryOptions({ queryKey: bookingKeys.week(firstDay), queryFn: () => getWeekBookings(firstDay), staleTime: 5_000 });
}

export function useWeekBookings(firstDay: string) {
  return useQuery(weekBookingsQueryOptions(firstDay));
}
