import { describe, expect, it } from 'vitest';
import { addDays, businessClock, businessDay, businessDayBounds, formatBusinessDate, formatBusinessTime, formatTimeRange, zonedTime } from './business-time';

describe('business time (Asia/Dubai, UTC+4)', () => {
  it('reads the day and clock of an instant in Dubai, whatever the runtime zone', () => {
    expect(businessDay('2026-11-23T21:30:00Z')).toBe('2026-11-24');
    expect(businessClock('2026-11-23T04:00:00Z')).toBe('08:00');
  });
  it('turns a Dubai wall-clock time into the instant', () => {
    expect(zonedTime('2026-11-23', '08:00').toISOString()).toBe('2026-11-23T04:00:00.000Z');
    expect(zonedTime('2026-03-29', '10:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });
  it('gives day bounds and moves days across months', () => {
    expect(businessDayBounds('2026-11-23')).toEqual({ start: '2026-11-22T20:00:00.000Z', end: '2026-11-23T20:00:00.000Z' });
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('formats 12-hour times and dates in Dubai', () => {
    expect(formatBusinessTime('2026-11-23T04:00:00Z')).toBe('08:00 AM');
    expect(formatBusinessTime('2026-11-23T13:15:00Z')).toBe('05:15 PM');
    expect(formatBusinessDate('2026-11-23T21:00:00Z')).toBe('Nov 24, 2026');
    expect(formatTimeRange('2026-11-23T06:00:00Z', '2026-11-23T07:30:00Z')).toBe('10:00 AM - 11:30 AM');
    expect(formatTimeRange(null, null)).toBe('—');
  });
});
