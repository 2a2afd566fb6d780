// The rules' and the database's refusals (catalogue keys, @inspection/shared-domain) as /book shows them: the
// catalogue's English texts, translated in Arabic, and a refusal the page does not know as Arabic 'could not book'.
import { afterEach, describe, expect, it } from 'vitest';
import { yearError } from '@inspection/bookings-domain';
import { ERROR_TEXTS, errorFromDatabase } from '@inspection/shared-domain';
import ar from './ar.json';
import en from './en.json';
import { bookWords, errorText } from './book-words';

const words = (language: 'en' | 'ar') => {
  bookWords.provide(language, language === 'ar' ? (ar as Parameters<typeof bookWords.provide>[1]) : undefined);
  return { language, t: bookWords.translate(bookWords.words.get(), language) };
};

afterEach(() => bookWords.provide('en', undefined));

describe("/book's error texts", () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const slotTaken = errorFromDatabase({ code: '23P01', message: 'This time slot is no longer available. Please select a different time.', hint: 'slot_taken' });

  it("uses the error catalogue's keys, with its English texts", () => {
    const errorKeys = Object.keys(en).filter((key) => key.startsWith('errors.'));
    expect(errorKeys.length).toBeGreaterThan(0);
    for (const key of errorKeys) expect(en[key as keyof typeof en]).toBe(ERROR_TEXTS[key as keyof typeof ERROR_TEXTS]);
  });

  it('shows English exactly as the catalogue says it, and an unknown refusal in its own words', () => {
    expect(errorText(words('en'), slotTaken)).toBe('This time slot is no longer available. Please select a different time.');
    expect(errorText(words('en'), yearError(now))).toBe('Vehicle year must be between 1900 and 2027');
    expect(errorText(words('en'), errorFromDatabase({ code: '23514', message: 'new row violates check constraint' }, 'errors.failed'))).toBe(
      'new row violates check constraint',
    );
  });

  it('translates the known keys to Arabic, years in Arabic digits without grouping', () => {
    expect(errorText(words('ar'), { key: 'errors.required' })).toBe('يُرجى تعبئة جميع الحقول المطلوبة');
    expect(errorText(words('ar'), slotTaken)).toBe('لم يعد هذا الموعد متاحًا. يُرجى اختيار وقت آخر.');
    expect(errorText(words('ar'), yearError(now))).toBe('يجب أن تكون سنة الصنع بين ١٩٠٠ و٢٠٢٧');
    expect(errorText(words('ar'), { key: 'errors.failed' })).toBe('تعذّر إتمام الحجز');
  });

  it('never shows an unknown English refusal on the Arabic page', () => {
    const denied = errorFromDatabase({ code: '42501', message: 'permission denied for function create_public_booking' }, 'errors.failed');
    expect(errorText(words('ar'), denied)).toBe('تعذّر إتمام الحجز');
    expect(errorText(words('ar'), { key: 'errors.formLocked' })).toBe('تعذّر إتمام الحجز');
  });
});
