// The All table's order (docs/areas/bookings.md#the-all-table): upcoming work first by default, or one column's.
// The database sorts (list_bookings, as the table reads a page at a time); upcomingFirst is the same rule on rows
// in hand, for the tests that hold the two together.
import { businessDay, businessDayBounds } from '@inspection/shared-domain';
import type { Booking } from './booking';

/** The orders list_bookings knows (its p_sort). */
export type BookingsSortKey = 'upcoming' | 'date' | 'customer' | 'vehicle' | 'type' | 'inspector' | 'status';

export interface BookingsOrder {
  key: BookingsSortKey;
  /** Reverses a column's order (not the default's); empty values stay last either way. */
  descending: boolean;
}

export const UPCOMING_FIRST: BookingsOrder = { key: 'upcoming', descending: false };

type Timed = Pick<Booking, 'id' | 'start_time' | 'created_at'>;

/** Today's bookings and the later ones, soonest first; then untimed ones, newest first; then past ones, latest first. */
export function upcomingFirst<T extends Timed>(bookings: readonly T[], now: Date = new Date()): T[] {
  const today = Date.parse(businessDayBounds(businessDay(now)).start);
  const key = (b: T): [number, number] => {
    if (!b.start_time) return [1, -Date.parse(b.created_at)];
    const start = Date.parse(b.start_time);
    return start >= today ? [0, start] : [2, -start];
  };
  return [...bookings].sort((a, b) => {
    const [ga, ta] = key(a);
    const [gb, tb] = key(b);
    return ga - gb || ta - tb || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}
