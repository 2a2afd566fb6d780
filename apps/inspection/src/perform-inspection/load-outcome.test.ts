import { describe, expect, it } from 'vitest';
import { loadOutcome } from './load-outcome';
import { BOOKING_ID, testInspection } from './test-inspection';

describe('load outcome', () => {
  it('works on a live form', () => {
    expect(loadOutcome(BOOKING_ID, testInspection())).toEqual({ ok: true });
  });
  it('sends missing data and a missing form id to the records', () => {
    expect(loadOutcome(BOOKING_ID, null)).toEqual({ ok: false, message: 'Failed to load inspection data. Please try again.', to: '/inspections' });
    expect(loadOutcome(BOOKING_ID, testInspection({ formId: null }))).toMatchObject({ to: '/inspections' });
  });
  it('sends a missing form to /admin', () => {
    expect(loadOutcome(BOOKING_ID, testInspection({ form: null }))).toEqual({
      ok: false, message: 'Inspection form not found. Please check the URL and try again.', to: '/admin',
    });
  });
  it("offline, a form missing from the device 'failed to load' (it may well exist)", () => {
    expect(loadOutcome(BOOKING_ID, testInspection({ form: null }), true)).toEqual({
      ok: false, message: 'Failed to load inspection form. Please try again.', to: '/admin',
    });
  });
  it('refuses a draft form (to /admin)', () => {
    const form = testInspection().form!;
    const message = 'This form is not available for inspection. Only live forms can be used.';
    expect(loadOutcome(BOOKING_ID, testInspection({ form: { ...form, status: 'draft' } }))).toEqual({ ok: false, message, to: '/admin' });
  });
  it('works on the version the inspection started on after a newer one went live (its form is inactive now)', () => {
    const form = testInspection().form!;
    expect(loadOutcome(BOOKING_ID, testInspection({ form: { ...form, status: 'inactive' }, status: 'in_progress' }))).toEqual({ ok: true });
    expect(loadOutcome(BOOKING_ID, testInspection({ form: { ...form, status: 'inactive' }, status: 'draft' }))).toEqual({ ok: true });
    expect(loadOutcome(BOOKING_ID, testInspection({ form: { ...form, status: 'inactive' }, isPublished: true }))).toEqual({ ok: true });
  });
  it('refuses answers that are not an object', () => {
    expect(loadOutcome(BOOKING_ID, testInspection({ data: [] as never }))).toMatchObject({ message: 'Invalid inspection data. Please try again.' });
  });
});
