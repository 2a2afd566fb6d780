// The slot rule (the database's get_available_slots computes the real grid; this is the same rule
// for screens and tests): every 15 minutes from 08:00 up to the last start before 21:00, in the
// business zone, as long as the type lasts; unavailable when it overlaps a live booking other
// than the one being edited.
import { BUSINESS_TIME_ZONE, zonedTime } from './business-time';
import type { TimeSlot } from './booking';

export const SLOT_STEP_MINUTES = 15;
export const FIRST_SLOT = '08:00';
/** Slots start before this time. */
export const SLOTS_END = '21:00';

interface BookedRange {
  id?: string;
  start_time: string | null;
  end_time: string | null;
  status?: string;
}

/** [a, b) and [c, d) share a moment. */
export function rangesOverlap(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

export function generateSlots(
  day: string,
  durationMinutes: number,
  bookings: BookedRange[] = [],
  options: { excludeBookingId?: string | null; timeZone?: string; now?: Date } = {},
): TimeSlot[] {
  const timeZone = options.timeZone ?? BUSINESS_TIME_ZONE;
  const first = zonedTime(day, FIRST_SLOT, timeZone).getTime();
  const last = zonedTime(day, SLOTS_END, timeZone).getTime();
  const live = bookings.filter(
    (b) => b.start_time && b.end_time && b.status !== 'cancelled' && b.id !== options.excludeBookingId,
  );
  const slots: TimeSlot[] = [];
  for (let start = first; start < last; start += SLOT_STEP_MINUTES * 60_000) {
    const end = start + durationMinutes * 60_000;
    const taken = live.some((b) => rangesOverlap(start, end, Date.parse(b.start_time!), Date.parse(b.end_time!)));
    const past = options.now ? start <= options.now.getTime() : false;
    slots.push({ slot_start: new Date(start).toISOString(), slot_end: new Date(end).toISOString(), is_available: !taken && !past });
  }
  return slots;
}

/** The bookings a slot would overlap (the admin's 'Overlapping Bookings Found' list). */
export function overlappingBookings<T extends BookedRange>(start: string, end: string, bookings: T[], excludeBookingId?: string | null): T[] {
  const s = Date.parse(start);
  const e = Date.parse(end);
  return bookings.filter(
    (b) => b.start_time && b.end_time && b.status !== 'cancelled' && b.id !== excludeBookingId
      && rangesOverlap(s, e, Date.parse(b.start_time), Date.parse(b.end_time)),
  );
}
