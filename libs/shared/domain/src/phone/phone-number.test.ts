import { describe, expect, it } from 'vitest';
import { isPlausiblePhone, normalizePhone, phoneSearchForm, telHref, whatsappHref } from './phone-number';
import { PHONE_NORMALISATION_EXAMPLES, PHONE_PLAUSIBILITY_EXAMPLES } from './phone-number-examples';

describe('normalizePhone', () => {
  it.each(PHONE_NORMALISATION_EXAMPLES)('%s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('spaces, dashes and a leading +971, 00971 or 0 do not make a new number', () => {
    const forms = ['0501234567', '050 123 4567', '+971-50-123-4567', '00971 501234567'];
    expect(new Set(forms.map(normalizePhone)).size).toBe(1);
  });

  it('empty and missing numbers normalise to an empty string', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone(null)).toBe('');
    expect(normalizePhone('  ')).toBe('');
  });
});

describe('isPlausiblePhone', () => {
  it.each(PHONE_PLAUSIBILITY_EXAMPLES)('%s -> %s', (normalised, plausible) => {
    expect(isPlausiblePhone(normalised)).toBe(plausible);
  });

  it('every way of writing 0507654321 is one plausible number', () => {
    const written = PHONE_NORMALISATION_EXAMPLES.filter(([, normalised]) => normalised === '507654321').map(([w]) => w);
    expect(written.length).toBe(11);
    expect(new Set(written.map(normalizePhone))).toEqual(new Set(['507654321']));
    expect(isPlausiblePhone(normalizePhone(written[0]))).toBe(true);
  });
});

describe('phone links', () => {
  it('tap-to-call keeps the number as written, without layout', () => {
    expect(telHref('+971 50 123 4567')).toBe('tel:+971501234567');
  });

  it('WhatsApp gets the international digits', () => {
    expect(whatsappHref('050 123 4567')).toBe('https://wa.me/971501234567');
    expect(whatsappHref('+971501234567')).toBe('https://wa.me/971501234567');
    expect(whatsappHref('00971501234567')).toBe('https://wa.me/971501234567');
    expect(whatsappHref('+44 20 7946 0958')).toBe('https://wa.me/442079460958');
  });
});

describe('phoneSearchForm', () => {
  it('reads a number typed for a search as a part of the stored E.164 form', () => {
    expect(phoneSearchForm('050 123 4567')).toBe('+971501234567');
    expect(phoneSearchForm('00971 50 123')).toBe('+97150123');
    expect(phoneSearchForm('+971 (0)50 123 4567')).toBe('+971501234567');
    expect(phoneSearchForm('0044 20 7946')).toBe('+44207946');
    expect(phoneSearchForm('(050) 123-4567')).toBe('+971501234567');
    expect(phoneSearchForm('٠٥٠١٢٣')).toBe('+97150123');
    expect(phoneSearchForm('123 4567')).toBe('1234567');
    expect(phoneSearchForm('2019')).toBe('2019');
    expect(phoneSearchForm('omar 050')).toBeNull();
    expect(phoneSearchForm('50+1')).toBeNull();
    expect(phoneSearchForm(' - ')).toBeNull();
  });
});
