import { describe, expect, it } from 'vitest';
import { prefillAnswers, toDateTimeLocal } from './prefill';
import { template } from './test-template';

const NOW = '2026-11-23T10:00:00.000Z';
const booking = {
  customer_name: 'Priya Nair',
  customer_email: 'priya.nair@example.com',
  customer_phone: '055 222 3344',
  vehicle_make: 'Nissan',
  vehicle_model: 'Patrol',
  vehicle_year: 2021,
  start_time: '2026-11-23T05:00:00.000Z',
};

describe('prefill from the booking', () => {
  it('fills the seven mapped fields', () => {
    const answers = prefillAnswers(template, booking, NOW);
    const values = Object.fromEntries(Object.entries(answers).map(([key, answer]) => [key, answer.value]));
    expect(values).toEqual({
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      phone: '+971 55 222 3344',
      brand: 'Nissan',
      model: 'Patrol',
      year: '2021',
      when: '2026-11-23T09:00',
    });
    expect(answers.name).toEqual({ value: 'Priya Nair', score: null, maxScore: null, lastUpdated: NOW });
  });
  it('matches titles without case or blanks and skips empty booking values', () => {
    const t = { sections: [{ ...template.sections[0], fields: template.sections[0].fields.map((f) => ({ ...f, title: ` ${f.title.toUpperCase()} ` })) }] };
    const answers = prefillAnswers(t, { ...booking, customer_email: null, vehicle_model: '' }, NOW);
    expect(Object.keys(answers).sort()).toEqual(['brand', 'name', 'phone', 'when', 'year']);
  });
  it('writes the start time as a datetime-local value in the business time zone', () => {
    expect(toDateTimeLocal('2026-11-23T20:30:00Z', 'Asia/Dubai')).toBe('2026-11-24T00:30');
    expect(toDateTimeLocal('not a date', 'Asia/Dubai')).toBeUndefined();
  });
});
