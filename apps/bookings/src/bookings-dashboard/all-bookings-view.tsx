// The All view's states over the pages of matching bookings: loading, the error in red, 'No bookings found.', or the
// bookings: a table from 1024 px, cards below (docs/areas/bookings.md#the-all-table). The first page is the one the
// shell's route started reading (see bookingsQueries.firstPage), upcoming first.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { businessDay } from '@inspection/shared-domain';
import { UPCOMING_FIRST, type BookingsOrder, type BookingsSortKey } from '@inspection/bookings-domain';
import { pagesOfRows, useBookingsPages, weekBookingsQueryOptions, type BookingsFilter } from '@inspection/bookings-data-access';
import { BOOKINGS_PAGE_SIZE } from '@inspection/platform-manifest';
import { Button, ColumnChooser, Spinner, useMinWidth, useRememberedColumns } from '@inspection/ui';
import { BookingsTable } from './bookings-table';
import { BookingsCards } from './bookings-cards';
import { BookingsOrderSelect } from './bookings-order-select';
import { BOOKING_COLUMNS_STORAGE_KEY, OPTIONAL_BOOKING_COLUMNS, ROOMY_TABLE_WIDTH, shownBookingColumns } from './bookings-columns';

/** A header's press: the sorted column reverses, another sorts A–Z (Date: oldest first). */
export const nextBookingsOrder = (order: BookingsOrder, key: Exclude<BookingsSortKey, 'upcoming'>): BookingsOrder =>
  order.key === key ? { key, descending: !order.descending } : { key, descending: false };

export function AllBookingsView({ filter }: { filter: Omit<BookingsFilter, 'order'> }) {
  const [order, setOrder] = useState<BookingsOrder>(UPCOMING_FIRST);
  const [inView, setInView] = useState<readonly number[]>([0]);
  const onPagesInView = useCallback((first: number, last: number) => {
    setInView(pagesOfRows(first * BOOKINGS_PAGE_SIZE, last * BOOKINGS_PAGE_SIZE));
  }, []);
  const ordered = useMemo(() => ({ ...filter, order }), [filter, order]);
  const { first, total, rowAt } = useBookingsPages(ordered, inView);
  const wide = useMinWidth();
  const optional = OPTIONAL_BOOKING_COLUMNS[useMinWidth(ROOMY_TABLE_WIDTH) ? 'roomy' : 'narrow'];
  const { isShown, setShown } = useRememberedColumns(BOOKING_COLUMNS_STORAGE_KEY, optional);
  const { columns, template } = shownBookingColumns(isShown);
  // Once the list is in, this week's bookings are read for Date Wise (a few dozen rows), so it opens at once.
  const queryClient = useQueryClient();
  const loaded = first.isSuccess;
  useEffect(() => {
    if (loaded) void queryClient.prefetchQuery(weekBookingsQueryOptions(businessDay(new Date())));
  }, [loaded, queryClient]);

  if (first.isPending) return <Spinner label="Loading bookings..." className="py-10" />;
  if (first.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {first.error.message || 'Failed to load bookings'}
      </p>
    );
  }
  if (total === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">No bookings found.</p>;
  }
  const scrollKey = `${filter.search}\n${filter.inspector}\n${filter.status ?? ''}\n${order.key}\n${order.descending}`;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {!wide && <BookingsOrderSelect order={order} onChange={setOrder} />}
        {wide && order.key !== 'upcoming' && (
          <Button variant="ghost" size="sm" onClick={() => setOrder(UPCOMING_FIRST)}>
            Upcoming first
          </Button>
        )}
        {wide && <ColumnChooser columns={optional} isShown={isShown} setShown={setShown} />}
      </div>
      {wide ? (
        <BookingsTable total={total} rowAt={rowAt} onPagesInView={onPagesInView} scrollKey={scrollKey} columns={columns} template={template} order={order} onSort={(key) => setOrder((o) => nextBookingsOrder(o, key))} />
      ) : (
        <BookingsCards total={total} rowAt={rowAt} onPagesInView={onPagesInView} scrollKey={scrollKey} />
      )}
    </div>
  );
}
