// Step Date & Time: a calendar (past days disabled), a mini map of the place and 'Available Times'
// from get_available_slots. Customers cannot pick a booked time; admins see it in red and may
// override it after confirming, and see the day's bookings.
import { useState } from 'react';
import { Calendar } from '@inspection/ui/calendar';
import {
  MAP_SELECTED_ZOOM,
  businessDay,
  formatBusinessTime,
  formatTimeRange,
  isPastDay,
  rangesOverlap,
  type ChosenSlot,
  type LocationSelection,
} from '@inspection/domain';
import { useAvailableSlots, useDayBookings, useSlotHolds } from '@inspection/data';
import { Card, ConfirmDialog, cn } from '@inspection/ui';
import { BookingMap } from '../map/booking-map';

export interface DateTimeStepProps {
  inspectionTypeId: string;
  location: LocationSelection | null;
  day: string | null;
  slot: ChosenSlot | null;
  isAdmin: boolean;
  /** Staff see customers' holds (no holds table for anonymous customers). */
  staff: boolean;
  excludeBookingId: string | null;
  onDay: (day: string) => void;
  onSlot: (slot: ChosenSlot, isOverride: boolean) => void;
}

const toLocalDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const fromLocalDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function DateTimeStep({ inspectionTypeId, location, day, slot, isAdmin, staff, excludeBookingId, onDay, onSlot }: DateTimeStepProps) {
  const today = businessDay(new Date());
  const slots = useAvailableSlots(day, inspectionTypeId, excludeBookingId);
  const dayBookings = useDayBookings(day, isAdmin);
  const holds = useSlotHolds(day, staff);
  const [overrideCandidate, setOverrideCandidate] = useState<ChosenSlot | null>(null);

  const isHeld = (start: string, end: string) =>
    (holds.data ?? []).some((h) => rangesOverlap(Date.parse(start), Date.parse(end), Date.parse(h.slot_start), Date.parse(h.slot_end)));
  const isPast = (start: string) => Date.parse(start) <= Date.now();
  const anyAvailable = (slots.data ?? []).some((s) => s.is_available);

  return (
    <div className="grid gap-4 lg:grid-cols-[auto_1fr]">
      <div className="flex flex-col gap-4">
        <Card className="w-fit p-2">
          <Calendar
            selected={day ? toLocalDate(day) : undefined}
            onSelect={(date) => date && onDay(fromLocalDate(date))}
            disabled={(date) => isPastDay(fromLocalDate(date), today)}
            required
          />
        </Card>
        {location && (
          <BookingMap
            label="Inspection location"
            latitude={location.latitude}
            longitude={location.longitude}
            zoom={MAP_SELECTED_ZOOM}
            marker
            className="h-40 w-full lg:w-[19rem]"
          />
        )}
      </div>
      <div className="flex flex-col gap-4">
        <section aria-labelledby="available-times">
          <h3 id="available-times" className="mb-2 text-sm font-semibold text-slate-900">
            Available Times
          </h3>
          {!day && <p className="text-sm text-slate-500">Choose a date to see the available times.</p>}
          {day && slots.isPending && <p className="text-sm text-slate-500">Loading available slots...</p>}
          {day && slots.isError && <p className="text-sm text-red-600">Failed to load available slots</p>}
          {day && slots.data && !anyAvailable && <p className="mb-2 text-sm text-slate-500">No available slots for this date</p>}
          {day && slots.data && (anyAvailable || isAdmin) && (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
              {slots.data.map((s) => {
                const chosen = slot?.start !== undefined && Date.parse(slot.start) === Date.parse(s.slot_start);
                const past = isPast(s.slot_start);
                const held = !s.is_available && !past && staff && isHeld(s.slot_start, s.slot_end);
                const booked = !s.is_available && !past && !held;
                const canOverride = isAdmin && booked;
                return (
                  <button
                    key={s.slot_start}
                    type="button"
                    disabled={!s.is_available && !canOverride}
                    aria-pressed={chosen}
                    onClick={() => {
                      const choice = { start: s.slot_start, end: s.slot_end };
                      if (s.is_available) onSlot(choice, false);
                      else setOverrideCandidate(choice);
                    }}
                    className={cn(
                      'h-10 rounded-lg border px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed',
                      chosen
                        ? 'border-blue-600 bg-blue-600 text-white'
                        : s.is_available
                          ? 'border-slate-300 bg-white text-slate-800 hover:border-blue-400 hover:bg-blue-50'
                          : canOverride
                            ? 'border-red-300 bg-red-50 text-red-700 hover:bg-red-100'
                            : 'border-slate-200 bg-slate-50 text-slate-400',
                    )}
                  >
                    {formatBusinessTime(s.slot_start)}
                    {booked && <span className="text-xs"> (Booked)</span>}
                    {held && <span className="text-xs"> (Held)</span>}
                  </button>
                );
              })}
            </div>
          )}
        </section>
        {isAdmin && day && (
          <section aria-labelledby="days-bookings">
            <h3 id="days-bookings" className="mb-2 text-sm font-semibold text-slate-900">
              Bookings on this day
            </h3>
            {dayBookings.data && dayBookings.data.length === 0 && <p className="text-sm text-slate-500">No bookings for this date.</p>}
            <ul className="flex flex-col gap-1">
              {(dayBookings.data ?? []).map((b) => (
                <li key={b.id} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
                  <span className="font-medium text-slate-900">{b.customer_name}</span>
                  <span className="text-slate-500"> · {formatTimeRange(b.start_time, b.end_time)} · {b.vehicle_make} {b.vehicle_model}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <ConfirmDialog
        open={overrideCandidate !== null}
        title="Override Booked Slot?"
        message="This time is already booked. Book it anyway as an admin override?"
        confirmLabel="Override"
        onConfirm={() => {
          if (overrideCandidate) onSlot(overrideCandidate, true);
          setOverrideCandidate(null);
        }}
        onCancel={() => setOverrideCandidate(null)}
      />
    </div>
  );
}
