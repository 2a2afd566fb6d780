// Date Wise: the chosen day's bookings as a list (time range, customer, make and model, inspection type); one just
// added or changed is tinted a while (docs/architecture/realtime.md#the-live-console).
import { useNavigate } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import { inspectionTypeName, type BookingWithType } from '@inspection/bookings-domain';
import { formatTimeRange } from '@inspection/shared-domain';
import { useFreshRows } from '@inspection/supabase-client';
import { FRESH_ROW_CLASS, cn } from '@inspection/ui';

export function DayBookingsList({ ofDay }: { ofDay: readonly BookingWithType[] }) {
  const navigate = useNavigate();
  const fresh = useFreshRows();
  if (ofDay.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">No bookings for this date.</p>;
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Bookings of the day">
      {ofDay.map((b) => (
        <li key={b.id}>
          <button
            type="button"
            onClick={() => navigate(bookingsPaths.details.to({ id: b.id }))}
            data-fresh={fresh.has(b.id) || undefined}
            className={cn('flex w-full flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm hover:border-blue-300', FRESH_ROW_CLASS)}
          >
            <span className="w-44 font-medium text-blue-700">{formatTimeRange(b.start_time, b.end_time)}</span>
            <span className="font-medium text-slate-900">{b.customer_name}</span>
            <span className="text-slate-600">
              {b.vehicle_make} {b.vehicle_model}
            </span>
            <span className="text-slate-500 sm:ml-auto">{inspectionTypeName(b.inspection_types)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
