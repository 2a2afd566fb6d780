import { describe, expect, it } from 'vitest';
import { EMPTY_LEAD_FORM, LEAD_SOURCES, LEAD_STATUSES, leadVehicle } from './lead';
import { leadFormSchema } from './lead-form-schema';

const now = new Date(2026, 10, 23);

describe('lead statuses and sources', () => {
  it('has the six statuses and five sources', () => {
    expect(LEAD_STATUSES).toEqual(['new_lead', 'in_discussion', 'inspection_scheduled', 'closed', 'not_interested', 'follow_up_later']);
    expect(LEAD_SOURCES).toEqual(['whatsapp', 'youtube', 'website', 'referral', 'other']);
  });

  it('a new lead form starts as new_lead from the website', () => {
    expect(EMPTY_LEAD_FORM.status).toBe('new_lead');
    expect(EMPTY_LEAD_FORM.lead_source).toBe('website');
  });
});

describe('leadFormSchema', () => {
  it('stores empty values as null, an empty source as other and an empty status as new_lead', () => {
    const values = leadFormSchema(now).parse({ ...EMPTY_LEAD_FORM, lead_source: '', status: '', notes: '   ' });
    expect(values).toEqual({
      vehicle_make: null,
      vehicle_model: null,
      vehicle_year: null,
      registration_number: null,
      location: null,
      requested_inspection_date: null,
      lead_source: 'other',
      status: 'new_lead',
      notes: null,
      follow_up_date: null,
    });
  });

  it('keeps the year as a number and trims text', () => {
    const values = leadFormSchema(now).parse({ ...EMPTY_LEAD_FORM, vehicle_make: ' Toyota ', vehicle_year: '2019', follow_up_date: '2026-12-01' });
    expect(values.vehicle_make).toBe('Toyota');
    expect(values.vehicle_year).toBe(2019);
    expect(values.follow_up_date).toBe('2026-12-01');
  });

  it('refuses a year that is not a whole number or out of 1900..next year', () => {
    const schema = leadFormSchema(now);
    expect(schema.safeParse({ ...EMPTY_LEAD_FORM, vehicle_year: 'abc' }).error?.issues[0].message).toBe('Vehicle Year must be a number');
    expect(schema.safeParse({ ...EMPTY_LEAD_FORM, vehicle_year: '2028' }).error?.issues[0].message).toBe('Vehicle Year must be between 1900 and 2027');
    expect(schema.safeParse({ ...EMPTY_LEAD_FORM, vehicle_year: '2027' }).success).toBe(true);
  });

  it('an unknown source becomes other', () => {
    expect(leadFormSchema(now).parse({ ...EMPTY_LEAD_FORM, lead_source: 'fax' }).lead_source).toBe('other');
  });
});

describe('leadVehicle', () => {
  it('joins year, make and model that exist', () => {
    expect(leadVehicle({ vehicle_year: 2019, vehicle_make: 'Toyota', vehicle_model: null })).toBe('2019 Toyota');
  });
});
