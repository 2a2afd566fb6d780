import { describe, expect, it } from 'vitest';
import {
  INSPECTION_TYPE_MESSAGES as M,
  inspectionTypeFormSchema,
  inspectionTypeToFormInput,
  toInspectionTypeWrite,
} from './inspection-type-form';
import { formatAedPrice, inspectionTypeOptionLabel } from './inspection-type';

const valid = { name_en: 'Full Inspection', actual_price: '500', current_price: '450.50', duration_minutes: '90', tag: 'Popular' };

function errors(input: Record<string, unknown>): Record<string, string> {
  const result = inspectionTypeFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('inspection type form', () => {
  it('accepts a valid form and converts numbers', () => {
    expect(inspectionTypeFormSchema.parse(valid)).toEqual({
      name_en: 'Full Inspection', actual_price: 500, current_price: 450.5, duration_minutes: 90, tag: 'Popular', name_ar: null, features: [], tag_ar: null, features_ar: [],
    });
  });

  it('name_en is required', () => {
    expect(errors({ ...valid, name_en: '  ' })).toEqual({ name_en: M.nameRequired });
  });

  it('prices and duration are required', () => {
    expect(errors({ ...valid, actual_price: '', current_price: '', duration_minutes: '' })).toEqual({
      actual_price: 'Actual price is required',
      current_price: 'Current price is required',
      duration_minutes: 'Duration is required',
    });
  });

  it('prices are at least 0 with steps of 0.01', () => {
    expect(errors({ ...valid, actual_price: '-1', current_price: '-0.01' })).toEqual({
      actual_price: 'Actual price must be at least 0',
      current_price: 'Current price must be at least 0',
    });
    expect(errors({ ...valid, actual_price: '10.005', current_price: '1.234' })).toEqual({
      actual_price: 'Actual price can have at most 2 decimal places',
      current_price: 'Current price can have at most 2 decimal places',
    });
    expect(errors({ ...valid, actual_price: '0', current_price: '19.99' })).toEqual({});
  });

  it('duration is a whole number of at least 1', () => {
    expect(errors({ ...valid, duration_minutes: '0' })).toEqual({ duration_minutes: 'Duration must be at least 1 minute' });
    expect(errors({ ...valid, duration_minutes: '1.5' })).toEqual({
      duration_minutes: 'Duration must be a whole number of minutes',
    });
    expect(errors({ ...valid, duration_minutes: 'abc' })).toEqual({ duration_minutes: 'Enter a number' });
  });

  it('tag is optional and empty becomes null', () => {
    expect(inspectionTypeFormSchema.parse({ ...valid, tag: '  ' }).tag).toBeNull();
    expect(inspectionTypeFormSchema.parse({ ...valid, tag: undefined }).tag).toBeNull();
  });

  it('the Arabic tag and lines are trimmed, blank tag none, under the English lines\' limits', () => {
    const parsed = inspectionTypeFormSchema.parse({ ...valid, tag_ar: '  الأكثر طلبًا ', features_ar: [' فحص المحرك ', 'تجربة قيادة'] });
    expect(parsed).toMatchObject({ tag_ar: 'الأكثر طلبًا', features_ar: ['فحص المحرك', 'تجربة قيادة'] });
    expect(inspectionTypeFormSchema.parse({ ...valid, tag_ar: '   ' }).tag_ar).toBeNull();
    const issues = (features_ar: string[]) =>
      (inspectionTypeFormSchema.safeParse({ ...valid, features_ar }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
    expect(issues(['فحص', '  '])).toEqual([['features_ar.1', 'Fill in this line or remove it']]);
    expect(issues(['ب'.repeat(101)])).toEqual([['features_ar.0', 'Each line can have at most 100 characters']]);
    expect(issues(Array.from({ length: 16 }, (_, i) => `سطر ${i}`))).toEqual([['features_ar', 'At most 15 lines']]);
    expect(issues(Array.from({ length: 15 }, () => 'ب'.repeat(100)))).toEqual([]);
  });

  it('writes the insert/update columns', () => {
    expect(toInspectionTypeWrite(inspectionTypeFormSchema.parse({ ...valid, tag: '' }))).toEqual({
      name_en: 'Full Inspection', actual_price: 500, current_price: 450.5, duration_minutes: 90, tag: null, name: null, features: [], tag_ar: null, features_ar: [],
    });
    expect(toInspectionTypeWrite(inspectionTypeFormSchema.parse({ ...valid, name_ar: '  فحص شامل ' })).name).toBe('فحص شامل');
  });

  it('prefills the form from a stored type, empty numbers as empty text', () => {
    expect(
      inspectionTypeToFormInput({ name_en: null, name: 'Basic', actual_price: null, current_price: 100, duration_minutes: 60, tag: null }),
    ).toEqual({ name_en: 'Basic', actual_price: '', current_price: '100', duration_minutes: '60', tag: '', name_ar: '', features: [], tag_ar: '', features_ar: [] });
    // With an English name, `name` is the Arabic name.
    expect(inspectionTypeToFormInput({ name_en: 'Basic', name: 'فحص أساسي', actual_price: 1, current_price: 1, duration_minutes: 60, tag: null }).name_ar).toBe('فحص أساسي');
    expect(
      inspectionTypeToFormInput({ name_en: 'Full', actual_price: 1, current_price: 1, duration_minutes: 60, tag: 'New', tag_ar: 'جديد', features_ar: ['تجربة قيادة'] }),
    ).toMatchObject({ tag_ar: 'جديد', features_ar: ['تجربة قيادة'] });
    expect(inspectionTypeToFormInput({ name_en: 'Full', actual_price: 1, current_price: 1, duration_minutes: 60, tag: null, features: ['OBD scan'] }).features).toEqual(['OBD scan']);
  });
});

describe('inspection type display', () => {
  it('option label: English name or name, tag in brackets when present', () => {
    expect(inspectionTypeOptionLabel({ name: 'x', name_en: 'Full', tag: 'Popular' })).toBe('Full (Popular)');
    expect(inspectionTypeOptionLabel({ name: 'Basic', name_en: null, tag: null })).toBe('Basic');
  });

  it('prices in AED plus VAT', () => {
    expect(formatAedPrice(450.5)).toBe('AED 450.5 + VAT');
    expect(formatAedPrice(1200)).toBe('AED 1,200 + VAT');
  });
});
