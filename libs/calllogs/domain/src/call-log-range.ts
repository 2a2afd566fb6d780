// The call-logs date range: whole business days (in the business zone, whatever the browser's zone), the
// current month by default; the start may not pass the end.
import { addDays, businessDay, zonedTime } from '@inspection/shared-domain';

export interface CallLogRange {
  /** First business day, 'YYYY-MM-DD'. */
  startDay: string;
  /** Last business day, 'YYYY-MM-DD'. */
  endDay: string;
  /** Midnight starting startDay in the business zone. */
  start: Date;
  /** The last millisecond of endDay in the business zone. */
  end: Date;
}

export function callLogRange(startDay: string, endDay: string): CallLogRange {
  const end = new Date(zonedTime(addDays(endDay, 1), '00:00').getTime() - 1);
  return { startDay, endDay, start: zonedTime(startDay, '00:00'), end };
}

export function defaultCallLogRange(now: Date = new Date()): CallLogRange {
  const firstDay = `${businessDay(now).slice(0, 8)}01`;
  const nextMonth = addDays(firstDay, 32);
  return callLogRange(firstDay, addDays(`${nextMonth.slice(0, 8)}01`, -1));
}

/** A new start day ('YYYY-MM-DD'); one later than the end is refused (the range stays as it was). */
export function withStart(range: CallLogRange, day: string): CallLogRange {
  return day > range.endDay ? range : callLogRange(day, range.endDay);
}

/** A new end day (through its last millisecond); one earlier than the start is refused. */
export function withEnd(range: CallLogRange, day: string): CallLogRange {
  return day < range.startDay ? range : callLogRange(range.startDay, day);
}

export function inRange(ms: number, range: CallLogRange): boolean {
  return ms >= range.start.getTime() && ms <= range.end.getTime();
}
