// The booking wizard's state: the choices (type, place, time, details), how an existing booking
// pre-fills them, where the user is, and what one submit writes.
import type { BookingType, BookingWithType, BookingWrite, LocationSelection, PublicBookingRequest } from './booking';
import { EMPTY_DETAILS, type BookingDetailsValues, type NormalisedDetails } from './booking-validation';
import { businessDay, type UserError } from '@inspection/shared-domain';
import { bookingTypeOf, wizardSteps, type WizardChoice, type WizardStep } from './wizard-rules';

/** Staff create (dashboard), staff edit (/booking/edit/{id}), a customer on /book. */
export type WizardMode = 'create' | 'edit' | 'public';

export interface ChosenSlot {
  start: string;
  end: string;
}

export interface WizardState {
  bookingType: BookingType;
  stepIndex: number;
  inspectionTypeId: string | null;
  location: LocationSelection | null;
  directions: string;
  day: string | null;
  slot: ChosenSlot | null;
  isOverride: boolean;
  /** Staff's pick among the inspectors free for the chosen time; null = the database assigns (or, on an edit, keeps). */
  inspectorId: string | null;
  details: BookingDetailsValues;
  /** Edit: the booking being edited (its own time never clashes with itself). */
  bookingId: string | null;
  /** Create from a CRM lead: the lead the booking is written with (bookings.lead_id moves it to inspection_scheduled). */
  leadId: string | null;
  /** The Details fields the last submit refused. */
  invalid: (keyof BookingDetailsValues)[];
  /** The error under the step (validation or the database's refusal), as a catalogue key. */
  error: UserError | null;
  /** A submit is checking overlaps or writing. */
  busy: boolean;
  /** An admin's override clashes with these bookings: 'Overlapping Bookings Found' is open. */
  overlapping: BookingWithType[] | null;
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

function storedLocation(booking: BookingWithType): LocationSelection | null {
  if (booking.latitude === null || booking.longitude === null) return null;
  const address = booking.reversegeocoded_address ?? '';
  return { id: `booking-${booking.id}`, name: address, address, latitude: booking.latitude, longitude: booking.longitude, displayText: address };
}

/** 'Book inspection' on a CRM lead: the lead and what is known of the customer and the vehicle. */
export interface WizardPrefill {
  leadId: string;
  name?: string;
  phone?: string;
  email?: string;
  make?: string;
  model?: string;
  year?: string;
}

/** A new booking starts with a location at step 1 (from a lead, with its details); an edit with the booking's values. */
export function initialWizardState(booking?: BookingWithType, prefill?: WizardPrefill | null): WizardState {
  const blank = { stepIndex: 0, invalid: [], error: null, busy: false, overlapping: null };
  if (!booking) {
    const details: BookingDetailsValues = !prefill ? EMPTY_DETAILS : {
      ...EMPTY_DETAILS, customer_name: prefill.name ?? '', customer_phone: prefill.phone ?? '', customer_email: prefill.email ?? '',
      vehicle_make: prefill.make ?? '', vehicle_model: prefill.model ?? '', vehicle_year: prefill.year ?? '',
    };
    return {
      ...blank, bookingType: 'with_location', inspectionTypeId: null, location: null, directions: '', day: null, slot: null,
      isOverride: false, inspectorId: null, details, bookingId: null, leadId: prefill?.leadId ?? null,
    };
  }
  return {
    ...blank,
    bookingType: bookingTypeOf(booking),
    inspectionTypeId: booking.inspection_type_id,
    location: storedLocation(booking),
    directions: booking.location_address ?? '',
    day: booking.start_time ? businessDay(booking.start_time) : null,
    slot: booking.start_time && booking.end_time ? { start: booking.start_time, end: booking.end_time } : null,
    isOverride: booking.is_override,
    inspectorId: null,
    bookingId: booking.id,
    leadId: null,
    details: {
      customer_name: text(booking.customer_name),
      customer_email: text(booking.customer_email),
      customer_phone: text(booking.customer_phone),
      vehicle_make: text(booking.vehicle_make),
      vehicle_model: text(booking.vehicle_model),
      vehicle_year: text(booking.vehicle_year),
      seller_name: text(booking.seller_name),
      seller_phone: text(booking.seller_phone),
      notes: text(booking.notes),
      language: booking.language === 'ar' ? 'ar' : 'en',
    },
  };
}

/** The steps of the chosen booking type. */
export function stepsOf(state: WizardState): WizardStep[] {
  return wizardSteps(state.bookingType);
}

/** The step on screen. */
export function currentStep(state: WizardState): WizardStep {
  const steps = stepsOf(state);
  return steps[Math.min(state.stepIndex, steps.length - 1)];
}

/** What the step gates look at. */
export function wizardChoice(state: WizardState): WizardChoice {
  return {
    inspectionTypeId: state.inspectionTypeId,
    location: state.location,
    directions: state.directions,
    day: state.day,
    slotStart: state.slot?.start ?? null,
  };
}

/** The row to write: without a location, no place and no time. */
export function toBookingWrite(state: WizardState, details: NormalisedDetails): BookingWrite {
  const withLocation = state.bookingType === 'with_location';
  return {
    ...details,
    inspection_type_id: state.inspectionTypeId,
    latitude: withLocation ? (state.location?.latitude ?? null) : null,
    longitude: withLocation ? (state.location?.longitude ?? null) : null,
    reversegeocoded_address: withLocation ? (state.location?.address ?? null) : null,
    location_address: withLocation && state.directions.trim() !== '' ? state.directions.trim() : null,
    start_time: withLocation ? (state.slot?.start ?? null) : null,
    end_time: withLocation ? (state.slot?.end ?? null) : null,
    is_override: withLocation && state.isOverride,
    ...(withLocation && state.slot && state.inspectorId ? { inspector_id: state.inspectorId } : {}),
    ...(state.leadId ? { lead_id: state.leadId } : {}),
  };
}

/** On /book: the same row without override or end (the database sets the end from the type), with the hold. */
export function toPublicBookingRequest(state: WizardState, write: BookingWrite, holdId: string | null): PublicBookingRequest {
  const { is_override: _override, end_time: _end, inspector_id: _inspector, lead_id: _lead, ...rest } = write;
  return { ...rest, booking_type: state.bookingType, hold_id: holdId };
}
