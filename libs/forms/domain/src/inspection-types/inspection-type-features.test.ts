import { describe, expect, it } from 'vitest';
import { inspectionTypeFormSchema } from './inspection-type-form';
import { INSPECTION_TYPE_FEATURE_MESSAGES as M, inspectionTypeFeaturesSchema, moveFeatureLine } from './inspection-type-features';

const valid = { name_en: 'Full', actual_price: '500', current_price: '450', duration_minutes: '90', tag: '' };

function issues(features: unknown) {
  const result = inspectionTypeFeaturesSchema.safeParse(features);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('inspection type features (the type card list)', () => {
  it('trims each line and keeps the order', () => {
    expect(inspectionTypeFeaturesSchema.parse(['  200-point check ', 'OBD scan'])).toEqual(['200-point check', 'OBD scan']);
  });

  it('a blank line, a line over 100 characters and more than 15 lines are refused with their messages', () => {
    expect(issues(['ok', '   '])).toEqual([['1', M.blank]]);
    expect(issues(['x'.repeat(100)])).toEqual([]);
    expect(issues(['x'.repeat(101)])).toEqual([['0', 'Each line can have at most 100 characters']]);
    expect(issues(Array.from({ length: 15 }, (_, i) => `line ${i}`))).toEqual([]);
    expect(issues(Array.from({ length: 16 }, (_, i) => `line ${i}`))).toEqual([['', 'At most 15 lines']]);
  });

  it('the settings form carries them, none when left out', () => {
    expect(inspectionTypeFormSchema.parse(valid).features).toEqual([]);
    expect(inspectionTypeFormSchema.parse({ ...valid, features: [' A ', 'B'] }).features).toEqual(['A', 'B']);
    const result = inspectionTypeFormSchema.safeParse({ ...valid, features: ['A', ''] });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['features.1', 'Fill in this line or remove it'],
    ]);
  });

  it('moves a line up or down, clamped to the list', () => {
    expect(moveFeatureLine(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveFeatureLine(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveFeatureLine(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveFeatureLine(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});
