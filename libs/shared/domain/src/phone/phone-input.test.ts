import { describe, expect, it } from 'vitest';
import { formatPhone, toStoredPhone } from './phone-format';
import { PHONE_INPUT_PATTERN, phoneInputText } from './phone-input';

const WRITINGS = ['+971 50 123 4567', '+971501234567', '00971 50 123 4567', '0501234567', '050 123 4567', '050-123-4567',
  '(050) 123-4567', '+971-50-123-4567', '+971 (0)50 123 4567', '971501234567', '٠٥٠١٢٣٤٥٦٧'];

describe('phone inputs', () => {
  it('keep a number as people write it, never cut to a wrong one', () => {
    expect(phoneInputText('+971 50 123 4567')).toBe('+971 50 123 4567');
    expect(phoneInputText('(050) 123-4567')).toBe('(050) 123-4567');
    expect(phoneInputText('050abc')).toBe('050');
    expect(phoneInputText('05+0')).toBe('050');
    expect(phoneInputText('')).toBe('');
    expect(phoneInputText('0'.repeat(40))).toHaveLength(24);
  });
  it.each(WRITINGS)('%s is accepted, stored as +971501234567 and shown as +971 50 123 4567', (written) => {
    expect(PHONE_INPUT_PATTERN.test(phoneInputText(written))).toBe(true);
    expect(toStoredPhone(written)).toBe('+971501234567');
    expect(formatPhone(written)).toBe('+971 50 123 4567');
  });
  it('landlines and other countries', () => {
    expect(toStoredPhone('04 123 4567')).toBe('+97141234567');
    expect(formatPhone('04 123 4567')).toBe('+971 4 123 4567');
    expect(toStoredPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(formatPhone('0044 20 7946 0958')).toBe('+442079460958');
  });
  it('a number of no sensible length is not stored, and shown as written', () => {
    expect(toStoredPhone('12345')).toBeNull();
    expect(toStoredPhone('+97150123')).toBeNull();
    expect(toStoredPhone('')).toBeNull();
    expect(formatPhone(' 12345 ')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });
  it('refuses letters and a + that is not first', () => {
    expect(PHONE_INPUT_PATTERN.test('call me')).toBe(false);
    expect(PHONE_INPUT_PATTERN.test('050+1234567')).toBe(false);
  });
});
