// One call of the sheet, parsed once: its number's normalised key, its type in lower case
// (types are compared case-insensitively) and its time as epoch milliseconds.
import { normalizePhone, zonedWallClockMs } from '@inspection/shared-domain';

export interface CallLogEntry {
  save_time: string;
  phone_number: string;
  /** normalizePhone(phone_number): the grouping and contact-link key. */
  phone_key: string;
  /** Lower case. */
  call_type: string;
  /** Seconds. */
  duration: number;
  contact_name: string;
  call_time: string;
  /** call_time as epoch ms; NaN when it does not parse. */
  call_time_ms: number;
}

const SQL_LIKE = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const DMY_LIKE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp][Mm]))?$/;

/** Wall-clock times as the phone writes them ('yyyy-MM-dd HH:mm:ss', 'd/M/yyyy HH:mm:ss'), read in the business zone; else ISO. */
export function parseCallTime(text: string): number {
  const value = text.trim();
  let m = SQL_LIKE.exec(value);
  if (m) return zonedWallClockMs(+m[1], +m[2], +m[3], +m[4], +m[5], +(m[6] ?? 0));
  m = DMY_LIKE.exec(value);
  if (m) {
    let hours = +m[4];
    const meridiem = m[7]?.toLowerCase();
    if (meridiem === 'pm' && hours < 12) hours += 12;
    if (meridiem === 'am' && hours === 12) hours = 0;
    return zonedWallClockMs(+m[3], +m[2], +m[1], hours, +m[5], +(m[6] ?? 0));
  }
  return value ? Date.parse(value) : NaN;
}

const cell = (row: unknown[], i: number) => (row[i] === undefined || row[i] === null ? '' : String(row[i]).trim());

/** Rows of columns A–F (header already skipped); rows without a number are left out. */
export function parseCallLogRows(rows: readonly unknown[]): CallLogEntry[] {
  const entries: CallLogEntry[] = [];
  for (const raw of rows) {
    if (!Array.isArray(raw)) continue;
    const phone = cell(raw, 1);
    if (!phone) continue;
    const callTime = cell(raw, 5);
    const duration = Number(cell(raw, 3));
    entries.push({
      save_time: cell(raw, 0),
      phone_number: phone,
      phone_key: normalizePhone(phone),
      call_type: cell(raw, 2).toLowerCase(),
      duration: Number.isFinite(duration) ? duration : 0,
      contact_name: cell(raw, 4),
      call_time: callTime,
      call_time_ms: parseCallTime(callTime),
    });
  }
  return entries;
}
