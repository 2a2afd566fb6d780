// The call-logs date range: whole days, the current month by default; the start may not pass the end.
import { endOfDay, endOfMonth, startOfDay, startOfMonth } from 'date-fns';

export interface CallLogRange {
  start: Date;
  end: Date;
}

export function defaultCallLogRange(now: Date = new Date()): CallLogRange {
  return { start: startOfMonth(now), end: endOfMonth(now) };
}

/** A new start day; one later than the end is refused (the range stays as it was). */
export function withStart(range: CallLogRange, day: Date): CallLogRange {
  const start = startOfDay(day);
  return start.getTime() > range.end.getTime() ? range : { ...range, start };
}

/** A new end day (through its last millisecond); one earlier than the start is refused. */
export function withEnd(range: CallLogRange, day: Date): CallLogRange {
  const end = endOfDay(day);
  return end.getTime() < range.start.getTime() ? range : { ...range, end };
}

export function inRange(ms: number, range: CallLogRange): boolean {
  return ms >= range.start.getTime() && ms <= range.end.getTime();
}
