// The rules' messages (English in @inspection/bookings-domain) as /book shows them: unchanged in English, translated
// in Arabic, and a refusal the page does not know as Arabic 'could not book' rather than English.
import { afterEach, describe, expect, it } from 'vitest';
import { REQUIRED_FIELDS_MESSAGE, SLOT_TAKEN_MESSAGE, yearMessage } from '@inspection/bookings-domain';
import type { LightCatalogue } from '@inspection/i18n/light';
import ar from './ar.json';
import { bookWords, errorText } from './book-words';

const words = (language: 'en' | 'ar') => {
  bookWords.provide(language, language === 'ar' ? (ar as LightCatalogue) : undefined);
  return { language, t: bookWords.translate(bookWords.words.get(), language) };
};

afterEach(() => bookWords.provide('en', undefined));

describe("/book's error texts", () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('shows English exactly as the rules say it', () => {
    expect(errorText(words('en'), SLOT_TAKEN_MESSAGE, now)).toBe('This time slot is no longer available. Please select a different time.');
    expect(errorText(words('en'), 'new row violates check constraint', now)).toBe('new row violates check constraint');
  });

  it('translates the known messages to Arabic, years in Arabic digits without grouping', () => {
    expect(errorText(words('ar'), REQUIRED_FIELDS_MESSAGE, now)).toBe('يُرجى تعبئة جميع الحقول المطلوبة');
    expect(errorText(words('ar'), SLOT_TAKEN_MESSAGE, now)).toBe('لم يعد هذا الموعد متاحًا. يُرجى اختيار وقت آخر.');
    expect(errorText(words('ar'), yearMessage(now), now)).toBe('يجب أن تكون سنة الصنع بين ١٩٠٠ و٢٠٢٧');
    expect(errorText(words('ar'), 'Failed to process booking', now)).toBe('تعذّر إتمام الحجز');
  });

  it('never shows an unknown English refusal on the Arabic page', () => {
    expect(errorText(words('ar'), 'permission denied for function create_public_booking', now)).toBe('تعذّر إتمام الحجز');
  });
});
