// The calendar invite (.ics, RFC 5545) of a booking confirmation, built with the `ics` library from the booking
// when the message is sent (the backend) or shown (/messages), so it always carries the booking's current time.
import { createEvent, type EventAttributes } from 'ics';

export interface InviteBooking {
  id: string;
  start_time: string | null;
  end_time: string | null;
  language: string;
  vehicle_year: number | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  reversegeocoded_address: string | null;
  location_address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The inspection type's name in the booking's language, if any. */
  inspection_type_name?: string | null;
}

const TEXT = {
  en: { title: 'Vehicle inspection', reference: 'Reference', vehicle: 'Vehicle', directions: 'Directions' },
  ar: { title: 'فحص السيارة', reference: 'رقم الحجز', vehicle: 'السيارة', directions: 'إرشادات الوصول' },
};

/** The booking's reference as customers see it: the first 8 characters of its id, upper case. */
export function bookingReference(bookingId: string): string {
  return bookingId.slice(0, 8).toUpperCase();
}

/** The .ics text of the booking's appointment, or null for a booking without a time. */
export function bookingInvite(booking: InviteBooking, organizerEmail?: string): string | null {
  if (!booking.start_time || !booking.end_time) return null;
  const text = booking.language === 'ar' ? TEXT.ar : TEXT.en;
  const vehicle = [booking.vehicle_year, booking.vehicle_make, booking.vehicle_model].filter(Boolean).join(' ');
  const address = booking.reversegeocoded_address?.trim() || booking.location_address?.trim() || undefined;
  const event: EventAttributes = {
    uid: `${booking.id}@vehicle-inspection`,
    productId: 'vehicle-inspection/messages',
    method: 'REQUEST',
    start: Date.parse(booking.start_time),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(booking.end_time),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: booking.inspection_type_name ? `${text.title} – ${booking.inspection_type_name}` : text.title,
    description: [
      `${text.reference}: ${bookingReference(booking.id)}`,
      vehicle ? `${text.vehicle}: ${vehicle}` : '',
      booking.location_address?.trim() ? `${text.directions}: ${booking.location_address.trim()}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    location: address,
    geo: booking.latitude != null && booking.longitude != null ? { lat: booking.latitude, lon: booking.longitude } : undefined,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: organizerEmail ? { name: booking.language === 'ar' ? 'فحص السيارات' : 'Vehicle inspection', email: organizerEmail } : undefined,
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar invite could not be built');
  return value;
}
