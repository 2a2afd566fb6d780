import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultClient, getRowActivity, type Client, type RowActivity } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

/** The booking's Activity (its own changes, its inspection's and its report's), latest first, with the names it refers to. */
export function getBookingActivity(id: string, client: Client = defaultClient()): Promise<RowActivity> {
  return getRowActivity('bookings', id, client);
}

export function bookingActivityQueryOptions(id: string) {
  return queryOptions({ queryKey: [...bookingKeys.detail(id), 'activity'], queryFn: () => getBookingActivity(id) });
}

export function useBookingActivity(id: string) {
  return useQuery(bookingActivityQueryOptions(id));
}
