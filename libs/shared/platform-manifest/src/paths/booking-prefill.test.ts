import { describe, expect, it } from 'vitest';
import { bookingPrefillFromSearch, newBookingHref } from './booking-prefill';

describe("'Book inspection' on a lead", () => {
  it('writes New Booking with the lead and its details, and reads them back', () => {
    const href = newBookingHref({ leadId: 'l1', name: 'Rami Aziz', phone: '+971583334455', email: '', make: 'Lexus', model: 'RX', year: '2019' });
    expect(href).toBe('/booking?new=lead&lead=l1&name=Rami+Aziz&phone=%2B971583334455&make=Lexus&model=RX&year=2019');
    expect(bookingPrefillFromSearch(href.split('?')[1])).toEqual({ leadId: 'l1', name: 'Rami Aziz', phone: '+971583334455', make: 'Lexus', model: 'RX', year: '2019' });
  });
  it('asks for nothing without new=lead and a lead', () => {
    expect(bookingPrefillFromSearch('')).toBeNull();
    expect(bookingPrefillFromSearch('lead=l1')).toBeNull();
    expect(bookingPrefillFromSearch('new=lead')).toBeNull();
  });
});
