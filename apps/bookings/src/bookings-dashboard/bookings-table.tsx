// The All view from 1024 px (docs/areas/bookings.md#the-all-table): the bookings that match in a virtualised grid
// table (role table/row/columnheader/cell on every level). The columns share the box's width, so it fits from
// 1024 px; when the person shows more than fit it scrolls sideways with Customer and Edit in view. Headers sort.
import type { BookingWithType, BookingsOrder } from '@inspection/bookings-domain';
import { SortButton, cn, stickyCellClass } from '@inspection/ui';
import { BookingsTableRow, LoadingBookingsRow, BOOKINGS_ROW_HEIGHT } from './bookings-table-row';
import type { BookingColumn } from './bookings-columns';
import { useVirtualBookings, type VirtualBookingsOptions } from './use-virtual-bookings';

export interface BookingsTableProps extends Omit<VirtualBookingsOptions, 'size'> {
  rowAt: (index: number) => BookingWithType | undefined;
  columns: readonly BookingColumn[];
  /** The columns' grid template (shownBookingColumns). */
  template: string;
  order: BookingsOrder;
  onSort: (key: NonNullable<BookingColumn['sort']>) => void;
}

function ariaSortOf(column: BookingColumn, order: BookingsOrder) {
  if (order.key === 'upcoming') return column.key === 'date' ? 'other' : 'none';
  return column.sort === order.key ? (order.descending ? 'descending' : 'ascending') : 'none';
}

export function BookingsTable({ rowAt, columns, template, order, onSort, ...virtual }: BookingsTableProps) {
  const { scroller, items, totalSize } = useVirtualBookings({ ...virtual, size: BOOKINGS_ROW_HEIGHT });
  const last = columns.length - 1;
  return (
    <div
      ref={scroller}
      role="table"
      aria-label="Bookings"
      aria-rowcount={virtual.total + 1}
      aria-colcount={columns.length}
      className="max-h-[min(70vh,40rem)] overflow-auto rounded-xl border border-slate-200 bg-white text-[13px] [--edit-track:5rem] xl:text-sm xl:[--edit-track:7.25rem]"
    >
      <div role="rowgroup" className="sticky top-0 z-[2] min-w-fit">
        <div role="row" aria-rowindex={1} className="grid items-center gap-x-1.5 border-b border-slate-200 bg-slate-50 px-2 py-2 text-xs font-semibold text-slate-600 xl:gap-x-3 xl:px-4" style={{ gridTemplateColumns: template }}>
          {columns.map((column, i) => {
            const sort = column.sort;
            const sorted = ariaSortOf(column, order);
            return (
              <span key={column.key} role="columnheader" aria-sort={sort ? sorted : undefined} className={cn('min-w-0 bg-inherit', stickyCellClass(i === 0 ? 'start' : i === last ? 'end' : undefined))}>
                {sort ? (
                  <SortButton label={column.label} direction={sorted === 'ascending' || sorted === 'descending' ? sorted : undefined} onSort={() => onSort(sort)} />
                ) : (
                  column.label || <span className="sr-only">Actions</span>
                )}
              </span>
            );
          })}
        </div>
      </div>
      <div role="rowgroup" className="relative min-w-fit" style={{ height: totalSize }}>
        {items.map((item) => {
          const booking = rowAt(item.index);
          return booking ? (
            <BookingsTableRow key={booking.id} booking={booking} index={item.index} top={item.start} columns={columns} template={template} />
          ) : (
            <LoadingBookingsRow key={`loading-${item.index}`} index={item.index} top={item.start} />
          );
        })}
      </div>
    </div>
  );
}
