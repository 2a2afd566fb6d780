// The bookings dashboard: summary counts, search, and the Date Wise week strip.
import { BUSINESS_TIME_ZONE, addDays, businessDay } from './business-time';
import type { Booking } from './booking';

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

/** Case-insensitive match of every word against customer, seller, vehicle, location, type and id. */
export function matchesBookingSearch(booking: Searchable, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    booking.customer_name, booking.customer_phone, booking.customer_email, booking.vehicle_make, booking.vehicle_model,
    booking.vehicle_year, booking.seller_name, booking.seller_phone, booking.reversegeocoded_address, booking.location_address,
    booking.inspection_types?.name_en, booking.inspection_types?.name, booking.id.slice(0, 8),
  ]
    .filter((v) => v !== null && v !== undefined)
    .join(' ')
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
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

/** Seven days from `firstDay`, each with its number of bookings (by start time in the business zone). */
export function buildWeekStrip(firstDay: string, bookings: Pick<Booking, 'start_time'>[], timeZone = BUSINESS_TIME_ZONE): WeekStripDay[] {
  const counts = new Map<string, number>();
  for (const b of bookings) {
    if (!b.start_time) continue;
    const d = businessDay(b.start_time, timeZone);
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  return Array.from({ length: WEEK_STRIP_DAYS }, (_, i) => {
    const day = addDays(firstDay, i);
    const noon = new Date(`${day}T12:00:00Z`);
    return {
      day,
      weekday: noon.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }),
      dayOfMonth: String(Number(day.slice(8))),
      month: noon.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' }),
      count: counts.get(day) ?? 0,
    };
  });
}

/** Previous / next week: the strip moves 7 days. */
export function shiftWeek(firstDay: string, direction: -1 | 1): string {
  return addDays(firstDay, direction * WEEK_STRIP_DAYS);
}

/** The day's bookings in start order. */
export function bookingsOfDay<T extends Pick<Booking, 'start_time'>>(bookings: T[], day: string, timeZone = BUSINESS_TIME_ZONE): T[] {
  return bookings
    .filter((b) => b.start_time && businessDay(b.start_time, timeZone) === day)
    .sort((a, b) => Date.parse(a.start_time!) - Date.parse(b.start_time!));
}
