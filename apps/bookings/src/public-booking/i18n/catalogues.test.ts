// @vitest-environment node
// /book's catalogues stay complete: every key in English and Arabic (Arabic's six plural forms where a count is
// involved), Arabic written in Arabic, the same placeholders, no key the page does not use, no key used but missing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@inspection/i18n/testing';
import type { Catalogue } from '@inspection/i18n';
import ar from './ar.json';
import en from './en.json';

const src = fileURLToPath(new URL('../..', import.meta.url));
const CODE = ['public-booking', 'booking-wizard', 'map', 'server'];
const sources = CODE.flatMap((dir) =>
  readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(src, dir, file), 'utf8')),
);
// The booking rules give their refusals as error keys (errors.required, ...), which the page translates.
const rules = path.join(src, '../../../libs/bookings/domain/src');
sources.push(
  ...readdirSync(rules, { encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => readFileSync(path.join(rules, file), 'utf8')),
);

const check = (catalogues: Record<string, Catalogue>) =>
  catalogueProblems({
    catalogues,
    sources,
    script: { ar: /[\u0600-\u06FF]/ },
  });

describe("/book's catalogues", () => {
  it('every key in both languages, plural forms per language, Arabic in Arabic, no unused key', () => {
    expect(check({ en, ar })).toEqual([]);
  });

  it('fails on a key missing in one language, a missing Arabic plural form, or a key no code uses', () => {
    const { 'nav.next': _next, ...withoutNext } = ar;
    expect(check({ en, ar: withoutNext })).toEqual(['ar: missing nav.next']);
    const { two: _two, ...fewerForms } = ar['summary.minutes'];
    expect(check({ en, ar: { ...ar, 'summary.minutes': fewerForms } })).toEqual(['ar: missing plural summary.minutes_two']);
    expect(check({ en: { ...en, 'nav.later': 'Later' }, ar: { ...ar, 'nav.later': 'لاحقًا' } })).toEqual(['unused key nav.later']);
    expect(check({ en, ar: { ...ar, 'errors.year': 'يجب أن تكون سنة الصنع بين {from} و{max}' } })).toEqual([
      'ar: errors.year has placeholders {from,max}, en has {max,min}',
    ]);
  });
});
