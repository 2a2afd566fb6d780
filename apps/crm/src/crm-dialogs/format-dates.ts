import { format, isValid, parseISO } from 'date-fns';

/** 'Nov 23, 2026' for a date or timestamp; '—' when empty. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : value;
}
