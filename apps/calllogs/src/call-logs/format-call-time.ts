import { format } from 'date-fns';

/** 'Nov 5, 2026 02:30 PM'; the sheet's text when it does not parse. */
export function formatCallTime(ms: number, raw: string): string {
  return Number.isFinite(ms) ? format(ms, 'MMM d, yyyy hh:mm a') : raw || '—';
}
