import { describe, expect, it } from 'vitest';
import { checkInspector, NEW_INSPECTOR, valuesOf } from './inspector-values';

describe("an inspector's phone", () => {
  it('is stored in E.164 however written, and shown one way in the form', () => {
    expect(checkInspector({ ...NEW_INSPECTOR, full_name: 'Cara', phone: '+971 50 999 8877' })).toMatchObject({ write: { phone: '+971509998877' } });
    expect(checkInspector({ ...NEW_INSPECTOR, full_name: 'Cara', phone: '050-999-8877' })).toMatchObject({ write: { phone: '+971509998877' } });
    expect(checkInspector({ ...NEW_INSPECTOR, full_name: 'Cara', phone: ' ' })).toMatchObject({ write: { phone: null } });
    expect(valuesOf({ id: 'i1', full_name: 'Cara', phone: '+971509998877', user_id: null, active: true, working_days: [1], work_start: '08:00:00', work_end: '18:00:00' } as never).phone)
      .toBe('+971 50 999 8877');
  });
  it('refuses a number of no sensible length', () => {
    expect(checkInspector({ ...NEW_INSPECTOR, full_name: 'Cara', phone: '123' })).toEqual({ error: 'Please enter a valid phone number' });
  });
});
