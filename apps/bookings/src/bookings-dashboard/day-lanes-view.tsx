// Date Wise's resource view (docs/areas/bookings.md#bookings-dashboard): the chosen day as one lane per inspector on a shared time axis, so the
// office sees who is busy when and where there is room. Each block opens its booking.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import { dayLanes, type BookingWithType } from '@inspection/bookings-domain';
import { formatTimeRange } from '@inspection/shared-domain';

export interface DayLanesViewProps {
  ofDay: readonly BookingWithType[];
  team: readonly { id: string; full_name: string; active: boolean }[];
  day: string;
}

const hourLabel = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:00`;

export function DayLanesView({ ofDay, team, day }: DayLanesViewProps) {
  const navigate = useNavigate();
  const { lanes, from, to } = useMemo(() => dayLanes(ofDay, team, day), [ofDay, team, day]);
  const hours = Array.from({ length: (to - from) / 60 + 1 }, (_, i) => from + i * 60);
  if (lanes.length === 0) return null;
  return (
    <section aria-label="Inspectors' day" className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-3" data-testid="day-lanes">
      {/* Room at the right for the last hour label, centred on the axis end. */}
      <div className="min-w-[40rem] pr-5">
        <div className="relative ml-36 h-5 text-[11px] text-slate-500" aria-hidden="true">
          {hours.map((h) => (
            <span key={h} className="absolute -translate-x-1/2" style={{ left: `${((h - from) / (to - from)) * 100}%` }}>
              {hourLabel(h)}
            </span>
          ))}
        </div>
        {lanes.map((lane) => (
          <div key={lane.key} role="group" aria-label={`${lane.name}: ${lane.blocks.length} bookings`} className="flex items-center border-t border-slate-100 py-1.5" data-testid="inspector-lane">
            <span className="w-36 shrink-0 truncate pr-2 text-sm font-medium text-slate-800">{lane.name}</span>
            <div className="relative h-11 flex-1 rounded-md bg-slate-50">
              {lane.blocks.map(({ booking, left, width }) => (
                <button
                  key={booking.id}
                  type="button"
                  onClick={() => navigate(bookingsPaths.details.to({ id: booking.id }))}
                  aria-label={`${formatTimeRange(booking.start_time, booking.end_time)}, ${booking.customer_name}, ${lane.name}`}
                  title={`${formatTimeRange(booking.start_time, booking.end_time)} · ${booking.customer_name}`}
                  className="absolute inset-y-1 overflow-hidden rounded border border-blue-300 bg-blue-100 px-1.5 text-left text-xs font-medium text-blue-900 hover:bg-blue-200 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
                  style={{ left: `${left}%`, width: `${width}%` }}
                >
                  <span className="block truncate">{booking.customer_name}</span>
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
