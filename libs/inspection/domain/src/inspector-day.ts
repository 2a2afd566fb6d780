// Rules of the inspector's day (/my-day): which booking is next, the map and call links, and the inspection button.

export interface DayBookingLike {
  id: string;
  status: string;
  start_time: string | null;
  end_time: string | null;
}

const FINISHED = new Set(['completed', 'published', 'cancelled']);

/** The booking that stands out: the first in time order not finished and not over yet. */
export function nextBookingId(bookings: readonly DayBookingLike[], now: number): string | null {
  const next = bookings.find((b) => !FINISHED.has(b.status) && Date.parse(b.end_time ?? b.start_time ?? '') > now);
  return next?.id ?? null;
}

/** A map link to the place: its coordinates, else the address found for them; null without either. */
export function mapLink(place: { latitude: number | null; longitude: number | null; reversegeocoded_address: string | null }): string | null {
  if (place.latitude !== null && place.longitude !== null) {
    return `https://www.google.com/maps/search/?api=1&query=${place.latitude},${place.longitude}`;
  }
  const address = place.reversegeocoded_address?.trim();
  return address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null;
}

/** A tel: link that dials the number as written (spaces and dashes dropped). */
export function callLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The inspection button of a booking by its status. */
export function inspectionButtonLabel(status: string): 'Start Inspection' | 'Continue Inspection' | 'View Inspection' {
  if (status === 'in_progress') return 'Continue Inspection';
  if (status === 'completed' || status === 'published') return 'View Inspection';
  return 'Start Inspection';
}
