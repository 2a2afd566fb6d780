// The bookings screens follow other people's changes (docs/architecture/realtime.md#the-live-console): a change to
// a booking invalidates the reads it can alter; active ones refetch, keeping their rows, scroll and dialogs meanwhile.
import { bookingKeys } from '@inspection/bookings-data-access';
import { messageKeys } from '@inspection/messages-data-access';
import { useLiveChanges } from '@inspection/supabase-client';

/** The All table's pages, the counts, and Date Wise's day and week reads (not slots or holds: the wizard reads those). */
export const DASHBOARD_LIVE_KEYS = [bookingKeys.list(), bookingKeys.summary(), [...bookingKeys.all, 'day'], [...bookingKeys.all, 'week']];

/** New and changed bookings are highlighted briefly in the All table, its cards and Date Wise's list (useFreshRows). */
export function useLiveBookingsDashboard(): void {
  useLiveChanges({ table: 'bookings', queryKeys: DASHBOARD_LIVE_KEYS, highlight: 'id' });
}

/** Booking details: the booking itself (with its activity and manage link, under its key) and its messages. */
export function useLiveBooking(id: string): void {
  const enabled = id !== '';
  useLiveChanges({ table: 'bookings', filter: `id=eq.${id}`, queryKeys: [bookingKeys.detail(id)], enabled });
  useLiveChanges({ table: 'outbound_messages', filter: `booking_id=eq.${id}`, queryKeys: [messageKeys.ofBooking(id)], enabled });
}
