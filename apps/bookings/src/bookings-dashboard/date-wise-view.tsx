// The Date Wise view: a strip of 7 days with a count each, previous/next week (7 days), and the
// chosen day's bookings: as lanes per inspector (who is busy when), then as a list.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { bookingsOfDay, buildWeekStrip, inspectionTypeName, shiftWeek, type BookingWithType } from '@inspection/bookings-domain';
import { businessDay, formatTimeRange } from '@inspection/shared-domain';
import { useInspectors } from '@inspection/bookings-data-access';
import { Button, cn } from '@inspection/ui';
import { DayLanesView } from './day-lanes-view';

export function DateWiseView({ bookings }: { bookings: BookingWithType[] }) {
  const navigate = useNavigate();
  const today = businessDay(new Date());
  const [firstDay, setFirstDay] = useState(today);
  const [selected, setSelected] = useState(today);
  const strip = useMemo(() => buildWeekStrip(firstDay, bookings), [firstDay, bookings]);
  const ofDay = useMemo(() => bookingsOfDay(bookings, selected), [bookings, selected]);
  const team = useInspectors();
  const move = (direction: -1 | 1) => {
    const first = shiftWeek(firstDay, direction);
    setFirstDay(first);
    setSelected(first);
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" aria-label="Previous week" onClick={() => move(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div role="tablist" aria-label="Week" className="grid flex-1 grid-cols-7 gap-1 sm:gap-2">
          {strip.map((d) => (
            <button
              key={d.day}
              type="button"
              role="tab"
              aria-selected={d.day === selected}
              aria-label={`${d.weekday} ${d.month} ${d.dayOfMonth}: ${d.count} bookings`}
              onClick={() => setSelected(d.day)}
              className={cn(
                'flex flex-col items-center rounded-lg border px-1 py-2 text-xs transition-colors sm:text-sm',
                d.day === selected ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-200 bg-white text-slate-700 hover:border-blue-300',
              )}
            >
              <span className="font-medium">{d.weekday}</span>
              <span className="text-base font-semibold sm:text-lg">{d.dayOfMonth}</span>
              <span className={cn('mt-0.5 rounded-full px-1.5 text-[11px]', d.day === selected ? 'bg-white/20' : d.count ? 'bg-blue-50 text-blue-700' : 'text-slate-400')} data-testid="day-count">
                {d.count}
              </span>
            </button>
          ))}
        </div>
        <Button variant="outline" size="icon" aria-label="Next week" onClick={() => move(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <DayLanesView ofDay={ofDay} team={team.data ?? []} day={selected} />
      {ofDay.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">No bookings for this date.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Bookings of the day">
          {ofDay.map((b) => (
            <li key={b.id}>
              <button
                type="button"
                onClick={() => navigate(bookingsPaths.details.to({ id: b.id }))}
                className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm hover:border-blue-300"
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
      )}
    </div>
  );
}
