import { useMutation } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';

/** Gives a customer's held time back (they chose another day, type or booking type, or left /book). */
export async function releaseBookingSlot(holdId: string, client: Client = defaultClient()): Promise<void> {
  const { error } = await client.rpc('release_booking_slot', { p_hold_id: holdId });
  if (error) throw error;
}

export function useReleaseBookingSlot() {
  return useMutation({ mutationFn: (holdId: string) => releaseBookingSlot(holdId) });
}
