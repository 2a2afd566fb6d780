// What a submit of the booking wizard does (docs/areas/bookings.md#booking-validation): the details are checked,
// then the with-location choices; an admin's override first lists the bookings it overlaps; then one write.
import type { BookingWithType, BookingWrite } from './booking';
import type { UserError } from '@inspection/shared-domain';
import { bookingError, validateBookingDetails, type BookingDetailsValues } from './booking-validation';
import { overlappingBookings } from './overlap';
import { missingChoice, submitLabel } from './wizard-rules';
import { toBookingWrite, wizardChoice, type ChosenSlot, type WizardMode, type WizardState } from './wizard-state';

export type SubmitReview =
  /** The error is shown under the step and as a toast; the fields are marked. */
  | { outcome: 'refused'; error: UserError; fields: (keyof BookingDetailsValues)[] }
  /** An override: the day's bookings are read first, to list the ones it overlaps. */
  | { outcome: 'checkOverlaps'; write: BookingWrite; day: string; slot: ChosenSlot }
  | { outcome: 'write'; write: BookingWrite };

export function reviewSubmit(state: WizardState, now: Date = new Date(), mode: WizardMode = 'create'): SubmitReview {
  const checked = validateBookingDetails(state.details, now, { publicNames: mode === 'public' });
  if (!checked.ok) return { outcome: 'refused', error: checked.error, fields: checked.fields };
  const missing = missingChoice(state.bookingType, wizardChoice(state));
  if (missing) return { outcome: 'refused', error: { key: missing }, fields: [] };
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

/** The database's refusal of the write as shown: its key (a clash is errors.slotTaken), else errors.updateFailed / errors.failed. */
export function writeError(mode: WizardMode, error: unknown): UserError {
  return bookingError(error, mode === 'edit' ? 'errors.updateFailed' : 'errors.failed');
}
