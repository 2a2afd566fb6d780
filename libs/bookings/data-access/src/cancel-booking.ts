// Staff cancel a booking with a reason instead of deleting it (docs/areas/bookings.md#cancel-not-delete): the row
// stays, its time frees at once (bookings_no_overlap and assignment skip cancelled rows), and the database stamps
// cancelled_at and refuses a cancel without a reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

export async function cancelBooking(id: string, reason: string, client: Client = defaultClient()): Promise<void> {
  const { data, error } = await client.from('bookings').update({ status: 'cancelled', cancel_reason: reason.trim() }).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('Booking not found');
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelBooking(id, reason),
    // Every list, count, day and slot grid shows the freed time.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
