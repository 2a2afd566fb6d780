import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

/**
 * Deletes the booking with its inspection data and report in one statement (the foreign keys
 * cascade), so a failure never leaves a booking without the data it had.
 */
export async function deleteBooking(id: string, client: Client = defaultClient()): Promise<void> {
  const { data, error } = await client.from('bookings').delete().eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('Booking not found');
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBooking(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
