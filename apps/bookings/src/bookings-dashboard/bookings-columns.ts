// The All table's columns by priority (docs/areas/bookings.md#the-all-table): Customer, Date, Time, Status and Edit
// are always there and keep their width; the others are optional (the person's choice, remembered) and shrink
// first. Each column's track is a share of the width with a floor, so the table fits its box from 1024 px.
import type { BookingsSortKey } from '@inspection/bookings-domain';
import type { OptionalColumn } from '@inspection/ui';

export type BookingColumnKey = 'customer' | 'seller' | 'vehicle' | 'location' | 'date' | 'time' | 'type' | 'inspector' | 'status' | 'edit';
export type OptionalBookingColumn = 'seller' | 'vehicle' | 'location' | 'type' | 'inspector';

export interface BookingColumn {
  key: BookingColumnKey;
  /** The header's text ('' for Edit, whose header is read as 'Actions'). */
  label: string;
  /** The grid track: a floor and a share of what is left. */
  track: string;
  /** The order its header sorts by, if it sorts. */
  sort?: Exclude<BookingsSortKey, 'upcoming'>;
  optional?: boolean;
}

export const BOOKING_COLUMNS: readonly BookingColumn[] = [
  { key: 'customer', label: 'Customer', track: 'minmax(5rem, 1.4fr)', sort: 'customer' },
  { key: 'seller', label: 'Seller', track: 'minmax(3.5rem, 1fr)', optional: true },
  { key: 'vehicle', label: 'Vehicle', track: 'minmax(3.5rem, 1fr)', sort: 'vehicle', optional: true },
  { key: 'location', label: 'Location', track: 'minmax(3.5rem, 1.3fr)', optional: true },
  { key: 'date', label: 'Date', track: 'minmax(3.75rem, 0.8fr)', sort: 'date' },
  { key: 'time', label: 'Time', track: 'minmax(4.25rem, 0.8fr)' },
  { key: 'type', label: 'Inspection Type', track: 'minmax(3.5rem, 1fr)', sort: 'type', optional: true },
  { key: 'inspector', label: 'Inspector', track: 'minmax(3.5rem, 1fr)', sort: 'inspector', optional: true },
  { key: 'status', label: 'Status', track: 'minmax(5.25rem, 0.7fr)', sort: 'status' },
  // Edit is an icon below 1280 px and 'Edit' from there (--edit-track is set on the table).
  { key: 'edit', label: '', track: 'var(--edit-track)' },
];

const optionalColumns = (roomy: boolean): readonly OptionalColumn<OptionalBookingColumn>[] =>
  BOOKING_COLUMNS.filter((c) => c.optional).map((c) => ({ key: c.key as OptionalBookingColumn, label: c.label, shownByDefault: roomy || c.key !== 'inspector' }));

/**
 * The optional ones for the 'Columns' menu, shown until the person hides them; Inspector (the lowest priority, not
 * one of the dashboard's first columns) is shown by default from 1280 px, where there is room for it.
 */
export const OPTIONAL_BOOKING_COLUMNS = { roomy: optionalColumns(true), narrow: optionalColumns(false) };

/** From this width Inspector is shown unless hidden. */
export const ROOMY_TABLE_WIDTH = 1280;

/** Where the choice is kept in this browser. */
export const BOOKING_COLUMNS_STORAGE_KEY = 'bookings.columns';

/** The columns shown, in order, and their grid template. */
export function shownBookingColumns(isShown: (key: OptionalBookingColumn) => boolean) {
  const columns = BOOKING_COLUMNS.filter((c) => !c.optional || isShown(c.key as OptionalBookingColumn));
  return { columns, template: columns.map((c) => c.track).join(' ') };
}
