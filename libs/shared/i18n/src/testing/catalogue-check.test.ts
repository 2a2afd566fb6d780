import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-check';

const en = { title: 'Report', 'parts.hood': 'Hood', damage: { one: '{count} part', other: '{count} parts' } };
const ar = {
  title: 'التقرير',
  'parts.hood': 'غطاء المحرك',
  damage: { zero: 'لا قطع', one: 'قطعة واحدة', two: 'قطعتان', few: '{count} قطع', many: '{count} قطعة', other: '{count} قطعة' },
};
const sources = ["t('title'); t('damage', { count }); t(`parts.${name}`)"];
const check = (overrides: Partial<Parameters<typeof catalogueProblems>[0]> = {}) =>
  catalogueProblems({ catalogues: { en, ar }, sources, computed: { 'parts.': ['hood'] }, script: { ar: /[\u0600-\u06FF]/ }, ...overrides });

describe('the catalogue check', () => {
  it('passes complete catalogues whose keys are all used', () => {
    expect(check()).toEqual([]);
  });

  it('fails on a key missing in one language', () => {
    const { title: _title, ...withoutTitle } = ar;
    expect(check({ catalogues: { en, ar: withoutTitle } })).toEqual(['ar: missing title']);
  });

  it("fails on a plural form the language needs (Arabic's two, few, many)", () => {
    const { two: _two, ...withoutTwo } = ar.damage;
    expect(check({ catalogues: { en, ar: { ...ar, damage: withoutTwo } } })).toEqual(['ar: missing plural damage_two']);
    expect(check({ catalogues: { en: { ...en, damage: { ...en.damage, few: 'x' } }, ar } })).toEqual(['en: damage_few is no plural form of this language']);
    expect(check({ catalogues: { en, ar: { ...ar, damage: 'قطع' } } })).toEqual(['ar: damage is both a plural and a plain key']);
  });

  it('fails on a key no code uses, and on a key the code uses that no catalogue has', () => {
    expect(check({ catalogues: { en: { ...en, old: 'Old' }, ar: { ...ar, old: 'قديم' } } })).toEqual(['unused key old']);
    expect(check({ sources: [...sources, "t('title.sub')"] })).toEqual(['missing key title.sub (used in the code)']);
  });

  it('fails when a computed name has no key, or a key no name', () => {
    expect(check({ computed: { 'parts.': ['hood', 'roof'] } })).toEqual(['missing parts.roof']);
    expect(check({ computed: { 'parts.': [] } })).toEqual(['unused key parts.hood (no parts.* name)']);
  });

  it('fails on Arabic left in English, empty texts and placeholders that do not match', () => {
    expect(check({ catalogues: { en, ar: { ...ar, title: 'Report' } } })).toEqual(['ar: title is not written in the language ("Report")']);
    expect(check({ catalogues: { en, ar: { ...ar, title: ' ' } } })).toContain('ar: title is empty');
    expect(check({ catalogues: { en, ar: { ...ar, damage: { ...ar.damage, few: '{n} قطع' } } } })).toEqual(['ar: damage_few has placeholders {n}, en has {count}']);
  });
});
