import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, englishErrorText, fillText, isErrorKey } from './error-catalogue';
import { DATABASE_ERROR_KEYS, databaseErrorCode, errorFromDatabase } from './error-codes';

const everyCode = Object.entries(DATABASE_ERROR_KEYS).flatMap(([sqlstate, codes]) =>
  Object.entries(codes).map(([code, key]) => ({ sqlstate, code, key })),
);

describe('errorFromDatabase', () => {
  it.each(everyCode)('$sqlstate $code -> $key', ({ sqlstate, code, key }) => {
    expect(isErrorKey(key)).toBe(true);
    expect(errorFromDatabase({ code: sqlstate, message: 'any words', details: null, hint: code })).toEqual({ key });
  });

  it('reads a constraint error by the constraint its message names', () => {
    const clash = { code: '23P01', message: 'conflicting key value violates exclusion constraint "bookings_no_overlap"', details: 'Key (...)', hint: null };
    expect(databaseErrorCode(clash)).toBe('bookings_no_overlap');
    expect(errorFromDatabase(clash)).toEqual({ key: 'errors.slotTaken' });
    const live = { code: '23505', message: 'duplicate key value violates unique constraint "inspection_forms_one_live_per_type"' };
    expect(errorFromDatabase(live)).toEqual({ key: 'errors.oneLiveForm' });
  });

  it('carries the values of a coded refusal, read from its detail', () => {
    const horizon = { code: '22023', message: 'Please choose a date within the next 90 days', details: '{"days": 90}', hint: 'booking_horizon' };
    expect(errorFromDatabase(horizon)).toEqual({ key: 'errors.horizon', params: { days: 90 } });
    expect(englishErrorText(errorFromDatabase(horizon))).toBe('Please choose a date within the next 90 days');
  });

  it('is the fallback with its own words for anything it does not know', () => {
    expect(errorFromDatabase({ code: '42501', message: 'permission denied for table bookings' })).toEqual({
      key: 'errors.generic',
      text: 'permission denied for table bookings',
    });
    // A known code under another SQLSTATE is not that refusal.
    expect(errorFromDatabase({ code: '22023', message: 'x', hint: 'slot_taken' }, 'errors.failed')).toEqual({ key: 'errors.failed', text: 'x' });
    expect(errorFromDatabase({ code: 'PT429', message: 'Too many', hint: 'no_such_code' }).key).toBe('errors.generic');
    expect(errorFromDatabase(new Error('Network down'), 'errors.failed')).toEqual({ key: 'errors.failed', text: 'Network down' });
    expect(errorFromDatabase(null, 'errors.updateFailed')).toEqual({ key: 'errors.updateFailed' });
    expect(errorFromDatabase({ code: '22023', message: '', details: 'not json', hint: 'booking_horizon' })).toEqual({ key: 'errors.horizon' });
  });
});

describe('the English catalogue', () => {
  it('holds the exact texts', () => {
    expect(ERROR_TEXTS['errors.slotTaken']).toBe('This time slot is no longer available. Please select a different time.');
    expect(ERROR_TEXTS['errors.overrideAdminOnly']).toBe('Only an admin can override a booked slot');
  });

  it('fills values, and shows a refusal in its own words', () => {
    expect(fillText(ERROR_TEXTS['errors.year'], { min: 1900, max: 2027 })).toBe('Vehicle year must be between 1900 and 2027');
    expect(fillText('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(englishErrorText({ key: 'errors.failed' })).toBe('Failed to process booking');
    expect(englishErrorText({ key: 'errors.failed', text: 'Could not find booking to update' })).toBe('Could not find booking to update');
  });
});
