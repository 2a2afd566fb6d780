import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingWithType } from '@inspection/bookings-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { BOOKING_COLUMNS, bookingKeys } from './booking-query-keys';

/** The details also say when and why a cancelled booking was cancelled (docs/areas/bookings.md#cancel-not-delete). */
const BOOKING_DETAIL_COLUMNS = `${BOOKING_COLUMNS}, cancel_reason, cancelled_at` as const;

/** One booking by id; 'Booking not found' when there is none. */
export async function getBooking(id: string, client: Client = defaultClient()): Promise<BookingWithType> {
  const { data, error } = await client.from('bookings').select(BOOKING_DETAIL_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw error;
  if (!data) throw new Error('Booking not found');
  return data;
}

export function bookingQueryOptions(id: string) {
  return queryOptions({ queryKey: bookingKeys.detail(id), queryFn: () => getBooking(id), retry: false });
}

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}
