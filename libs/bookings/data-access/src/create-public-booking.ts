import { useMutation } from '@tanstack/react-query';
import type { BookingType } from '@inspection/bookings-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import type { BookingWrite } from './booking-write';
import { jsonArg, jsonResult } from '@inspection/supabase-client';

export interface PublicBookingRequest extends Omit<BookingWrite, 'is_override' | 'end_time'> {
  booking_type: BookingType;
  hold_id: string | null;
}

/** A customer's booking from /book: the only write an anonymous visitor may make. */
export async function createPublicBooking(request: PublicBookingRequest, client: Client = defaultClient()): Promise<{ id: string; reference: string }> {
  const { data, error } = await client.rpc('create_public_booking', { p_booking: jsonArg(request) });
  if (error) throw error;
  return jsonResult<{ id: string; reference: string }>(data);
}

export function useCreatePublicBooking() {
  return useMutation({ mutationFn: (request: PublicBookingRequest) => createPublicBooking(request) });
}
