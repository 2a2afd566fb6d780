// The All view's states over the pages of matching bookings: loading, the error in red, 'No bookings found.', or
// the table. The first page is the one the shell's route started reading (see bookingsQueries.firstPage).
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { businessDay } from '@inspection/shared-domain';
import { pagesOfRows, useBookingsPages, weekBookingsQueryOptions, type BookingsFilter } from '@inspection/bookings-data-access';
import { BOOKINGS_PAGE_SIZE } from '@inspection/platform-manifest';
import { Spinner } from '@inspection/ui';
import { BookingsTable } from './bookings-table';

export function AllBookingsView({ filter }: { filter: BookingsFilter }) {
  const [inView, setInView] = useState<readonly number[]>([0]);
  const onPagesInView = useCallback((first: number, last: number) => {
    setInView(pagesOfRows(first * BOOKINGS_PAGE_SIZE, last * BOOKINGS_PAGE_SIZE));
  }, []);
  const { first, total, rowAt } = useBookingsPages(filter, inView);
  // Once the table is in, this week's bookings are read for Date Wise (a few dozen rows), so it opens at once.
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
  return <BookingsTable total={total} rowAt={rowAt} onPagesInView={onPagesInView} scrollKey={`${filter.search}\n${filter.inspector}`} />;
}
