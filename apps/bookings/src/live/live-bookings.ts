// The bookings screens follow other people's changes (docs/architecture/realtime.md#the-live-console): a change to
// a booking invalidates the reads it can alter; active ones refetch, keeping their rows, scroll and dialogs meanwhile.
// The dashboard's are in live-bookings-dashboard.ts (without the messages' code).
import { bookingKeys } from '@inspection/bookings-data-access';
import { messageKeys } from '@inspection/messages-data-access';
import { useLiveChanges } from '@inspection/supabase-client';

/** Booking details: the booking itself (with its activity and manage link, under its key) and its messages. */
export function useLiveBooking(id: string): void {
  const enabled = id !== '';
  useLiveChanges({ table: 'bookings', filter: `id=eq.${id}`, queryKeys: [bookingKeys.detail(id)], enabled });
  useLiveChanges({ table: 'outbound_messages', filter: `booking_id=eq.${id}`, queryKeys: [messageKeys.ofBooking(id)], enabled });
}
