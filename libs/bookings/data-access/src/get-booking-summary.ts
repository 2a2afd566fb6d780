import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingSummary } from '@inspection/bookings-domain';
import { bookingsQueries, screenQueryKey } from '@inspection/platform-manifest';
import { defaultClient, readScreenQuery, type Client } from '@inspection/supabase-client';

/** The dashboard's counts over every booking (Total, Upcoming, Completed), counted by the database. */
export function getBookingSummary(client: Client = defaultClient()): Promise<BookingSummary> {
  return readScreenQuery<BookingSummary>(bookingsQueries.summary, client);
}

export function bookingSummaryQueryOptions() {
  const query = bookingsQueries.summary;
  return queryOptions({ queryKey: screenQueryKey(query), queryFn: () => getBookingSummary(), staleTime: query.staleTime });
}

export function useBookingSummary() {
  return useQuery(bookingSummaryQueryOptions());
}
