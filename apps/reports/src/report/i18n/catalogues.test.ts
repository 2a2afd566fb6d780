// @vitest-environment node
// The report's catalogues stay complete: every key in English and Arabic (Arabic's six plural forms where a count is
// involved), Arabic written in Arabic, the same placeholders, every car part and known condition named, no unused key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CAR_PARTS } from '@inspection/car-parts';
import { catalogueProblems, flattenCatalogue } from '@inspection/i18n/testing';
import ar from './ar.json';
import en from './en.json';
import { ANSWER_PREFIX, CONDITION_PREFIX, KNOWN_ANSWERS, KNOWN_CONDITIONS, PART_PREFIX, slug, TERM_NUMBERS, TERM_PREFIX } from './report-words';

const src = fileURLToPath(new URL('../..', import.meta.url));
const CODE = ['report/booking', 'report/i18n', 'report/report-page.tsx', 'report/use-resolved-report.ts', 'report/sheet', 'server'];

function sourceFiles(entry: string): string[] {
  const full = path.join(src, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}
const sources = CODE.flatMap(sourceFiles)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(file, 'utf8'));

describe("the buyer's report catalogues", () => {
  it('every key in both languages, plural forms per language, Arabic in Arabic, no unused key', () => {
    expect(
      catalogueProblems({
        catalogues: { en, ar },
        sources,
        computed: {
          [PART_PREFIX]: CAR_PARTS.map((part) => part.name),
          [CONDITION_PREFIX]: KNOWN_CONDITIONS.map(slug),
          [ANSWER_PREFIX]: KNOWN_ANSWERS.map(slug),
          [TERM_PREFIX]: TERM_NUMBERS,
        },
        script: { ar: /[\u0600-\u06FF]/ },
      }),
    ).toEqual([]);
  });

  it('has the counts a reader would check: 40 car parts, 10 disclaimer terms, Arabic plural forms for counts', () => {
    const flatAr = flattenCatalogue(ar);
    expect([...flatAr.keys()].filter((key) => key.startsWith(PART_PREFIX))).toHaveLength(40);
    expect([...flatAr.keys()].filter((key) => key.startsWith(TERM_PREFIX))).toHaveLength(10);
    expect([...flatAr.keys()].filter((key) => key.startsWith('score.damage_')).sort()).toEqual(
      ['score.damage_few', 'score.damage_many', 'score.damage_one', 'score.damage_other', 'score.damage_two', 'score.damage_zero'],
    );
  });
});
