// The wizard's choices, how an existing booking pre-fills them, and what they write.
import { EMPTY_DETAILS, bookingTypeOf, type BookingDetailsValues, type BookingType, type BookingWithType, type LocationSelection, type NormalisedDetails } from '@inspection/bookings-domain';
import { businessDay } from '@inspection/shared-domain';
import type { BookingWrite } from '@inspection/bookings-data-access';

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
  details: BookingDetailsValues;
}

export function initialWizardState(booking?: BookingWithType): WizardState {
  if (!booking) {
    return {
      bookingType: 'with_location', stepIndex: 0, inspectionTypeId: null, location: null, directions: '', day: null, slot: null,
      isOverride: false, details: EMPTY_DETAILS,
    };
  }
  const location: LocationSelection | null =
    booking.latitude !== null && booking.longitude !== null
      ? {
          id: `booking-${booking.id}`,
          name: booking.reversegeocoded_address ?? '',
          address: booking.reversegeocoded_address ?? '',
          latitude: booking.latitude,
          longitude: booking.longitude,
          displayText: booking.reversegeocoded_address ?? '',
        }
      : null;
  const text = (v: string | number | null) => (v === null || v === undefined ? '' : String(v));
  return {
    bookingType: bookingTypeOf(booking),
    stepIndex: 0,
    inspectionTypeId: booking.inspection_type_id,
    location,
    directions: booking.location_address ?? '',
    day: booking.start_time ? businessDay(booking.start_time) : null,
    slot: booking.start_time && booking.end_time ? { start: booking.start_time, end: booking.end_time } : null,
    isOverride: booking.is_override,
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
    },
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
  };
}
