import { format, isValid, parseISO } from 'date-fns';
import { formatBusinessDate } from '@inspection/shared-domain';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** 'Nov 23, 2026' for a date (as written) or a timestamp (its day in the business zone); '—' when empty. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  if (!isValid(date)) return value;
  return DATE_ONLY.test(value) ? format(date, 'MMM d, yyyy') : formatBusinessDate(date);
}
