// The booking wizard's steps: with a location 4 (Type, Location, Date & Time, Details), without 2
// (Type, Details); steps advance one by one, and changing the booking type starts again at step 1.
import type { BookingType, LocationSelection } from './booking';
import type { ErrorKey } from '@inspection/shared-domain';

export type WizardStep = 'type' | 'location' | 'datetime' | 'details';

export function wizardSteps(bookingType: BookingType): WizardStep[] {
  return bookingType === 'with_location' ? ['type', 'location', 'datetime', 'details'] : ['type', 'details'];
}

export interface WizardChoice {
  inspectionTypeId: string | null;
  location: LocationSelection | null;
  directions: string;
  day: string | null;
  slotStart: string | null;
}

/** Next is enabled: a type chosen; a location and directions; a date and a time. */
export function canLeaveStep(step: WizardStep, choice: WizardChoice): boolean {
  switch (step) {
    case 'type':
      return choice.inspectionTypeId !== null;
    case 'location':
      return choice.location !== null && choice.directions.trim() !== '';
    case 'datetime':
      return choice.day !== null && choice.slotStart !== null;
    case 'details':
      return true;
  }
}

/** Before submitting with a location: the error key of what is still missing, or null. */
export function missingChoice(bookingType: BookingType, choice: WizardChoice): ErrorKey | null {
  if (bookingType === 'without_location') return null;
  if (!choice.location) return 'errors.location';
  if (choice.directions.trim() === '') return 'errors.directions';
  if (!choice.day || !choice.slotStart) return 'errors.dateTime';
  return null;
}

/** The submit button: 'Confirm Booking' with a location, 'Submit Request' without. */
export function submitLabel(bookingType: BookingType): string {
  return bookingType === 'with_location' ? 'Confirm Booking' : 'Submit Request';
}

/** A stored booking is with-location when it has a time or coordinates. */
export function bookingTypeOf(booking: { start_time: string | null; latitude: number | null }): BookingType {
  return booking.start_time || booking.latitude !== null ? 'with_location' : 'without_location';
}

/** Calendar: days before today (business zone) are disabled. */
export function isPastDay(day: string, today: string): boolean {
  return day < today;
}
