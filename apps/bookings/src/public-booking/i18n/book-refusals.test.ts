// @vitest-environment node
// Every refusal /book can receive reads in Arabic as itself, never as the generic 'could not book': the codes are
// read from the sources that raise them (the public booking functions' hints, the overlap constraint, the gateway's
// limit on anonymous calls), each maps to a catalogue key (DATABASE_ERROR_KEYS), and that key has its text in both
// of /book's catalogues.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATABASE_ERROR_KEYS, type ErrorKey } from '@inspection/shared-domain';
import ar from './ar.json';
import en from './en.json';
import { BOOK_REFUSAL_KEYS, bookWords, errorText } from './book-words';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');
const hints = (text: string) => [...text.matchAll(/hint\s*[=:]\s*'([a-z_]+)'/g)].map((match) => match[1]);

const codes = [
  ...hints(read('supabase/schemas/bookings-public.sql')),
  ...hints(read('supabase/schemas/bookings-slots.sql')),
  ...hints(read('supabase/schemas/bookings-manage.sql')),
  ...hints(read('apps/backend/src/gateway/anonymous-rpc-limit.ts')),
  'bookings_no_overlap',
];
const keyOf = (code: string): ErrorKey | undefined => Object.values(DATABASE_ERROR_KEYS).find((byCode) => code in byCode)?.[code];

describe("/book's refusals", () => {
  it('are read from the sources that raise them', () => {
    expect(codes).toEqual(expect.arrayContaining(['holds_busy', 'holds_daily_limit', 'hourly_limit', 'phone_daily_limit', 'booking_horizon', 'anonymous_rate_limit']));
  });

  it('each have a catalogue key, listed in BOOK_REFUSAL_KEYS, with a text in English and Arabic', () => {
    const keys = [...new Set(codes)].map((code) => [code, keyOf(code)] as const);
    expect(keys.filter(([, key]) => key === undefined)).toEqual([]);
    const listed: readonly string[] = BOOK_REFUSAL_KEYS;
    expect(keys.filter(([, key]) => !listed.includes(key!))).toEqual([]);
    for (const key of BOOK_REFUSAL_KEYS) {
      expect({ key, en: key in en, ar: key in ar }).toEqual({ key, en: true, ar: true });
    }
  });

  it('read in Arabic as themselves, their numbers in Arabic digits', () => {
    bookWords.provide('ar', ar as Parameters<typeof bookWords.provide>[1]);
    try {
      const words = { language: 'ar' as const, t: bookWords.translate(bookWords.words.get(), 'ar') };
      const failed = errorText(words, { key: 'errors.failed' });
      for (const key of BOOK_REFUSAL_KEYS) expect({ key, text: errorText(words, { key }) }).not.toEqual({ key, text: failed });
      expect(errorText(words, { key: 'errors.horizon', params: { days: 90 } })).toBe('يُرجى اختيار تاريخ خلال الأيام القادمة (الحد الأقصى بالأيام: ٩٠)');
      expect(errorText(words, { key: 'errors.holdsBusy' })).toBe('يختار عملاء كثيرون موعدًا الآن. يُرجى المحاولة مرة أخرى بعد بضع دقائق.');
    } finally {
      bookWords.provide('en', undefined);
    }
  });
});
