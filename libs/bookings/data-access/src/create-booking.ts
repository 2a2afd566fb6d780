import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';
import type { BookingWrite } from '@inspection/bookings-domain';

export interface CreatedBooking {
  id: string;
  customer_name: string;
  start_time: string | null;
  end_time: string | null;
}

/** Staff insert; a clash with another booking comes back as 23P01 (bookings_no_overlap). */
export async function createBooking(values: BookingWrite, client: Client = defaultClient()): Promise<CreatedBooking> {
  const { data, error } = await client
    .from('bookings')
    .insert({ ...values, status: 'scheduled' })
    .select('id, customer_name, start_time, end_time')
    .single();
  if (error) throw error;
  return data;
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BookingWrite) => createBooking(values),
    // Not awaited: the form answers as soon as the write does, while the lists and times reload.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
