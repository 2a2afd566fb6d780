// What a submit of the booking wizard does (docs/areas/bookings.md#booking-validation): the details are checked,
// then the with-location choices; an admin's override first lists the bookings it overlaps; then one write.
import type { BookingWithType, BookingWrite } from './booking';
import { bookingErrorMessage, validateBookingDetails, type BookingDetailsValues } from './booking-validation';
import { overlappingBookings } from './overlap';
import { missingChoiceMessage, submitLabel } from './wizard-rules';
import { toBookingWrite, wizardChoice, type ChosenSlot, type WizardMode, type WizardState } from './wizard-state';

export type SubmitReview =
  /** The message is shown under the step and as a toast; the fields are marked. */
  | { outcome: 'refused'; message: string; fields: (keyof BookingDetailsValues)[] }
  /** An override: the day's bookings are read first, to list the ones it overlaps. */
  | { outcome: 'checkOverlaps'; write: BookingWrite; day: string; slot: ChosenSlot }
  | { outcome: 'write'; write: BookingWrite };

export function reviewSubmit(state: WizardState, now: Date = new Date()): SubmitReview {
  const checked = validateBookingDetails(state.details, now);
  if (!checked.ok) return { outcome: 'refused', message: checked.message, fields: checked.fields };
  const missing = missingChoiceMessage(state.bookingType, wizardChoice(state));
  if (missing) return { outcome: 'refused', message: missing, fields: [] };
  const write = toBookingWrite(state, checked.values);
  if (write.is_override && state.slot && state.day) return { outcome: 'checkOverlaps', write, day: state.day, slot: state.slot };
  return { outcome: 'write', write };
}

/** The day's bookings the chosen time overlaps (the booking being edited excepted). */
export function overlapsToConfirm(state: WizardState, dayBookings: BookingWithType[]): BookingWithType[] {
  if (!state.slot) return [];
  return overlappingBookings(state.slot.start, state.slot.end, dayBookings, state.bookingId);
}

/** 'Update Booking' when editing, else 'Confirm Booking' (with a location) or 'Submit Request'. */
export function submitButtonLabel(mode: WizardMode, state: Pick<WizardState, 'bookingType'>): string {
  return mode === 'edit' ? 'Update Booking' : submitLabel(state.bookingType);
}

/** The database's refusal as shown: a clash is the slot text; else its message, else 'Failed to update booking' / 'Failed to process booking'. */
export function writeErrorMessage(mode: WizardMode, error: unknown): string {
  return bookingErrorMessage(error, mode === 'edit' ? 'Failed to update booking' : 'Failed to process booking');
}
