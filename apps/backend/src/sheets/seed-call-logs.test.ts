import { describe, expect, it } from 'vitest';
import { CALL_LOGS_HEADER, callLogRows, callLogRowsFromEnv } from './seed-call-logs';

const now = new Date(2026, 10, 23, 12);

describe('the seeded call-log sheet', () => {
  it('is small by default: about 1,300 calls over 90 days', () => {
    const rows = callLogRows(now);
    expect(rows[0]).toEqual(CALL_LOGS_HEADER);
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.length).toBeLessThan(1700);
  });

  it('holds exactly the number of calls CALL_LOGS_ROWS asks for', () => {
    expect(callLogRowsFromEnv({ CALL_LOGS_ROWS: '50000' })).toBe(50_000);
    expect(callLogRowsFromEnv({})).toBeUndefined();
    expect(() => callLogRowsFromEnv({ CALL_LOGS_ROWS: 'lots' })).toThrow(/CALL_LOGS_ROWS/);
    const rows = callLogRows(now, 50_000);
    expect(rows).toHaveLength(50_001);
    expect(rows.slice(1).every((r) => r.length === 6 && r[1] && r[5])).toBe(true);
    expect(new Set(rows.slice(1).map((r) => r[1])).size).toBeGreaterThan(1000);
  });

  it('some callers are CRM contacts, their numbers written as phones export them', () => {
    const numbers = new Set(callLogRows(now).map((r) => r[1]));
    expect(numbers.has('+971501234567')).toBe(true);
    expect(numbers.has('+971 55 987 6543')).toBe(true);
  });
});
