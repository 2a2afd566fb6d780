import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';
import type { BookingWrite } from '@inspection/bookings-domain';

export const BOOKING_NOT_FOUND_FOR_UPDATE = 'Could not find booking to update';

/** Edit by id (return minimal), then a re-select to verify the row exists. */
export async function updateBooking(id: string, values: BookingWrite, client: Client = defaultClient()): Promise<void> {
  const { error } = await client.from('bookings').update(values, { count: 'exact' }).eq('id', id);
  if (error) throw error;
  const { data, error: readError } = await client.from('bookings').select('id').eq('id', id).maybeSingle();
  if (readError) throw readError;
  if (!data) throw new Error(BOOKING_NOT_FOUND_FOR_UPDATE);
}

export function useUpdateBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BookingWrite) => updateBooking(id, values),
    // Not awaited: the form answers as soon as the write does, while the lists and times reload.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
