// The cards' order (below 1024 px there are no headers to press): the same orders as the table's headers
// (docs/areas/bookings.md#the-all-table).
import type { BookingsOrder } from '@inspection/bookings-domain';

const ORDERS: { label: string; order: BookingsOrder }[] = [
  { label: 'Upcoming first', order: { key: 'upcoming', descending: false } },
  { label: 'Date, oldest first', order: { key: 'date', descending: false } },
  { label: 'Date, newest first', order: { key: 'date', descending: true } },
  { label: 'Customer A–Z', order: { key: 'customer', descending: false } },
  { label: 'Customer Z–A', order: { key: 'customer', descending: true } },
  { label: 'Status', order: { key: 'status', descending: false } },
  { label: 'Inspector', order: { key: 'inspector', descending: false } },
];
const valueOf = (o: BookingsOrder) => `${o.key}:${o.descending ? 'desc' : 'asc'}`;

export function BookingsOrderSelect({ order, onChange }: { order: BookingsOrder; onChange: (order: BookingsOrder) => void }) {
  const value = valueOf(order);
  const known = ORDERS.some((o) => valueOf(o.order) === value);
  return (
    <select
      aria-label="Sort bookings"
      value={known ? value : valueOf(ORDERS[0].order)}
      onChange={(e) => onChange(ORDERS.find((o) => valueOf(o.order) === e.target.value)?.order ?? ORDERS[0].order)}
      className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-800 sm:text-sm"
    >
      {ORDERS.map((o) => (
        <option key={valueOf(o.order)} value={valueOf(o.order)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
