// The bookings remote's screen queries (see screen-query.ts), owned by the bookings team: here, not in the remote,
// because the shell starts them from the manifest and libs/bookings/data-access reads them too.
import type { ScreenQuery } from '../screen-query';

/** The booking columns the screens read, with the type's name and price and the inspector's name. */
export const BOOKING_COLUMNS =
  'id, customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year, notes, location_address, reversegeocoded_address, inspection_type_id, latitude, longitude, start_time, end_time, status, seller_name, seller_phone, is_override, language, created_at, inspection_types(name, name_en, current_price, duration_minutes), inspector_id, inspectors(full_name)';

/** Rows per page of the All table: a screenful is ~10, so the first page covers the first paint and some scrolling. */
export const BOOKINGS_PAGE_SIZE = 100;

export const bookingsQueries = {
  /**
   * The All table's first page, unfiltered: `list_bookings` answers {total, rows} (rows shaped as BOOKING_COLUMNS
   * reads them, upcoming first: docs/areas/bookings.md#the-all-table). The dashboard reads further pages, searches
   * and other orders with the same call.
   */
  firstPage: {
    key: ['bookings', 'list'],
    rpc: 'list_bookings',
    args: { p_search: '', p_inspector: '', p_offset: 0, p_limit: BOOKINGS_PAGE_SIZE, p_sort: 'upcoming', p_descending: false },
    staleTime: 5_000,
  },
  /** The summary cards' counts over every booking (`booking_summary`: {total, upcoming, completed}); read by the screen, not the route. */
  summary: {
    key: ['bookings', 'summary'],
    rpc: 'booking_summary',
    args: {},
    staleTime: 5_000,
  },
} as const satisfies Record<string, ScreenQuery>;
