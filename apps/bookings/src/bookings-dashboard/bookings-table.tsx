// The All view: every booking in a virtualised table (only the visible rows are in the page, so
// 5,000 bookings paint as fast as 50). A row opens the booking; Edit opens its edit page.
import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { BookingWithType } from '@inspection/bookings-domain';
import { BOOKINGS_GRID, BOOKINGS_ROW_HEIGHT, BookingsTableRow } from './bookings-table-row';

const COLUMNS = ['Customer', 'Seller', 'Vehicle', 'Location', 'Date', 'Time', 'Inspection Type', 'Inspector', 'Status', ''];

export function BookingsTable({ bookings }: { bookings: BookingWithType[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: bookings.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => BOOKINGS_ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1200, height: 640 },
  });
  return (
    <div
      ref={scroller}
      role="table"
      aria-label="Bookings"
      aria-rowcount={bookings.length + 1}
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
          {virtualizer.getVirtualItems().map((item) => (
            <BookingsTableRow key={bookings[item.index].id} booking={bookings[item.index]} index={item.index} top={item.start} />
          ))}
        </div>
      </div>
    </div>
  );
}
