import { afterEach, describe, expect, it } from 'vitest';
import { businessDay, businessDayBounds, formatBusinessDateTime, formatBusinessTime, zonedTime } from './business-time';
import { BUSINESS_TIME_ZONE, businessTimeZone, isTimeZone, resetBusinessTimeZoneForTesting, setBusinessTimeZone } from './business-zone';
import { businessTodayPickerDate, dayOfPickerDate, pickerDateOfDay } from './calendar-day';
import { zonedWallClockMs } from './wall-clock';

afterEach(() => resetBusinessTimeZoneForTesting());

describe('the business time zone setting', () => {
  it('is Asia/Dubai until the runtime config sets it', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Asia/Dubai');
    expect(businessTimeZone()).toBe('Asia/Dubai');
    expect(businessDayBounds('2026-11-23').start).toBe('2026-11-22T20:00:00.000Z');
  });
  it('moves every day boundary and label once set', () => {
    setBusinessTimeZone('America/Los_Angeles');
    expect(businessTimeZone()).toBe('America/Los_Angeles');
    expect(businessDayBounds('2026-11-23')).toEqual({ start: '2026-11-23T08:00:00.000Z', end: '2026-11-24T08:00:00.000Z' });
    expect(businessDay('2026-11-24T07:59:00Z')).toBe('2026-11-23');
    expect(formatBusinessTime('2026-11-23T18:00:00Z')).toBe('10:00 AM');
  });
  it('refuses a zone name the browser does not know', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => setBusinessTimeZone('Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
    expect(businessTimeZone()).toBe('Asia/Dubai');
  });
  it("writes a date and time for people on the business's clock: 'Nov 21, 2026, 10:00 AM' (12-hour by default)", () => {
    expect(formatBusinessDateTime('2026-11-21T06:00:00Z')).toBe('Nov 21, 2026, 10:00 AM');
    expect(formatBusinessDateTime('2026-11-21T20:05:00Z')).toBe('Nov 22, 2026, 12:05 AM');
  });
  it('reads wall-clock times with seconds', () => {
    expect(zonedTime('2026-11-23', '10:15:30').toISOString()).toBe('2026-11-23T06:15:30.000Z');
  });
});

describe('picker dates and business days', () => {
  it('convert by the calendar date alone', () => {
    expect(dayOfPickerDate(new Date(2026, 10, 3))).toBe('2026-11-03');
    expect(dayOfPickerDate(pickerDateOfDay('2026-02-28'))).toBe('2026-02-28');
    expect(pickerDateOfDay('2026-11-23').getDate()).toBe(23);
  });
  it("today is the business zone's today", () => {
    expect(dayOfPickerDate(businessTodayPickerDate(new Date('2026-11-23T21:30:00Z')))).toBe('2026-11-24');
    setBusinessTimeZone('America/Los_Angeles');
    expect(dayOfPickerDate(businessTodayPickerDate(new Date('2026-11-24T05:00:00Z')))).toBe('2026-11-23');
  });
});

describe('wall-clock readings in the business zone', () => {
  it('reads a sheet time as Dubai time, whatever the runtime zone', () => {
    expect(new Date(zonedWallClockMs(2026, 11, 23, 10, 15, 30)).toISOString()).toBe('2026-11-23T06:15:30.000Z');
    expect(new Date(zonedWallClockMs(2026, 11, 31, 0, 0)).toISOString()).toBe('2026-11-30T20:00:00.000Z');
  });
  it('follows the configured zone, daylight saving included', () => {
    setBusinessTimeZone('Europe/Berlin');
    expect(new Date(zonedWallClockMs(2026, 3, 29, 10, 0)).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(new Date(zonedWallClockMs(2026, 1, 10, 10, 0)).toISOString()).toBe('2026-01-10T09:00:00.000Z');
  });
});
