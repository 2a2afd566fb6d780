import { describe, expect, it } from 'vitest';
import { sectionsWithErrors, validateInspection } from './validation';
import { template } from './test-template';

const complete = {
  name: { value: 'Omar' },
  phone: { value: '0501112233' },
  brand: { value: 'Toyota' },
  when: { value: '2026-11-23T09:00' },
  main: { value: ['http://x/main.jpg'] },
  paint: { value: 'Original', score: 10, maxScore: 10 },
  'panels-child-0': { value: 'none' },
};

describe('validation on submit', () => {
  it('passes a complete inspection', () => {
    expect(validateInspection(template, complete)).toEqual({});
  });
  it('names every missing required field, child fields under their own keys', () => {
    expect(validateInspection(template, {})).toEqual({
      name: 'Customer Name is required',
      phone: 'Phone Number is required',
      brand: 'Vehicle Brand is required',
      when: 'Inspection Date and Time is required',
      main: 'Main Picture is required',
      paint: 'Paint is required',
      'panels-child-0': 'Repainted Panels is required',
    });
  });
  it('treats blank text and empty photo lists as missing', () => {
    const errors = validateInspection(template, { ...complete, name: { value: '  ' }, main: { value: [] } });
    expect(errors).toEqual({ name: 'Customer Name is required', main: 'Main Picture is required' });
  });
  it('checks the email format when an email is given', () => {
    expect(validateInspection(template, { ...complete, email: { value: 'not-an-email' } })).toEqual({
      email: 'Email must be a valid email address',
    });
    expect(validateInspection(template, { ...complete, email: { value: 'a@b.co' } })).toEqual({});
  });
  it('names the sections holding errors, a child field counting for its section', () => {
    expect(sectionsWithErrors(template, { 'panels-child-0': 'Repainted Panels is required' })).toEqual(new Set(['s-ext']));
    expect(sectionsWithErrors(template, validateInspection(template, {}))).toEqual(new Set(['s-vehicle', 's-ext']));
    expect(sectionsWithErrors(template, {})).toEqual(new Set());
  });
});
