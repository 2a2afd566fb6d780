import { describe, expect, it } from 'vitest';
import { parseCallLogRows, parseCallTime } from './call-log-entry';
import { callLogRange, defaultCallLogRange, inRange, withEnd, withStart } from './call-log-range';
import { CALL_LOG_MESSAGES, callLogBatchRange, callLogBatches, callLogCountRange } from './call-log-sheet';
import { callTypeTone, formatCallDuration, searchCallGroups, summariseCallLogs } from './call-log-summary';

const row = (phone: string, type: string, time: string, name = '', duration = '0') => ['', phone, type, duration, name, time];

describe('batches', () => {
  it('reads from row 2 in 500-row batches, columns A-F', () => {
    expect(callLogBatches(1)).toEqual([]);
    expect(callLogBatches(0)).toEqual([]);
    expect(callLogBatches(2)).toEqual([{ from: 2, to: 2 }]);
    expect(callLogBatches(501)).toEqual([{ from: 2, to: 501 }]);
    expect(callLogBatches(1203)).toEqual([{ from: 2, to: 501 }, { from: 502, to: 1001 }, { from: 1002, to: 1203 }]);
    expect(callLogBatches(50_001)).toHaveLength(100);
    expect(callLogBatchRange('Call logs', { from: 2, to: 501 })).toBe("'Call logs'!A2:F501");
    expect(callLogCountRange('Call logs')).toBe("'Call logs'!A:A");
  });

  it('names the failing batch', () => {
    expect(CALL_LOG_MESSAGES.batchFailed(502, 1001)).toBe('Failed to fetch batch from rows 502-1001');
  });
});

describe('parseCallLogRows', () => {
  it('lower-cases the type, normalises the number and parses the time as Dubai wall-clock time', () => {
    const [entry] = parseCallLogRows([row('+971 50 123 4567', 'MISSED', '2026-11-05 14:30:00', 'Ahmed', '0')]);
    expect(entry.call_type).toBe('missed');
    expect(entry.phone_key).toBe('501234567');
    expect(entry.call_time_ms).toBe(Date.parse('2026-11-05T10:30:00Z'));
  });

  it('skips rows without a number and reads other time shapes', () => {
    expect(parseCallLogRows([['x'], row('', 'incoming', '2026-11-05 10:00:00')])).toEqual([]);
    expect(parseCallTime('5/11/2026 02:30:00 PM')).toBe(Date.parse('2026-11-05T10:30:00Z'));
    expect(parseCallTime('2026-11-05T10:30:00Z')).toBe(Date.parse('2026-11-05T10:30:00Z'));
    expect(parseCallTime('garbage')).toBeNaN();
  });
});

describe('range', () => {
  it('defaults to the current month of the business zone (Dubai days, whatever the browser zone)', () => {
    const range = defaultCallLogRange(new Date('2026-11-23T09:00:00Z'));
    expect(range).toMatchObject({ startDay: '2026-11-01', endDay: '2026-11-30' });
    expect(range.start.toISOString()).toBe('2026-10-31T20:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-30T19:59:59.999Z');
    // 21:00 UTC on Nov 30 is already Dec 1 in Dubai.
    expect(defaultCallLogRange(new Date('2026-11-30T21:00:00Z'))).toMatchObject({ startDay: '2026-12-01', endDay: '2026-12-31' });
    expect(defaultCallLogRange(new Date('2027-02-10T09:00:00Z')).endDay).toBe('2027-02-28');
  });

  it('the start may not pass the end, nor the end the start', () => {
    const range = defaultCallLogRange(new Date('2026-11-23T09:00:00Z'));
    expect(withStart(range, '2026-12-02')).toBe(range);
    expect(withEnd(range, '2026-10-30')).toBe(range);
    expect(withStart(range, '2026-11-30').start.toISOString()).toBe('2026-11-29T20:00:00.000Z');
    expect(withEnd(range, '2026-11-01').end.toISOString()).toBe('2026-11-01T19:59:59.999Z');
  });

  it('both ends are inside', () => {
    const range = defaultCallLogRange(new Date('2026-11-23T09:00:00Z'));
    expect(inRange(range.start.getTime(), range)).toBe(true);
    expect(inRange(range.start.getTime() - 1, range)).toBe(false);
    expect(inRange(range.end.getTime(), range)).toBe(true);
    expect(inRange(range.end.getTime() + 1, range)).toBe(false);
  });

  it('a call at 23:30 Dubai time is on its Dubai day', () => {
    const [late] = parseCallLogRows([row('0501234567', 'incoming', '2026-11-05 23:30:00')]);
    expect(inRange(late.call_time_ms, callLogRange('2026-11-05', '2026-11-05'))).toBe(true);
    expect(inRange(late.call_time_ms, callLogRange('2026-11-06', '2026-11-06'))).toBe(false);
  });
});

describe('summariseCallLogs', () => {
  const range = callLogRange('2026-11-01', '2026-11-30');
  const entries = parseCallLogRows([
    row('0501234567', 'Incoming', '2026-11-02 09:00:00', 'Ahmed', '60'),
    row('+971501234567', 'MISSED', '2026-11-10 09:00:00', 'Ahmed'),
    row('0559876543', 'missed', '2026-11-03 10:00:00'),
    row('0559876543', 'OUTGOING', '2026-11-04 10:00:00', '', '30'),
    row('0521112222', 'Rejected', '2026-11-20 10:00:00', 'John'),
    row('0521112222', 'Rejected', '2026-10-20 10:00:00', 'John'),
    row('0543334444', 'missed', '2026-12-01 10:00:00', 'Late'),
    row('0543334444', 'missed', '2026-11-15 10:00:00', 'Late'),
    row('0565556666', 'voicemail', '2026-11-16 10:00:00'),
  ]);
  const summary = summariseCallLogs(entries, range);

  it('counts the four types within the range, case-insensitively', () => {
    expect(summary.counts).toEqual({ missed: 3, incoming: 1, outgoing: 1, rejected: 1 });
    expect(summary.callsInRange).toBe(7);
  });

  it('needs callback: latest call missed or rejected and within the range', () => {
    // 0559876543 called back (outgoing later); 0543334444's latest missed call is after the range.
    expect(summary.needsCallback.map((e) => [e.phone_key, e.call_status, e.all_calls.length])).toEqual([
      ['521112222', 'rejected', 1],
      ['501234567', 'missed', 2],
    ]);
    expect(summary.needsCallback[1].contact_name).toBe('Ahmed');
  });

  it('groups by normalised number, most recent call first', () => {
    expect(summary.groups.map((g) => g.phone_key)).toEqual(['521112222', '565556666', '543334444', '501234567', '559876543']);
    expect(summary.groups[3].calls.map((c) => c.call_type)).toEqual(['missed', 'incoming']);
  });

  it('search by part of the number (any writing) or by name, case-insensitively', () => {
    const keys = (q: string) => searchCallGroups(summary.groups, q).map((g) => g.phone_key);
    expect(keys('ahm')).toEqual(['501234567']);
    expect(keys('JOHN')).toEqual(['521112222']);
    expect(keys('98765')).toEqual(['559876543']);
    expect(keys('+971 50')).toEqual(['501234567']);
    for (const typed of ['050 123 4567', '(050) 123-4567', '00971 50 123 4567', '+971501234567', '123 4567', '٠٥٠ ١٢٣']) {
      expect(keys(typed), typed).toEqual(['501234567']);
    }
    expect(keys('')).toHaveLength(5);
    expect(keys('nobody')).toEqual([]);
  });
});

describe('badges and durations', () => {
  it('incoming green, outgoing blue, missed red, other yellow or gray in the main list', () => {
    expect(callTypeTone('INCOMING', 'main')).toBe('green');
    expect(callTypeTone('outgoing', 'callback')).toBe('blue');
    expect(callTypeTone('Missed', 'main')).toBe('red');
    expect(callTypeTone('rejected', 'callback')).toBe('yellow');
    expect(callTypeTone('rejected', 'main')).toBe('gray');
  });

  it('formats durations', () => {
    expect(formatCallDuration(0)).toBe('0s');
    expect(formatCallDuration(125)).toBe('2m 5s');
    expect(formatCallDuration(3723)).toBe('1h 2m 3s');
  });
});
