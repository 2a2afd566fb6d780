import { formatBusinessDate } from '@inspection/shared-domain';

/** Date-only display ('MMM d, yyyy', the business zone's day); empty shows 'N/A', unparseable 'Invalid Date'. */
export function formatCreatedDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : formatBusinessDate(date);
}
