// A booking as stored, and the shapes the booking screens work with.
import { codeLabel } from '@inspection/shared-domain';

export type BookingStatus = 'scheduled' | 'in_progress' | 'completed' | 'draft' | 'published' | 'pending' | 'cancelled';

export interface Booking {
  id: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: number;
  notes: string | null;
  /** The additional directions. */
  location_address: string | null;
  reversegeocoded_address: string | null;
  inspection_type_id: string | null;
  latitude: number | null;
  longitude: number | null;
  start_time: string | null;
  end_time: string | null;
  status: BookingStatus | string;
  seller_name: string | null;
  seller_phone: string | null;
  is_override: boolean;
  /** The customer's language (en or ar): the messages to them are written in it. */
  language?: string;
  created_at: string;
  /** Set when staff or the customer cancelled it (the database stamps cancelled_at). */
  cancel_reason?: string | null;
  cancelled_at?: string | null;
}

/** A booking as the lists show it: with its inspection type's name. */
export interface BookingWithType extends Booking {
  inspection_types: { name: string | null; name_en: string | null; current_price?: number | null; duration_minutes?: number | null } | null;
  /** The inspector assigned (timed bookings get one in the database). */
  inspector_id?: string | null;
  inspectors?: { full_name: string } | null;
}

/** The columns a booking form writes (everything but what the database sets); optional values are null when empty. */
/** inspector_id: staff's choice (get_free_inspectors); left out, the database assigns one (or keeps it on a move). */
export type BookingWrite = Omit<Booking, 'id' | 'status' | 'created_at' | 'cancel_reason' | 'cancelled_at'> & { inspector_id?: string; lead_id?: string };

/** 'with_location': the customer knows place and time (4 steps); 'without_location': the team coordinates (2 steps). */
export type BookingType = 'with_location' | 'without_location';

/** A customer's booking from /book (create_public_booking): no override and no end, which the database sets. */
export interface PublicBookingRequest extends Omit<BookingWrite, 'is_override' | 'end_time'> {
  booking_type: BookingType;
  hold_id: string | null;
}

/** One slot from get_day_slots (get_available_slots' rows with is_open). */
export interface TimeSlot {
  slot_start: string;
  slot_end: string;
  is_available: boolean;
  /** Some inspector works it: a slot neither available nor open is closed, never booked. Absent: not known. */
  is_open?: boolean;
}

/** A point chosen on the map, with the address found for it. */
export interface LocationSelection {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  displayText: string;
}

/** The booking's short id: its first 8 characters (also the customer's reference). */
export function shortBookingId(id: string): string {
  return id.slice(0, 8);
}

/** The type's English name, else its name. */
export function inspectionTypeName(type: { name: string | null; name_en: string | null } | null | undefined): string {
  return type?.name_en || type?.name || '';
}

/** Badge colour: completed green, cancelled red, anything else blue. */
export function bookingStatusColour(status: string): 'green' | 'red' | 'blue' {
  if (status === 'completed') return 'green';
  if (status === 'cancelled') return 'red';
  return 'blue';
}

/** 'in_progress' → 'In Progress'. */
export function bookingStatusLabel(status: string): string {
  return codeLabel(status);
}

/** The statuses the dashboard filters by (docs/areas/bookings.md#bookings-dashboard). */
export const BOOKING_STATUS_FILTERS = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;

/** A live booking may be cancelled; a cancelled, completed or published one may not (docs/areas/bookings.md#cancel-not-delete). */
export function canBeCancelled(status: string): boolean {
  return !['cancelled', 'completed', 'published'].includes(status);
}

/** Map centre and zooms of the location step. */
export const MAP_DEFAULT_CENTRE = { latitude: 24.45, longitude: 54.38 } as const;
export const MAP_DEFAULT_ZOOM = 12;
export const MAP_SELECTED_ZOOM = 15;
/** Edit: back to the booking this long after 'Booking updated successfully'. */
export const EDIT_REDIRECT_DELAY_MS = 500;
/** UAE VAT, added to the buyer's price in the share message. */
export const VAT_RATE = 0.05;
