// One booking in the All table (docs/areas/bookings.md#the-all-table): a cell per shown column, Customer and Edit
// sticky at the row's ends. The row opens the booking (click, Enter); while focus is in it, cut values unfold.
import { useNavigate } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import type { BookingWithType } from '@inspection/bookings-domain';
import { FRESH_ROW_CLASS, cn, stickyCellClass } from '@inspection/ui';
import { useFreshRow } from '@inspection/supabase-client';
import type { BookingColumn } from './bookings-columns';
import { bookingCell } from './booking-cells';

export const BOOKINGS_ROW_HEIGHT = 76;
const ROW = 'absolute inset-x-0 grid items-center gap-x-1.5 border-b border-slate-100 bg-white px-2 xl:gap-x-3 xl:px-4';

export interface BookingsTableRowProps {
  booking: BookingWithType;
  /** The row's place in the list. */
  index: number;
  /** Where the virtualiser puts it. */
  top: number;
  columns: readonly BookingColumn[];
  template: string;
}

export function BookingsTableRow({ booking: b, index, top, columns, template }: BookingsTableRowProps) {
  const navigate = useNavigate();
  const last = columns.length - 1;
  // A booking just added or changed is tinted for a few seconds (docs/architecture/realtime.md#the-live-console).
  const fresh = useFreshRow(b.id);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      tabIndex={0}
      data-testid="booking-row"
      data-fresh={fresh || undefined}
      onClick={() => navigate(bookingsPaths.details.to({ id: b.id }))}
      onKeyDown={(e) => e.target === e.currentTarget && e.key === 'Enter' && navigate(bookingsPaths.details.to({ id: b.id }))}
      className={cn(
        ROW,
        'group/row h-19 min-w-fit cursor-pointer hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600',
        'focus-within:z-[1] focus-within:h-auto focus-within:min-h-19 focus-within:py-2 focus-within:shadow-md',
        FRESH_ROW_CLASS,
      )}
      style={{ transform: `translateY(${top}px)`, gridTemplateColumns: template }}
    >
      {columns.map((column, i) => (
        <div key={column.key} role="cell" className={cn('min-w-0 self-stretch content-center bg-inherit', stickyCellClass(i === 0 ? 'start' : i === last ? 'end' : undefined))}>
          {bookingCell(column.key, b)}
        </div>
      ))}
    </div>
  );
}

/** A row whose page is still on its way (a fast scroll past the rows read so far): grey bars in the row's place. */
export function LoadingBookingsRow({ index, top }: { index: number; top: number }) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-busy="true"
      data-testid="booking-row-loading"
      className="absolute inset-x-0 flex h-19 items-center gap-3 border-b border-slate-100 px-4"
      style={{ transform: `translateY(${top}px)` }}
    >
      <span role="cell" className="sr-only">
        Loading booking…
      </span>
      <span className="h-3 w-40 animate-pulse rounded bg-slate-100" aria-hidden="true" />
      <span className="h-3 w-64 animate-pulse rounded bg-slate-100" aria-hidden="true" />
    </div>
  );
}
