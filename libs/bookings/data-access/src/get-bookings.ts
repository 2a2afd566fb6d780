import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingWithType } from '@inspection/bookings-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { BOOKING_COLUMNS, bookingKeys } from './booking-query-keys';

/** Every booking with its type, by start time (the dashboard filters, counts and pages them in memory). */
export async function getBookings(client: Client = defaultClient()): Promise<BookingWithType[]> {
  const { data, error } = await client.from('bookings').select(BOOKING_COLUMNS).order('start_time', { ascending: true, nullsFirst: false });
  if (error) throw error;
  return data ?? [];
}

export function bookingsQueryOptions() {
  return queryOptions({ queryKey: bookingKeys.list(), queryFn: () => getBookings() });
}

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}
