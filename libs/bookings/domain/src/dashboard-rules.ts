// The bookings dashboard: summary counts, search, and the Date Wise week strip.
import { addDays, businessDayBounds, businessTimeZone, phoneSearchForm } from '@inspection/shared-domain';
import type { Booking, BookingWithType } from './booking';

export interface BookingSummary {
  total: number;
  upcoming: number;
  completed: number;
}

/** Total; Upcoming = not yet started and neither completed nor cancelled; Completed. */
export function summariseBookings(bookings: Pick<Booking, 'start_time' | 'status'>[], now: Date = new Date()): BookingSummary {
  let upcoming = 0;
  let completed = 0;
  for (const b of bookings) {
    if (b.status === 'completed') completed += 1;
    else if (b.status !== 'cancelled' && b.start_time && Date.parse(b.start_time) > now.getTime()) upcoming += 1;
  }
  return { total: bookings.length, upcoming, completed };
}

type Searchable = Pick<Booking, 'customer_name' | 'customer_phone' | 'customer_email' | 'vehicle_make' | 'vehicle_model' | 'seller_name' | 'seller_phone' | 'reversegeocoded_address' | 'location_address' | 'id'> & {
  vehicle_year?: number | null;
  inspection_types?: { name: string | null; name_en: string | null } | null;
};

/**
 * Case-insensitive match of every word against customer, seller, vehicle, location, type and id; a word that looks
 * like a phone number also in its stored form, and a term that is only a number typed in groups is one word
 * (list_bookings' search_words and phone_search_form, supabase/schemas/bookings.sql).
 */
export function matchesBookingSearch(booking: Searchable, search: string): boolean {
  const split = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const words = split.length > 1 && phoneSearchForm(search) !== null ? [split.join('')] : split;
  if (words.length === 0) return true;
  const haystack = [
    booking.customer_name, booking.customer_phone, booking.customer_email, booking.vehicle_make, booking.vehicle_model,
    booking.vehicle_year, booking.seller_name, booking.seller_phone, booking.reversegeocoded_address, booking.location_address,
    booking.inspection_types?.name_en, booking.inspection_types?.name, booking.id.slice(0, 8),
  ]
    .filter((v) => v !== null && v !== undefined)
    .join(' ')
    .toLowerCase();
  return words.every((w) => haystack.includes(w) || haystack.includes(phoneSearchForm(w) ?? w));
}

/** The dashboard's Status filter: '' (or none) keeps every booking. */
export function matchesStatus(booking: Pick<Booking, 'status'>, status: string | undefined): boolean {
  return !status || booking.status === status;
}

export const WEEK_STRIP_DAYS = 7;

export interface WeekStripDay {
  day: string;
  /** 'Mon' */
  weekday: string;
  /** '23' */
  dayOfMonth: string;
  /** 'Nov' */
  month: string;
  count: number;
}

/** [start, end) of each day in milliseconds: comparing numbers keeps 5,000 bookings cheap. */
function dayRanges(days: string[], timeZone: string): [number, number][] {
  return days.map((d) => {
    const { start, end } = businessDayBounds(d, timeZone);
    return [Date.parse(start), Date.parse(end)];
  });
}

/** Seven days from `firstDay`, each with its number of bookings (by start time in the business zone). */
export function buildWeekStrip(firstDay: string, bookings: Pick<Booking, 'start_time'>[], timeZone = businessTimeZone()): WeekStripDay[] {
  const days = Array.from({ length: WEEK_STRIP_DAYS }, (_, i) => addDays(firstDay, i));
  const ranges = dayRanges(days, timeZone);
  const counts = new Array<number>(WEEK_STRIP_DAYS).fill(0);
  const first = ranges[0][0];
  const last = ranges[WEEK_STRIP_DAYS - 1][1];
  for (const b of bookings) {
    if (!b.start_time) continue;
    const t = Date.parse(b.start_time);
    if (t < first || t >= last) continue;
    const i = ranges.findIndex(([s, e]) => t >= s && t < e);
    if (i >= 0) counts[i] += 1;
  }
  return days.map((day, i) => {
    const noon = new Date(`${day}T12:00:00Z`);
    return {
      day,
      weekday: noon.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }),
      dayOfMonth: String(Number(day.slice(8))),
      month: noon.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' }),
      count: counts[i],
    };
  });
}

/** Previous / next week: the strip moves 7 days. */
export function shiftWeek(firstDay: string, direction: -1 | 1): string {
  return addDays(firstDay, direction * WEEK_STRIP_DAYS);
}

/** The day's bookings in start order. */
export function bookingsOfDay<T extends Pick<Booking, 'start_time'>>(bookings: T[], day: string, timeZone = businessTimeZone()): T[] {
  const [[start, end]] = dayRanges([day], timeZone);
  return bookings
    .filter((b) => {
      if (!b.start_time) return false;
      const t = Date.parse(b.start_time);
      return t >= start && t < end;
    })
    .sort((a, b) => Date.parse(a.start_time!) - Date.parse(b.start_time!));
}

/** The Inspector filter: '' is everyone, 'none' the bookings without one (untimed), else that inspector's. */
export function matchesInspector(booking: Pick<BookingWithType, 'inspector_id'>, filter: string): boolean {
  if (filter === '') return true;
  if (filter === 'none') return !booking.inspector_id;
  return booking.inspector_id === filter;
}
