// How the Date & Time step shows each of the day's times (docs/areas/bookings.md#slots):
// booked times read '(Booked)' and only an admin may pick one (in red, to override); staff see a
// customer's held time as '(Held)'; past times are unavailable without a label.
import type { TimeSlot } from './booking';
import { rangesOverlap } from './overlap';

export interface SlotButton {
  chosen: boolean;
  booked: boolean;
  held: boolean;
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
  const taken = !slot.is_available && start > now;
  const held = taken && staff && holds.some((h) => rangesOverlap(start, end, Date.parse(h.slot_start), Date.parse(h.slot_end)));
  const booked = taken && !held;
  const canOverride = isAdmin && booked;
  return {
    chosen: chosenStart !== null && Date.parse(chosenStart) === start,
    booked,
    held,
    canOverride,
    disabled: !slot.is_available && !canOverride,
  };
}
