import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingWithType } from '@inspection/bookings-domain';
import { bookingsQueries, screenQueryKey } from '@inspection/platform-manifest';
import { defaultClient, readScreenQuery, type Client } from '@inspection/supabase-client';

/**
 * Every booking with its type, by start time (the dashboard filters, counts and pages them in memory). The read is
 * the manifest's screen query, which the shell starts with the route to /booking: the dashboard finds it in flight.
 */
export function getBookings(client: Client = defaultClient()): Promise<BookingWithType[]> {
  return readScreenQuery<BookingWithType>(bookingsQueries.list, client);
}

export function bookingsQueryOptions() {
  const list = bookingsQueries.list;
  return queryOptions({ queryKey: screenQueryKey(list), queryFn: () => getBookings(), staleTime: list.staleTime });
}

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}
