import { formatBusinessDate, formatBusinessTime } from '@inspection/shared-domain';

/** 'Nov 5, 2026 02:30 PM' in the business zone; the sheet's text when it does not parse. */
export function formatCallTime(ms: number, raw: string): string {
  if (!Number.isFinite(ms)) return raw || '—';
  const instant = new Date(ms);
  return `${formatBusinessDate(instant)} ${formatBusinessTime(instant)}`;
}
