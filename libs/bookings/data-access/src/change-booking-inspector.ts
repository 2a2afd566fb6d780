// Office staff move a timed booking to another inspector free for its time (get_free_inspectors offers only those);
// bookings_no_overlap still judges the choice, so a clash since is 23P01 (docs/areas/bookings.md#booking-details).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

/** inspectorId null: the database chooses again (the free one with the fewest bookings that day). */
export async function changeBookingInspector(id: string, inspectorId: string | null, client: Client = defaultClient()): Promise<void> {
  const { data, error } = await client.from('bookings').update({ inspector_id: inspectorId }).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('Booking not found');
}

export function useChangeBookingInspector(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inspectorId: string | null) => changeBookingInspector(id, inspectorId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
