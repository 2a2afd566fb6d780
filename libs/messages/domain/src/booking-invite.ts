// The calendar invite (.ics, RFC 5545) a booking's message carries, built with the `ics` library from the booking
// when the message is sent (the backend) or shown (/messages), so it always carries the booking's current time. One
// booking is one event for the calendar: UID `{bookingId}@vehicle-inspection`; each invite of it has a higher
// SEQUENCE (the message row's invite_sequence), so a calendar replaces the old time or removes the event
// (docs/areas/messages.md#the-calendar-invite).
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
  /** The booking's status now: a cancelled booking's confirmation or new time carries no invite any more. */
  status?: string | null;
  /** 'public' for a booking made on /book: the invite repeats none of its caller's words (docs/areas/messages.md#kinds). */
  created_via?: string | null;
  /** The business's name (business_profile), the invite's organizer. */
  business_name?: string | null;
}

export interface InviteOptions {
  /** The invite's SEQUENCE: 0 for the first, one more for each later invite of the booking. */
  sequence?: number;
  /** METHOD:CANCEL with STATUS:CANCELLED: the calendar removes the event. */
  cancel?: boolean;
  /** The customer's address, the event's attendee (RFC 5546 asks one of a REQUEST and a CANCEL). */
  attendee?: string;
}

const TEXT = {
  en: { title: 'Vehicle inspection', reference: 'Reference', vehicle: 'Vehicle', directions: 'Directions' },
  ar: { title: 'فحص السيارة', reference: 'رقم الحجز', vehicle: 'السيارة', directions: 'إرشادات الوصول' },
};

/** The booking's reference as customers see it: the first 8 characters of its id, upper case. */
export function bookingReference(bookingId: string): string {
  return bookingId.slice(0, 8).toUpperCase();
}

/** The .ics text of the booking's appointment (or of its cancellation), or null for a booking without a time. */
export function bookingInvite(booking: InviteBooking, organizerEmail?: string, options: InviteOptions = {}): string | null {
  if (!booking.start_time || !booking.end_time) return null;
  const text = booking.language === 'ar' ? TEXT.ar : TEXT.en;
  // /book's caller gave these words and nobody verified the address they go to: the year only, no address or directions.
  const own = booking.created_via !== 'public';
  const vehicle = [booking.vehicle_year, own && booking.vehicle_make, own && booking.vehicle_model].filter(Boolean).join(' ');
  const directions = own ? booking.location_address?.trim() : undefined;
  const address = own ? booking.reversegeocoded_address?.trim() || directions || undefined : undefined;
  const event: EventAttributes = {
    uid: `${booking.id}@vehicle-inspection`,
    productId: 'vehicle-inspection/messages',
    method: options.cancel ? 'CANCEL' : 'REQUEST',
    sequence: options.sequence ?? 0,
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
      directions ? `${text.directions}: ${directions}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    location: address,
    geo: booking.latitude != null && booking.longitude != null ? { lat: booking.latitude, lon: booking.longitude } : undefined,
    status: options.cancel ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: organizerEmail
      ? { name: booking.business_name?.trim() || (booking.language === 'ar' ? 'فحص السيارات' : 'Vehicle inspection'), email: organizerEmail }
      : undefined,
    attendees: options.attendee ? [{ name: options.attendee, email: options.attendee, rsvp: false, role: 'REQ-PARTICIPANT' }] : undefined,
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar invite could not be built');
  return value;
}

/** The messages that carry an invite: the confirmation and a new time (REQUEST), the cancellation (CANCEL). */
export const INVITE_MESSAGE_KINDS: readonly string[] = ['booking_confirmation', 'booking_rescheduled', 'booking_cancelled'];

export interface MessageInvite {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/**
 * The invite one message carries, from its booking as it is now: none for other kinds, a booking without a time, or
 * a confirmation or new time of a booking cancelled since (its cancellation carries the CANCEL).
 */
export function messageInvite(
  message: { kind: string; invite_sequence?: number | null; recipient?: string },
  booking: InviteBooking,
  organizerEmail?: string,
): MessageInvite | null {
  if (!INVITE_MESSAGE_KINDS.includes(message.kind)) return null;
  const cancel = message.kind === 'booking_cancelled';
  if (!cancel && booking.status === 'cancelled') return null;
  const content = bookingInvite(booking, organizerEmail, { sequence: message.invite_sequence ?? 0, cancel, attendee: message.recipient });
  return content ? { method: cancel ? 'CANCEL' : 'REQUEST', content } : null;
}
