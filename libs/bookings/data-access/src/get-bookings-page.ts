import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { UPCOMING_FIRST, type BookingsOrder, type BookingWithType } from '@inspection/bookings-domain';
import { BOOKINGS_PAGE_SIZE, bookingsQueries, screenQueryKey, type ScreenRpcQuery } from '@inspection/platform-manifest';
import { defaultClient, readScreenQuery, type Client } from '@inspection/supabase-client';

/** One page of the All table: the rows and how many bookings match in all. */
export interface BookingsPage {
  total: number;
  rows: BookingWithType[];
}

/**
 * The dashboard's search (every word must match), Inspector filter ('' everyone, 'none', or an inspector's id) and
 * Status filter ('' or absent: every status), and the All table's order (upcoming first when absent).
 */
export interface BookingsFilter {
  search: string;
  inspector: string;
  status?: string;
  order?: BookingsOrder;
}

export const NO_BOOKINGS_FILTER: BookingsFilter = { search: '', inspector: '' };

/** The words as the database compares them: one space between, lower case (so 'Sara ' and 'sara' share a page). */
export const normaliseBookingsSearch = (search: string) => search.trim().toLowerCase().split(/\s+/).filter(Boolean).join(' ');

/**
 * Page `page` (from 0) of the bookings that match, in the filter's order. Page 0 unfiltered, upcoming first, is the
 * manifest's screen query, which the shell starts with the route to /booking: the dashboard finds it in flight.
 */
export function bookingsPageQuery(filter: BookingsFilter, page: number): ScreenRpcQuery {
  return {
    ...bookingsQueries.firstPage,
    args: {
      p_search: normaliseBookingsSearch(filter.search),
      p_inspector: filter.inspector,
      p_offset: page * BOOKINGS_PAGE_SIZE,
      p_limit: BOOKINGS_PAGE_SIZE,
      p_sort: (filter.order ?? UPCOMING_FIRST).key,
      p_descending: (filter.order ?? UPCOMING_FIRST).descending,
      // Only when filtering, so the unfiltered first page is the very query the shell's route started.
      ...(filter.status ? { p_status: filter.status } : {}),
    },
  };
}

export function getBookingsPage(filter: BookingsFilter, page: number, client: Client = defaultClient()): Promise<BookingsPage> {
  return readScreenQuery<BookingsPage>(bookingsPageQuery(filter, page), client);
}

export function bookingsPageQueryOptions(filter: BookingsFilter, page: number) {
  const query = bookingsPageQuery(filter, page);
  return queryOptions({ queryKey: screenQueryKey(query), queryFn: () => getBookingsPage(filter, page), staleTime: query.staleTime });
}

/** The pages that hold rows `first` to `last` (indexes in the whole list). */
export function pagesOfRows(first: number, last: number): number[] {
  const from = Math.floor(Math.max(0, first) / BOOKINGS_PAGE_SIZE);
  const to = Math.floor(Math.max(first, last) / BOOKINGS_PAGE_SIZE);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The All table's data: page 0 (the total and the first rows; while a new filter is read, the previous answer stays
 * on screen) and the pages of the rows in view, read as the user scrolls to them. rowAt(i) is undefined until
 * its page has arrived.
 */
export function useBookingsPages(filter: BookingsFilter, visiblePages: readonly number[]) {
  const first = useQuery({ ...bookingsPageQueryOptions(filter, 0), placeholderData: keepPreviousData });
  const total = first.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / BOOKINGS_PAGE_SIZE) - 1);
  const pages = first.isPlaceholderData ? [] : visiblePages.filter((p) => p > 0 && p <= lastPage);
  const more = useQueries({ queries: pages.map((p) => bookingsPageQueryOptions(filter, p)) });
  const rowAt = (index: number): BookingWithType | undefined => {
    const page = Math.floor(index / BOOKINGS_PAGE_SIZE);
    const data = page === 0 ? first.data : more[pages.indexOf(page)]?.data;
    return data?.rows[index - page * BOOKINGS_PAGE_SIZE];
  };
  return { first, total, rowAt };
}
