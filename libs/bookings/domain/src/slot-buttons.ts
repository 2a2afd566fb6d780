// How the Date & Time step shows each of the day's times (docs/areas/bookings.md#slots):
// booked times read '(Booked)' and only an admin may pick one (in red, to override); staff see a
// customer's held time as '(Held)'; an hour nobody works is closed, never booked (customers do not see it, staff
// read '(Closed)' and an admin may still override it); past times are unavailable without a label.
import type { TimeSlot } from './booking';
import { rangesOverlap } from './overlap';

export interface SlotButton {
  chosen: boolean;
  booked: boolean;
  held: boolean;
  /** No inspector works it (and it is not past). */
  closed: boolean;
  /** An admin may pick it after 'Override Booked Slot?'. */
  canOverride: boolean;
  disabled: boolean;
}

export interface SlotButtonContext {
  chosenStart: string | null;
  /** Customers' holds (staff only). */
  holds: { slot_start: string; slot_end: string }[];
  isAdmin: boolean;
  staff: boolean;
  now: number;
}

export function slotButton(slot: TimeSlot, { chosenStart, holds, isAdmin, staff, now }: SlotButtonContext): SlotButton {
  const start = Date.parse(slot.slot_start);
  const end = Date.parse(slot.slot_end);
  const closed = !slot.is_available && slot.is_open === false && start > now;
  const taken = !slot.is_available && start > now && !closed;
  const held = taken && staff && holds.some((h) => rangesOverlap(start, end, Date.parse(h.slot_start), Date.parse(h.slot_end)));
  const booked = taken && !held;
  const canOverride = isAdmin && (booked || closed);
  return {
    chosen: chosenStart !== null && Date.parse(chosenStart) === start,
    booked,
    held,
    closed,
    canOverride,
    disabled: !slot.is_available && !canOverride,
  };
}
