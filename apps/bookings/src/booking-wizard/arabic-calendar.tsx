// The date step's calendar in Arabic: Arabic month and day names, Arabic-Indic digits (react-day-picker's own
// locale; this chunk is the date step's, loaded once the customer reaches it), and the month arrows mirrored with
// the page: previous month on the right pointing right, next on the left pointing left.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ar } from 'react-day-picker/locale';

function MirroredChevron({ orientation, className }: { orientation?: string; className?: string }) {
  const Icon = orientation === 'left' ? ChevronRight : ChevronLeft;
  return <Icon className={['size-5', className].filter(Boolean).join(' ')} aria-hidden="true" />;
}

export const arabicCalendar = { locale: ar, numerals: 'arab', components: { Chevron: MirroredChevron } } as const;
