import { describe, expect, it } from 'vitest';
import { formatDateTimeInput, formatReportDate, formatSelectedDate, parseReportDate } from './report-dates';
import { applyBusinessUnits } from '@inspection/shared-domain';

describe('parseReportDate', () => {
  it('reads day/month/year with 24-hour time first', () => {
    expect(parseReportDate('5/3/2026 14:07:09')).toEqual(new Date(2026, 2, 5, 14, 7, 9));
    expect(parseReportDate('22/11/2026 00:00:00')).toEqual(new Date(2026, 10, 22, 0, 0, 0));
  });
  it('reads ISO-style timestamps', () => {
    expect(parseReportDate('2026-11-22T09:30:00')).toEqual(new Date(2026, 10, 22, 9, 30));
    expect(parseReportDate('2026-11-22')).toEqual(new Date(2026, 10, 22));
    expect(parseReportDate('2026-11-22T09:30:00Z')?.toISOString()).toBe('2026-11-22T09:30:00.000Z');
  });
  it('reads dd/MM/yyyy and d/M/yyyy', () => {
    expect(parseReportDate('05/03/2026')).toEqual(new Date(2026, 2, 5));
    expect(parseReportDate('5/3/2026')).toEqual(new Date(2026, 2, 5));
  });
  it('returns null for empty or unparseable text', () => {
    expect(parseReportDate('')).toBeNull();
    expect(parseReportDate(undefined)).toBeNull();
    expect(parseReportDate('yesterday')).toBeNull();
    expect(parseReportDate('31/2/2026')).toBeNull();
  });
});

describe('formatReportDate', () => {
  it("formats with time as 'MMM d, yyyy hh:mm a' (the business's 12-hour clock)", () => {
    expect(formatReportDate('5/3/2026 14:07:09')).toBe('Mar 5, 2026 02:07 PM');
    expect(formatReportDate('5/3/2026 00:07:00')).toBe('Mar 5, 2026 12:07 AM');
  });
  it("formats with time as 'MMM d, yyyy k:mm' for a business on 24-hour times", () => {
    applyBusinessUnits({ timeFormat: '24h', distanceUnit: 'km' });
    try {
      expect(formatReportDate('5/3/2026 14:07:09')).toBe('Mar 5, 2026 14:07');
      expect(formatReportDate('5/3/2026 00:07:00')).toBe('Mar 5, 2026 24:07');
    } finally {
      applyBusinessUnits(null);
    }
  });
  it("formats date only as 'MMM d, yyyy'", () => {
    expect(formatReportDate('22/11/2026 10:00:00', { withTime: false })).toBe('Nov 22, 2026');
  });
  it('shows a date-only cell without a time unless asked', () => {
    expect(formatReportDate('22/11/2026')).toBe('Nov 22, 2026');
    expect(formatReportDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatReportDate('22/11/2026', { withTime: true })).toBe('Nov 22, 2026 12:00 AM');
    expect(formatReportDate('2026-11-22T09:30:00')).toBe('Nov 22, 2026 09:30 AM');
  });
  it("shows 'N/A' for empty and 'Invalid Date' for unparseable", () => {
    expect(formatReportDate('')).toBe('N/A');
    expect(formatReportDate('   ')).toBe('N/A');
    expect(formatReportDate('not a date')).toBe('Invalid Date');
  });
  it('formats the selected day for the filter', () => {
    expect(formatSelectedDate(new Date(2026, 10, 2))).toBe('Nov 2, 2026');
  });
});

describe('formatDateTimeInput', () => {
  it("gives yyyy-MM-dd'T'HH:mm, empty when empty or invalid", () => {
    expect(formatDateTimeInput('5/3/2026 14:07:09')).toBe('2026-03-05T14:07');
    expect(formatDateTimeInput('')).toBe('');
    expect(formatDateTimeInput('nonsense')).toBe('');
  });
});

describe('fast paths agree with date-fns', () => {
  it('formats like date-fns for a year of dates and times', async () => {
    const { format, parse } = await import('date-fns');
    for (let i = 0; i < 400; i++) {
      const date = new Date(2025, 0, 1 + i, i % 24, (i * 7) % 60, (i * 13) % 60);
      const text = `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}:${String(date.getSeconds()).padStart(2, '0')}`;
      expect(parseReportDate(text)).toEqual(parse(text, 'd/M/yyyy HH:mm:ss', new Date(0)));
      expect(formatReportDate(text)).toBe(format(date, 'MMM d, yyyy hh:mm a'));
      expect(formatReportDate(text, { withTime: false })).toBe(format(date, 'MMM d, yyyy'));
    }
  });
  it('rejects impossible days and times on the fast path as date-fns does', () => {
    expect(parseReportDate('29/2/2025')).toBeNull();
    expect(parseReportDate('29/2/2024')).toEqual(new Date(2024, 1, 29));
    expect(parseReportDate('1/1/2026 24:00:00')).toBeNull();
    expect(parseReportDate('1/13/2026')).toBeNull();
  });
});
