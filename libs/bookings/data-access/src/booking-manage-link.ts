// The customer's manage link as staff see it on booking details: {origin}/book/manage/{token}, the same link the
// customer's messages carry (the origin is the database's public_booking_origin(), which the messages use too;
// docs/areas/bookings.md#the-manage-link). No API role selects the token itself: booking_manage_token answers it.
import { useQuery } from '@tanstack/react-query';
import { bookingsPaths } from '@inspection/platform-manifest';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

/** The link, or null when this reader may not have it (the function answers null). */
export async function getBookingManageLink(bookingId: string, client: Client = defaultClient()): Promise<string | null> {
  const [token, origin] = await Promise.all([client.rpc('booking_manage_token', { p_booking_id: bookingId }), client.rpc('public_booking_origin')]);
  if (token.error) throw token.error;
  if (origin.error) throw origin.error;
  if (!token.data) return null;
  return `${origin.data}${bookingsPaths.managedBooking.to({ token: token.data })}`;
}

export function useBookingManageLink(bookingId: string) {
  return useQuery({
    queryKey: [...bookingKeys.detail(bookingId), 'manage-link'],
    queryFn: () => getBookingManageLink(bookingId),
    // The token never changes; the origin only with a redeploy.
    staleTime: Infinity,
  });
}
