// The dashboard's live changes (docs/architecture/realtime.md#the-live-console), apart from live-bookings.ts: that one
// reads the messages' keys, and @inspection/messages-data-access brings the calendar invite's code (ics, yup, ~21 KB
// gzipped) that the All table's first paint has no use for (docs/benchmarks/bookings.md).
import { bookingKeys } from '@inspection/bookings-data-access';
import { useLiveChanges } from '@inspection/supabase-client';

/** The All table's pages, the counts, and Date Wise's day and week reads (not slots or holds: the wizard reads those). */
export const DASHBOARD_LIVE_KEYS = [bookingKeys.list(), bookingKeys.summary(), [...bookingKeys.all, 'day'], [...bookingKeys.all, 'week']];

/** New and changed bookings are highlighted briefly in the All table, its cards and Date Wise's list (useFreshRows). */
export function useLiveBookingsDashboard(): void {
  useLiveChanges({ table: 'bookings', queryKeys: DASHBOARD_LIVE_KEYS, highlight: 'id' });
}
