import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS, bookingError, validateBookingDetails } from './booking-validation';

const now = new Date('2026-11-23T08:00:00Z');
const valid = { ...EMPTY_DETAILS, customer_name: ' Ana ', customer_phone: '0501234567', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: '2020' };

describe('Details step validation', () => {
  it('needs customer name, phone, make, model and year', () => {
    expect(validateBookingDetails(EMPTY_DETAILS, now)).toEqual({
      ok: false,
      error: { key: 'errors.required' },
      fields: ['customer_name', 'customer_phone', 'vehicle_make', 'vehicle_model', 'vehicle_year'],
    });
  });
  it('keeps the year between 1900 and next year', () => {
    for (const year of ['1899', '2028', 'abc', '20.5']) {
      expect(validateBookingDetails({ ...valid, vehicle_year: year }, now)).toMatchObject({ ok: false, error: { key: 'errors.year', params: { min: 1900, max: 2027 } } });
    }
    expect(validateBookingDetails({ ...valid, vehicle_year: '1900' }, now).ok).toBe(true);
    expect(validateBookingDetails({ ...valid, vehicle_year: '2027' }, now).ok).toBe(true);
  });
  it('checks phones and email, and stores empty optional fields as null', () => {
    expect(validateBookingDetails({ ...valid, seller_phone: '050 call me' }, now)).toMatchObject({ ok: false, error: { key: 'errors.phone' }, fields: ['seller_phone'] });
    expect(validateBookingDetails({ ...valid, seller_phone: '+971' }, now)).toMatchObject({ ok: false, error: { key: 'errors.phoneInvalid' }, fields: ['seller_phone'] });
    // A UAE mobile number however written is accepted and stored in one form (E.164).
    for (const written of ['+971 50 123 4567', '00971 50 123 4567', '050-123-4567', '(050) 123 4567']) {
      expect(validateBookingDetails({ ...valid, customer_phone: written, seller_phone: written }, now))
        .toMatchObject({ ok: true, values: { customer_phone: '+971501234567', seller_phone: '+971501234567' } });
    }
    expect(validateBookingDetails({ ...valid, customer_email: 'x@' }, now)).toMatchObject({ ok: false, error: { key: 'errors.email' } });
    expect(validateBookingDetails(valid, now)).toEqual({
      ok: true,
      values: {
        customer_name: 'Ana', customer_email: null, customer_phone: '+971501234567', vehicle_make: 'Kia', vehicle_model: 'Rio',
        vehicle_year: 2020, seller_name: null, seller_phone: null, notes: null, language: 'en',
      },
    });
    // The customer's language: Arabic when chosen, else English.
    expect(validateBookingDetails({ ...valid, language: 'ar' }, now)).toMatchObject({ ok: true, values: { language: 'ar' } });
    expect(validateBookingDetails({ ...valid, language: 'fr' }, now)).toMatchObject({ ok: true, values: { language: 'en' } });
  });
  it('reads a clash (23P01 bookings_no_overlap) as the slot taken, whoever wrote', () => {
    const clash = { code: '23P01', message: 'conflicting key value violates exclusion constraint "bookings_no_overlap"' };
    expect(bookingError(clash)).toEqual({ key: 'errors.slotTaken' });
    expect(bookingError({ code: '23P01', message: 'This time slot is no longer available. Please select a different time.', hint: 'slot_taken' })).toEqual({ key: 'errors.slotTaken' });
    expect(bookingError({ code: 'PT429', message: 'Too many' })).toEqual({ key: 'errors.failed', text: 'Too many' });
    expect(bookingError(null)).toEqual({ key: 'errors.failed' });
  });
});
