import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingWithType } from '@inspection/bookings-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { BOOKING_COLUMNS, bookingKeys } from './booking-query-keys';

/** One booking by id; 'Booking not found' when there is none. */
export async function getBooking(id: string, client: Client = defaultClient()): Promise<BookingWithType> {
  const { data, error } = await client.from('bookings').select(BOOKING_COLUMNS).eq('id', id).maybeSingle();
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
