// The day's times as buttons: free ones pick, an admin's click on a booked (or closed) one asks to override. Hours no
// inspector works are left out for customers and read '(Closed)' for staff, never '(Booked)'. The grid is one Tab
// stop; the arrow keys move between the times (slot-focus.ts).
import { useState } from 'react';
import { formatBusinessTime } from '@inspection/shared-domain';
import { slotButton, type ChosenSlot, type TimeSlot } from '@inspection/bookings-domain';
import type { SlotHold } from '@inspection/bookings-data-access';
import { cn } from '@inspection/ui';
import { useBookWords } from '../public-booking/i18n/book-words';
import { moveSlotFocus, tabStopIndex } from './slot-focus';

export interface SlotGridProps {
  slots: TimeSlot[];
  chosen: ChosenSlot | null;
  holds: SlotHold[];
  isAdmin: boolean;
  staff: boolean;
  onPick: (slot: ChosenSlot) => void;
  onOverride: (slot: ChosenSlot, closed: boolean) => void;
  /** The id of the heading that names the times. */
  labelledBy?: string;
}

/** A time no inspector works (and nobody is booked in). */
export const isClosedSlot = (slot: TimeSlot) => !slot.is_available && slot.is_open === false;

export function SlotGrid({ slots: daySlots, chosen, holds, isAdmin, staff, onPick, onOverride, labelledBy }: SlotGridProps) {
  const now = Date.now();
  const slots = staff ? daySlots : daySlots.filter((slot) => !isClosedSlot(slot));
  const { t, language } = useBookWords();
  const [focused, setFocused] = useState<number | null>(null);
  const looks = slots.map((s) => slotButton(s, { chosenStart: chosen?.start ?? null, holds, isAdmin, staff, now }));
  const tabStop = tabStopIndex(looks.map((look) => !look.disabled), looks.findIndex((look) => look.chosen), focused);
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4"
      onKeyDown={(event) => {
        const moved = moveSlotFocus(event);
        if (moved !== null) setFocused(moved);
      }}
    >
      {slots.map((s, index) => {
        const look = looks[index];
        const choice = { start: s.slot_start, end: s.slot_end };
        return (
          <button
            key={s.slot_start}
            type="button"
            disabled={look.disabled}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setFocused(index)}
            aria-pressed={look.chosen}
            onClick={() => (s.is_available ? onPick(choice) : onOverride(choice, look.closed))}
            className={cn(
              'h-11 rounded-lg border px-2 lg:h-10 text-sm font-medium transition-colors disabled:cursor-not-allowed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2',
              look.chosen
                ? 'border-blue-600 bg-blue-600 text-white'
                : s.is_available
                  ? 'border-slate-300 bg-white text-slate-800 hover:border-blue-400 hover:bg-blue-50'
                  : look.canOverride
                    ? 'border-red-300 bg-red-50 text-red-700 hover:bg-red-100'
                    : 'border-slate-200 bg-slate-50 text-slate-400',
            )}
          >
            {formatBusinessTime(s.slot_start, undefined, language)}
            {look.booked && <span className="text-xs"> {t('slots.booked')}</span>}
            {look.held && <span className="text-xs"> {t('slots.held')}</span>}
            {look.closed && <span className="text-xs"> {t('slots.closed')}</span>}
          </button>
        );
      })}
    </div>
  );
}
