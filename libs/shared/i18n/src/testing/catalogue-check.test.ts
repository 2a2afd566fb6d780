import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-check';

const en = { title: 'Report', parts: { hood: 'Hood' }, damage_one: '{{count}} part', damage_other: '{{count}} parts' };
const ar = {
  title: 'التقرير',
  parts: { hood: 'غطاء المحرك' },
  damage_zero: 'لا قطع',
  damage_one: 'قطعة واحدة',
  damage_two: 'قطعتان',
  damage_few: '{{count}} قطع',
  damage_many: '{{count}} قطعة',
  damage_other: '{{count}} قطعة',
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
    const { damage_two: _two, ...withoutTwo } = ar;
    expect(check({ catalogues: { en, ar: withoutTwo } })).toEqual(['ar: missing plural damage_two']);
    expect(check({ catalogues: { en: { ...en, damage_few: 'x' }, ar } })).toEqual(['en: damage_few is no plural form of this language']);
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
    expect(check({ catalogues: { en, ar: { ...ar, damage_few: '{{n}} قطع' } } })).toEqual(['ar: damage_few has placeholders {{n}}, en has {{count}}']);
  });
});
