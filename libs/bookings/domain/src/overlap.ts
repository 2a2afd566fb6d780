// Overlap of time ranges, for the admin's clash list. The slot grid itself (every 15 minutes from 08:00, last
// start before 21:00, in the business zone) is defined once, in SQL: get_available_slots.
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

/** The bookings a slot would overlap (the admin's 'Overlapping Bookings Found' list). */
export function overlappingBookings<T extends BookedRange>(start: string, end: string, bookings: T[], excludeBookingId?: string | null): T[] {
  const s = Date.parse(start);
  const e = Date.parse(end);
  return bookings.filter(
    (b) => b.start_time && b.end_time && b.status !== 'cancelled' && b.id !== excludeBookingId
      && rangesOverlap(s, e, Date.parse(b.start_time), Date.parse(b.end_time)),
  );
}
