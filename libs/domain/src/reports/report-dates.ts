import { format, isValid, parse, parseISO } from 'date-fns';

// The spreadsheet's form writes dates in several shapes; the first format that parses wins.
const DAY_MONTH_YEAR_TIME = 'd/M/yyyy HH:mm:ss';
const DAY_MONTH_YEAR_PADDED = 'dd/MM/yyyy';
const DAY_MONTH_YEAR = 'd/M/yyyy';

export const DATE_TIME_DISPLAY_FORMAT = 'MMM d, yyyy k:mm';
export const DATE_DISPLAY_FORMAT = 'MMM d, yyyy';
export const DATE_TIME_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";
export const EMPTY_DATE_TEXT = 'N/A';
export const INVALID_DATE_TEXT = 'Invalid Date';

function tryFormat(text: string, pattern: string): Date | null {
  const date = parse(text, pattern, new Date(0));
  return isValid(date) ? date : null;
}

/** Parses a sheet date: d/M/yyyy HH:mm:ss, ISO timestamp, dd/MM/yyyy, d/M/yyyy, in that order; else null. */
export function parseReportDate(value: string | null | undefined): Date | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const withTime = tryFormat(text, DAY_MONTH_YEAR_TIME);
  if (withTime) return withTime;
  const iso = parseISO(text);
  if (isValid(iso)) return iso;
  return tryFormat(text, DAY_MONTH_YEAR_PADDED) ?? tryFormat(text, DAY_MONTH_YEAR);
}

/** Display text of a sheet date: 'N/A' when empty, 'Invalid Date' when unparseable. */
export function formatReportDate(value: string | null | undefined, options: { withTime?: boolean } = {}): string {
  if (!value || !value.trim()) return EMPTY_DATE_TEXT;
  const date = parseReportDate(value);
  if (!date) return INVALID_DATE_TEXT;
  return format(date, options.withTime === false ? DATE_DISPLAY_FORMAT : DATE_TIME_DISPLAY_FORMAT);
}

/** Value for a datetime-local input; empty when the text is empty or unparseable. */
export function formatDateTimeInput(value: string | null | undefined): string {
  const date = parseReportDate(value);
  return date ? format(date, DATE_TIME_INPUT_FORMAT) : '';
}

/** The selected calendar day in the form the filter compares against. */
export function formatSelectedDate(date: Date): string {
  return format(date, DATE_DISPLAY_FORMAT);
}
