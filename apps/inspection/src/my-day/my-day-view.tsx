import { useMemo, useState } from 'react';
import { useDayInspectors, useInspectorDay, useMyInspectorId } from '@inspection/inspection-data-access';
import { nextBookingId } from '@inspection/inspection-domain';
import type { StaffRole } from '@inspection/platform-manifest';
import { businessDay, formatBusinessLongDate, zonedTime } from '@inspection/shared-domain';
import { EmptyState, ErrorBox, PageSpinner } from '@inspection/ui';
import { DayBookingCard } from './day-booking-card';
import { DaySwitch } from './day-switch';

export const NOT_LINKED = 'Your account is not linked to an inspector. Ask an admin to link it on Settings, Inspectors.';
export const NO_BOOKINGS = 'No inspections booked for this day';

export interface MyDayViewProps {
  role: StaffRole;
  /** The clock (tests fix it). */
  now?: () => number;
}

/** The inspector's day: their bookings of the chosen day in time order, the next one standing out. */
export function MyDayView({ role, now = Date.now }: MyDayViewProps) {
  const office = role !== 'inspector';
  const today = useMemo(() => businessDay(new Date(now())), [now]);
  const [day, setDay] = useState(today);
  const [picked, setPicked] = useState<string | null>(null);
  const mine = useMyInspectorId();
  const team = useDayInspectors(office);
  const inspectorId = picked ?? mine.data ?? (office ? (team.data?.find((i) => i.active)?.id ?? null) : null);
  const bookings = useInspectorDay(inspectorId, day);
  const next = day === today ? nextBookingId(bookings.data ?? [], now()) : day > today ? (bookings.data?.[0]?.id ?? null) : null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 text-slate-950">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">My Day</h1>
        <p className="text-lg font-medium">{formatBusinessLongDate(zonedTime(day, '12:00'))}</p>
        {office && (
          <label className="flex flex-col gap-1 text-base font-semibold">
            Inspector
            <select
              className="min-h-12 rounded-lg border-2 border-slate-900 bg-white px-3 text-base"
              value={inspectorId ?? ''}
              onChange={(e) => setPicked(e.target.value)}
            >
              {(team.data ?? []).map((i) => (
                <option key={i.id} value={i.id}>
                  {i.full_name}
                  {i.active ? '' : ' (inactive)'}
                </option>
              ))}
            </select>
          </label>
        )}
        <DaySwitch today={today} day={day} onDay={setDay} />
      </header>
      {mine.isPending || (office && team.isPending) ? (
        <PageSpinner />
      ) : !inspectorId ? (
        <EmptyState title={NOT_LINKED} />
      ) : bookings.isError ? (
        <ErrorBox>{(bookings.error as Error).message}</ErrorBox>
      ) : bookings.isPending ? (
        <PageSpinner />
      ) : bookings.data.length === 0 ? (
        <EmptyState title={NO_BOOKINGS} />
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Bookings">
          {bookings.data.map((b) => (
            <li key={b.id}>
              <DayBookingCard booking={b} isNext={b.id === next} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
