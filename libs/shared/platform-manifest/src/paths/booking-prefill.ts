// 'Book inspection' on a CRM lead opens the console's New Booking with the lead's details (docs/areas/crm.md#bookings-and-reports):
// the CRM writes the link, the bookings remote reads it, both with these two functions.
import { bookingsPaths } from './bookings';

/** What a new booking starts with; leadId ties the booking to the lead (bookings.lead_id). */
export interface BookingPrefill {
  leadId: string;
  name?: string;
  phone?: string;
  email?: string;
  make?: string;
  model?: string;
  year?: string;
}

const KEYS = ['name', 'phone', 'email', 'make', 'model', 'year'] as const;

/** '/booking?new=lead&lead=…&name=…': New Booking, prefilled. Empty values are left out. */
export function newBookingHref(prefill: BookingPrefill): string {
  const search: Record<string, string> = { new: 'lead', lead: prefill.leadId };
  for (const key of KEYS) {
    const value = prefill[key]?.trim();
    if (value) search[key] = value;
  }
  return bookingsPaths.dashboard.to(search);
}

/** The prefill in a '/booking' query, or null when it asks for none. */
export function bookingPrefillFromSearch(search: string | URLSearchParams): BookingPrefill | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const leadId = params.get('lead');
  if (params.get('new') !== 'lead' || !leadId) return null;
  const prefill: BookingPrefill = { leadId };
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (value) prefill[key] = value;
  }
  return prefill;
}
