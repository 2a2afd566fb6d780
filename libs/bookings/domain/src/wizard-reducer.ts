// The booking wizard as a state machine (docs/areas/bookings.md#the-wizard): what each choice,
// Next, Back and each stage of a submit do to the state. Pure: the screen runs the requests
// (hold, overlap check, write) and reports their outcome as events.
import type { BookingDetailsValues } from './booking-validation';
import type { UserError } from '@inspection/shared-domain';
import type { BookingType, BookingWithType, LocationSelection } from './booking';
import { canLeaveStep } from './wizard-rules';
import { currentStep, stepsOf, wizardChoice, type ChosenSlot, type WizardState } from './wizard-state';
import type { SubmitReview } from './wizard-submit';

export type WizardEvent =
  /** Changing the booking type starts again at step 1. */
  | { type: 'bookingTypeChanged'; bookingType: BookingType }
  /** Choosing a card advances; a different type lasts differently, so its time is chosen again. */
  | { type: 'inspectionTypeChosen'; inspectionTypeId: string }
  | { type: 'locationChosen'; location: LocationSelection }
  | { type: 'directionsChanged'; directions: string }
  /** Picking a new date clears the chosen time. */
  | { type: 'dayChosen'; day: string }
  /** Staff picked a time (an admin's booked time after 'Override Booked Slot?'), or a customer's hold was granted. */
  | { type: 'slotChosen'; slot: ChosenSlot; isOverride: boolean }
  /** A customer's time could not be held (taken meanwhile). */
  | { type: 'slotHoldFailed' }
  /** Staff picked an inspector free for the chosen time (null: let the database assign). */
  | { type: 'inspectorChosen'; inspectorId: string | null }
  | { type: 'detailsChanged'; details: BookingDetailsValues }
  | { type: 'next' }
  | { type: 'back' }
  /** The outcome of reviewSubmit: refused, or on to the overlap check or the write. */
  | { type: 'submitReviewed'; review: SubmitReview }
  /** An override clashes: 'Overlapping Bookings Found' lists them. */
  | { type: 'overlapsFound'; bookings: BookingWithType[] }
  | { type: 'overlapCheckFailed'; error: UserError }
  /** 'Yes, Book Anyway' */
  | { type: 'overlapsConfirmed' }
  | { type: 'overlapsDismissed' }
  | { type: 'writeSucceeded' }
  /** The database refused; a clash (errors.slotTaken) sends the user back to the time. */
  | { type: 'writeFailed'; error: UserError };

/** Next is enabled when the step's choice is made (a type; a location and directions; a date and a time). */
export function canGoNext(state: WizardState): boolean {
  return canLeaveStep(currentStep(state), wizardChoice(state));
}

/** Whether the event gives a customer's held time back (/book): the time it was held for is no longer chosen. */
export function releasesHeldSlot(state: WizardState, event: WizardEvent): boolean {
  switch (event.type) {
    case 'bookingTypeChanged':
    case 'dayChosen':
      return true;
    case 'inspectionTypeChosen':
      return event.inspectionTypeId !== state.inspectionTypeId;
    default:
      return false;
  }
}

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  const lastIndex = stepsOf(state).length - 1;
  switch (event.type) {
    case 'bookingTypeChanged':
      return { ...state, bookingType: event.bookingType, stepIndex: 0, error: null };
    case 'inspectionTypeChosen':
      return event.inspectionTypeId === state.inspectionTypeId
        ? { ...state, stepIndex: 1 }
        : { ...state, inspectionTypeId: event.inspectionTypeId, slot: null, isOverride: false, inspectorId: null, stepIndex: 1 };
    case 'locationChosen':
      return { ...state, location: event.location };
    case 'directionsChanged':
      return { ...state, directions: event.directions };
    case 'dayChosen':
      return { ...state, day: event.day, slot: null, isOverride: false, inspectorId: null };
    // Who is free depends on the time: a new time drops the pick.
    case 'slotChosen':
      return { ...state, slot: event.slot, isOverride: event.isOverride, inspectorId: null, error: null };
    case 'slotHoldFailed':
      return { ...state, slot: null, inspectorId: null, error: null };
    case 'inspectorChosen':
      return { ...state, inspectorId: event.inspectorId };
    case 'detailsChanged':
      return { ...state, details: event.details };
    case 'next':
      return canGoNext(state) ? { ...state, stepIndex: Math.min(state.stepIndex + 1, lastIndex) } : state;
    case 'back':
      return { ...state, stepIndex: Math.max(state.stepIndex - 1, 0) };
    case 'submitReviewed':
      return reviewed(state, event.review);
    case 'overlapsFound':
      return { ...state, busy: false, overlapping: event.bookings };
    case 'overlapCheckFailed':
      return { ...state, busy: false, error: event.error };
    case 'overlapsConfirmed':
      return { ...state, busy: true, error: null };
    case 'overlapsDismissed':
      return { ...state, overlapping: null };
    case 'writeSucceeded':
      return { ...state, busy: false, overlapping: null };
    case 'writeFailed':
      return writeFailed(state, event.error);
  }
}

function reviewed(state: WizardState, review: SubmitReview): WizardState {
  if (review.outcome === 'refused') return { ...state, busy: false, error: review.error, invalid: review.fields };
  return { ...state, busy: true, error: null, invalid: [] };
}

function writeFailed(state: WizardState, error: UserError): WizardState {
  const failed = { ...state, busy: false, overlapping: null, error };
  if (error.key !== 'errors.slotTaken') return failed;
  const datetime = stepsOf(state).indexOf('datetime');
  return { ...failed, slot: null, isOverride: false, inspectorId: null, stepIndex: datetime >= 0 ? datetime : state.stepIndex };
}
