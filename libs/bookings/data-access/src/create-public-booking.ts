import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicBookingRequest } from '@inspection/bookings-domain';
import { defaultClient, type Client, jsonArg, jsonResult } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

/** A customer's booking from /book: the only write an anonymous visitor may make. */
export async function createPublicBooking(request: PublicBookingRequest, client: Client = defaultClient()): Promise<{ id: string; reference: string }> {
  const { data, error } = await client.rpc('create_public_booking', { p_booking: jsonArg(request) });
  if (error) throw error;
  return jsonResult<{ id: string; reference: string }>(data);
}

export function useCreatePublicBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PublicBookingRequest) => createPublicBooking(request),
    // Not awaited: the form answers as soon as the write does, while the lists and times reload.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
