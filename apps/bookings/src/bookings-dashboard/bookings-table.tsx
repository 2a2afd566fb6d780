// The All view: the bookings that match, in a virtualised table (only the visible rows are in the page). The rows
// come a page at a time (useBookingsPages): the table is as tall as all of them from the first page on, and a row
// whose page has not arrived yet shows as loading until it does. A row opens the booking; Edit opens its edit page.
import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { BookingWithType } from '@inspection/bookings-domain';
import { BOOKINGS_PAGE_SIZE } from '@inspection/platform-manifest';
import { BOOKINGS_GRID, BOOKINGS_ROW_HEIGHT, BookingsTableRow, LoadingBookingsRow } from './bookings-table-row';

const COLUMNS = ['Customer', 'Seller', 'Vehicle', 'Location', 'Date', 'Time', 'Inspection Type', 'Inspector', 'Status', ''];

export interface BookingsTableProps {
  total: number;
  rowAt: (index: number) => BookingWithType | undefined;
  /** Called with the first and last page of the rows in view, whenever either changes. */
  onPagesInView: (first: number, last: number) => void;
  /** Another search or filter: the table goes back to its first row. */
  scrollKey: string;
}

export function BookingsTable({ total, rowAt, onPagesInView, scrollKey }: BookingsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => BOOKINGS_ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1200, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const firstPage = Math.floor((items[0]?.index ?? 0) / BOOKINGS_PAGE_SIZE);
  const lastPage = Math.floor((items[items.length - 1]?.index ?? 0) / BOOKINGS_PAGE_SIZE);
  useEffect(() => onPagesInView(firstPage, lastPage), [firstPage, lastPage, onPagesInView]);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [scrollKey]);
  return (
    <div
      ref={scroller}
      role="table"
      aria-label="Bookings"
      aria-rowcount={total + 1}
      className="max-h-[min(70vh,40rem)] overflow-auto rounded-xl border border-slate-200 bg-white"
    >
      <div className="sm:min-w-max">
        <div role="row" className={`${BOOKINGS_GRID} sticky top-0 z-10 hidden sm:grid border-b border-slate-200 bg-slate-50 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500`}>
          {COLUMNS.map((c, i) => (
            <span role="columnheader" key={i}>
              {c}
            </span>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const booking = rowAt(item.index);
            return booking ? (
              <BookingsTableRow key={booking.id} booking={booking} index={item.index} top={item.start} />
            ) : (
              <LoadingBookingsRow key={`loading-${item.index}`} index={item.index} top={item.start} />
            );
          })}
        </div>
      </div>
    </div>
  );
}
