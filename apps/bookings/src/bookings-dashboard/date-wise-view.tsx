// The Date Wise view: a strip of 7 days with a count each, previous/next week (7 days), and the
// chosen day's bookings: as lanes per inspector (who is busy when), then as a list. It reads the strip's week only
// (useWeekBookings, a few dozen rows) and applies the dashboard's search, Inspector and Status filters to it.
import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { bookingsOfDay, buildWeekStrip, matchesBookingSearch, matchesInspector, matchesStatus, shiftWeek } from '@inspection/bookings-domain';
import { businessDay } from '@inspection/shared-domain';
import { useInspectors, useWeekBookings, weekBookingsQueryOptions, type BookingsFilter } from '@inspection/bookings-data-access';
import { Button, Spinner, cn } from '@inspection/ui';
import { DayLanesView } from './day-lanes-view';
import { DayBookingsList } from './day-bookings-list';

export function DateWiseView({ filter }: { filter: BookingsFilter }) {
  const today = businessDay(new Date());
  const [firstDay, setFirstDay] = useState(today);
  const [selected, setSelected] = useState(today);
  const week = useWeekBookings(firstDay);
  const queryClient = useQueryClient();
  // The weeks either side are read once this one is in, so Previous and Next show at once.
  useEffect(() => {
    if (!week.isSuccess) return;
    for (const direction of [-1, 1] as const) void queryClient.prefetchQuery(weekBookingsQueryOptions(shiftWeek(firstDay, direction)));
  }, [week.isSuccess, firstDay, queryClient]);
  const bookings = useMemo(
    () => (week.data ?? []).filter((b) => matchesBookingSearch(b, filter.search) && matchesInspector(b, filter.inspector) && matchesStatus(b, filter.status)),
    [week.data, filter.search, filter.inspector, filter.status],
  );
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
              aria-label={`${d.weekday} ${d.month} ${d.dayOfMonth}: ${week.isSuccess ? `${d.count} bookings` : 'loading'}`}
              onClick={() => setSelected(d.day)}
              className={cn(
                'flex flex-col items-center rounded-lg border px-1 py-2 text-xs transition-colors sm:text-sm',
                d.day === selected ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-200 bg-white text-slate-700 hover:border-blue-300',
              )}
            >
              <span className="font-medium">{d.weekday}</span>
              <span className="text-base font-semibold sm:text-lg">{d.dayOfMonth}</span>
              {week.isSuccess ? (
                <span className={cn('mt-0.5 rounded-full px-1.5 text-[11px]', d.day === selected ? 'bg-white/20' : d.count ? 'bg-blue-50 text-blue-700' : 'text-slate-400')} data-testid="day-count">
                  {d.count}
                </span>
              ) : (
                <span className="mt-0.5 px-1.5 text-[11px] opacity-60" aria-hidden="true">
                  ·
                </span>
              )}
            </button>
          ))}
        </div>
        <Button variant="outline" size="icon" aria-label="Next week" onClick={() => move(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {week.isPending ? (
        <Spinner label="Loading bookings..." className="py-10" />
      ) : week.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {week.error.message || 'Failed to load bookings'}
        </p>
      ) : (
        <>
          <DayLanesView ofDay={ofDay} team={team.data ?? []} day={selected} />
          <DayBookingsList ofDay={ofDay} />
        </>
      )}
    </div>
  );
}
