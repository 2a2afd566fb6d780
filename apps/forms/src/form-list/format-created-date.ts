import { format } from 'date-fns';

/** Date-only display ('MMM d, yyyy'); empty shows 'N/A', unparseable 'Invalid Date'. */
export function formatCreatedDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : format(date, 'MMM d, yyyy');
}
