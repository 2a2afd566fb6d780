// Admins see the day's bookings beside the times (customer, time range, make and model).
import { formatTimeRange } from '@inspection/shared-domain';
import { type BookingWithType } from '@inspection/bookings-domain';

export function DayBookingsList({ bookings }: { bookings: BookingWithType[] | undefined }) {
  return (
    <section aria-labelledby="days-bookings">
      <h3 id="days-bookings" className="mb-2 text-sm font-semibold text-slate-900">
        Bookings on this day
      </h3>
      {bookings && bookings.length === 0 && <p className="text-sm text-slate-500">No bookings for this date.</p>}
      <ul className="flex flex-col gap-1">
        {(bookings ?? []).map((b) => (
          <li key={b.id} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
            <span className="font-medium text-slate-900">{b.customer_name}</span>
            <span className="text-slate-500"> · {formatTimeRange(b.start_time, b.end_time)} · {b.vehicle_make} {b.vehicle_model}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
