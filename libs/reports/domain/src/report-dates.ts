import { format, isValid, parse, parseISO } from 'date-fns';
import { businessTimeFormat } from '@inspection/shared-domain';

// The spreadsheet's form writes dates in several shapes; the first format that parses wins.
const DAY_MONTH_YEAR_TIME = 'd/M/yyyy HH:mm:ss';
const DAY_MONTH_YEAR_PADDED = 'dd/MM/yyyy';
const DAY_MONTH_YEAR = 'd/M/yyyy';

export const DATE_TIME_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";
export const EMPTY_DATE_TEXT = 'N/A';
export const INVALID_DATE_TEXT = 'Invalid Date';

// date-fns' pattern parser costs ~50 µs a call, too slow for 5,000 rows on every load; the
// common shapes take this exact path first (same results), anything else goes to date-fns.
const DMY_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{1,2}):(\d{1,2})$/;
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function exactLocalDate(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date | null {
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  date.setFullYear(year);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

function fastParse(text: string): Date | null {
  const withTime = DMY_TIME.exec(text);
  if (withTime) {
    const [, d, m, y, hh, mm, ss] = withTime.map(Number);
    return exactLocalDate(y, m, d, hh, mm, ss);
  }
  const dateOnly = DMY.exec(text);
  if (dateOnly) {
    const [, d, m, y] = dateOnly.map(Number);
    return exactLocalDate(y, m, d);
  }
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * format(date, 'MMM d, yyyy' [+ ' hh:mm a', or ' k:mm' for a business on 24-hour times]) without date-fns' per-call
 * cost (same output, en-US). The clock is the business profile's (docs/areas/business-profile.md#units-and-times).
 */
function fastFormat(date: Date, withTime: boolean): string {
  const day = `${MONTHS[date.getMonth()]} ${date.getDate()}, ${String(date.getFullYear()).padStart(4, '0')}`;
  if (!withTime) return day;
  const hours = date.getHours();
  if (businessTimeFormat() === '24h') return `${day} ${hours || 24}:${pad(date.getMinutes())}`;
  return `${day} ${pad(hours % 12 || 12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

function tryFormat(text: string, pattern: string): Date | null {
  const date = parse(text, pattern, new Date(0));
  return isValid(date) ? date : null;
}

/** Parses a sheet date: d/M/yyyy HH:mm:ss, ISO timestamp, dd/MM/yyyy, d/M/yyyy, in that order; else null. */
export function parseReportDate(value: string | null | undefined): Date | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const fast = fastParse(text);
  if (fast) return fast;
  const withTime = tryFormat(text, DAY_MONTH_YEAR_TIME);
  if (withTime) return withTime;
  const iso = parseISO(text);
  if (isValid(iso)) return iso;
  return tryFormat(text, DAY_MONTH_YEAR_PADDED) ?? tryFormat(text, DAY_MONTH_YEAR);
}

/** Whether the sheet text carries a time of day (a date-only cell would otherwise read '24:00'). */
export function hasTimeOfDay(value: string): boolean {
  return /\d:\d/.test(value);
}

/**
 * Display text of a sheet date: 'MMM d, yyyy hh:mm a' with time ('k:mm' on 24-hour times), 'MMM d, yyyy' date only (by default
 * date only when the cell holds no time); 'N/A' when empty, 'Invalid Date' when unparseable.
 */
export function formatReportDate(value: string | null | undefined, options: { withTime?: boolean } = {}): string {
  if (!value || !value.trim()) return EMPTY_DATE_TEXT;
  const date = parseReportDate(value);
  if (!date) return INVALID_DATE_TEXT;
  return fastFormat(date, options.withTime ?? hasTimeOfDay(value));
}

/** Value for a datetime-local input; empty when the text is empty or unparseable. */
export function formatDateTimeInput(value: string | null | undefined): string {
  const date = parseReportDate(value);
  return date ? format(date, DATE_TIME_INPUT_FORMAT) : '';
}

/** The selected calendar day in the form the filter compares against. */
export function formatSelectedDate(date: Date): string {
  return fastFormat(date, false);
}
