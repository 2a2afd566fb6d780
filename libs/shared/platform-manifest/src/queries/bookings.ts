// The bookings remote's screen queries (see screen-query.ts), owned by the bookings team: here, not in the remote,
// because the shell starts them from the manifest and libs/bookings/data-access reads them too.
import type { ScreenQuery } from '../screen-query';

/** The booking columns the screens read, with the type's name and price and the inspector's name. */
export const BOOKING_COLUMNS =
  'id, customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year, notes, location_address, reversegeocoded_address, inspection_type_id, latitude, longitude, start_time, end_time, status, seller_name, seller_phone, is_override, language, created_at, inspection_types(name, name_en, current_price, duration_minutes), inspector_id, inspectors(full_name)';

export const bookingsQueries = {
  /** Every booking with its type, by start time: the dashboard at /booking filters, counts and pages them in memory. */
  list: {
    key: ['bookings', 'list'],
    table: 'bookings',
    select: BOOKING_COLUMNS,
    order: [{ column: 'start_time', ascending: true, nullsFirst: false }],
    staleTime: 5_000,
  },
} as const satisfies Record<string, ScreenQuery>;
