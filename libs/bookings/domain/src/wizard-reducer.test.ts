// The booking wizard's state machine with the product's texts and numbers: docs/areas/bookings.md#the-wizard,
// docs/areas/bookings.md#booking-validation and docs/areas/bookings.md#admin-override.
import { describe, expect, it } from 'vitest';
import type { BookingWithType, LocationSelection } from './booking';
import { canGoNext, releasesHeldSlot, wizardReducer, type WizardEvent } from './wizard-reducer';
import { currentStep, initialWizardState, toPublicBookingRequest, type WizardState } from './wizard-state';
import { englishErrorText } from '@inspection/shared-domain';
import { overlapsToConfirm, reviewSubmit, submitButtonLabel, writeError } from './wizard-submit';

const place: LocationSelection = { id: 'p', name: 'Dubai Marina', address: 'Dubai Marina, Dubai', latitude: 25.08, longitude: 55.14, displayText: 'Dubai Marina' };
const ten = { start: '2026-12-01T06:00:00.000Z', end: '2026-12-01T07:30:00.000Z' }; // 10:00-11:30 in Dubai, 90 minutes
const details = {
  customer_name: ' Ana Lopez ', customer_email: '', customer_phone: '0501234567', vehicle_make: 'Kia', vehicle_model: 'Rio',
  vehicle_year: '2020', seller_name: '', seller_phone: '', notes: '', language: 'en',
};
const now = new Date('2026-11-25T12:00:00Z');

const run = (state: WizardState, ...events: WizardEvent[]) => events.reduce(wizardReducer, state);
/** A with-location booking with every choice made, on the Details step. */
const chosen = () =>
  run(
    initialWizardState(),
    { type: 'inspectionTypeChosen', inspectionTypeId: 't1' },
    { type: 'locationChosen', location: place },
    { type: 'directionsChanged', directions: 'Tower 2, gate B' },
    { type: 'next' },
    { type: 'dayChosen', day: '2026-12-01' },
    { type: 'slotChosen', slot: ten, isOverride: false },
    { type: 'next' },
    { type: 'detailsChanged', details },
  );

function stored(extra: Partial<BookingWithType> = {}): BookingWithType {
  return {
    id: 'b1', customer_name: 'Omar', customer_email: null, customer_phone: '0501112233', vehicle_make: 'Toyota', vehicle_model: 'Camry',
    vehicle_year: 2019, notes: null, location_address: null, reversegeocoded_address: null, inspection_type_id: 't1', latitude: null,
    longitude: null, start_time: null, end_time: null, status: 'scheduled', seller_name: null, seller_phone: null, is_override: false,
    created_at: '', inspection_types: null, ...extra,
  };
}

describe('booking wizard steps', () => {
  it('starts with a location at step 1 of 4; without a location it has 2 steps', () => {
    const state = initialWizardState();
    expect(state.bookingType).toBe('with_location');
    expect(currentStep(state)).toBe('type');
    const without = wizardReducer(state, { type: 'bookingTypeChanged', bookingType: 'without_location' });
    expect(currentStep(without)).toBe('type');
    expect(currentStep(wizardReducer(without, { type: 'inspectionTypeChosen', inspectionTypeId: 't1' }))).toBe('details');
  });

  it('choosing a type card advances to the next step', () => {
    const state = wizardReducer(initialWizardState(), { type: 'inspectionTypeChosen', inspectionTypeId: 't1' });
    expect(state.stepIndex).toBe(1);
    expect(currentStep(state)).toBe('location');
  });

  it('Next stays disabled until a location and directions exist, then advances one step', () => {
    let state = wizardReducer(initialWizardState(), { type: 'inspectionTypeChosen', inspectionTypeId: 't1' });
    expect(canGoNext(state)).toBe(false);
    expect(wizardReducer(state, { type: 'next' })).toBe(state);
    state = wizardReducer(state, { type: 'locationChosen', location: place });
    expect(canGoNext(state)).toBe(false);
    state = wizardReducer(state, { type: 'directionsChanged', directions: '   ' });
    expect(canGoNext(state)).toBe(false);
    state = run(state, { type: 'directionsChanged', directions: 'Tower 2, gate B' }, { type: 'next' });
    expect(currentStep(state)).toBe('datetime');
    expect(canGoNext(state)).toBe(false);
    state = wizardReducer(state, { type: 'dayChosen', day: '2026-12-01' });
    expect(canGoNext(state)).toBe(false);
    state = run(state, { type: 'slotChosen', slot: ten, isOverride: false }, { type: 'next' });
    expect(currentStep(state)).toBe('details');
    expect(wizardReducer(state, { type: 'next' }).stepIndex).toBe(3);
  });

  it('Back goes one step back and never before step 1', () => {
    const state = chosen();
    expect(currentStep(wizardReducer(state, { type: 'back' }))).toBe('datetime');
    expect(run(initialWizardState(), { type: 'back' }).stepIndex).toBe(0);
  });

  it('changing the booking type resets to step 1 and gives a held time back', () => {
    const state = chosen();
    const event: WizardEvent = { type: 'bookingTypeChanged', bookingType: 'without_location' };
    expect(wizardReducer(state, event).stepIndex).toBe(0);
    expect(releasesHeldSlot(state, event)).toBe(true);
  });

  it('picking a new date clears the chosen time (and an override)', () => {
    const state = run(chosen(), { type: 'slotChosen', slot: ten, isOverride: true }, { type: 'dayChosen', day: '2026-12-02' });
    expect(state).toMatchObject({ day: '2026-12-02', slot: null, isOverride: false });
    expect(releasesHeldSlot(chosen(), { type: 'dayChosen', day: '2026-12-02' })).toBe(true);
  });

  it('another inspection type clears the time; the same type keeps it', () => {
    const state = chosen();
    expect(wizardReducer(state, { type: 'inspectionTypeChosen', inspectionTypeId: 't1' })).toMatchObject({ stepIndex: 1, slot: ten });
    expect(releasesHeldSlot(state, { type: 'inspectionTypeChosen', inspectionTypeId: 't1' })).toBe(false);
    expect(wizardReducer(state, { type: 'inspectionTypeChosen', inspectionTypeId: 't2' })).toMatchObject({ stepIndex: 1, slot: null, isOverride: false });
    expect(releasesHeldSlot(state, { type: 'inspectionTypeChosen', inspectionTypeId: 't2' })).toBe(true);
  });

  it('a time that could not be held is no longer chosen', () => {
    expect(wizardReducer(chosen(), { type: 'slotHoldFailed' }).slot).toBeNull();
  });
});

describe('booking wizard submit', () => {
  it("labels the submit 'Confirm Booking', 'Submit Request' or 'Update Booking'", () => {
    expect(submitButtonLabel('create', { bookingType: 'with_location' })).toBe('Confirm Booking');
    expect(submitButtonLabel('public', { bookingType: 'without_location' })).toBe('Submit Request');
    expect(submitButtonLabel('edit', { bookingType: 'with_location' })).toBe('Update Booking');
  });

  it("refuses missing required fields with 'Please fill in all required fields' and marks them", () => {
    const state = wizardReducer(chosen(), { type: 'detailsChanged', details: { ...details, customer_name: ' ', vehicle_year: '' } });
    const review = reviewSubmit(state, now);
    expect(review).toEqual({ outcome: 'refused', error: { key: 'errors.required' }, fields: ['customer_name', 'vehicle_year'] });
    const refused = wizardReducer(state, { type: 'submitReviewed', review });
    expect(refused).toMatchObject({ error: { key: 'errors.required' }, invalid: ['customer_name', 'vehicle_year'], busy: false });
    expect(englishErrorText(refused.error!)).toBe('Please fill in all required fields');
  });

  it('keeps the year between 1900 and next calendar year', () => {
    const year = (vehicle_year: string) => reviewSubmit(wizardReducer(chosen(), { type: 'detailsChanged', details: { ...details, vehicle_year } }), now);
    const refused = year('1899');
    expect(refused).toEqual({ outcome: 'refused', error: { key: 'errors.year', params: { min: 1900, max: 2027 } }, fields: ['vehicle_year'] });
    expect(refused.outcome === 'refused' && englishErrorText(refused.error)).toBe('Vehicle year must be between 1900 and 2027');
    expect(year('2028').outcome).toBe('refused');
    expect(year('1900').outcome).toBe('write');
    expect(year('2027').outcome).toBe('write');
  });

  it('with a location, needs the location, the directions, the date and the time', () => {
    const base = { ...initialWizardState(), inspectionTypeId: 't1', details };
    expect(reviewSubmit(base, now)).toMatchObject({ error: { key: 'errors.location' }, fields: [] });
    expect(reviewSubmit({ ...base, location: place }, now)).toMatchObject({ error: { key: 'errors.directions' } });
    expect(reviewSubmit({ ...base, location: place, directions: 'x' }, now)).toMatchObject({ error: { key: 'errors.dateTime' } });
    expect(reviewSubmit({ ...base, bookingType: 'without_location' }, now).outcome).toBe('write');
  });

  it('writes the trimmed details with place and time; without a location, neither', () => {
    const review = reviewSubmit(chosen(), now);
    expect(review).toEqual({
      outcome: 'write',
      write: {
        customer_name: 'Ana Lopez', customer_email: null, customer_phone: '+971501234567', vehicle_make: 'Kia', vehicle_model: 'Rio',
        vehicle_year: 2020, seller_name: null, seller_phone: null, notes: null, inspection_type_id: 't1', latitude: 25.08, longitude: 55.14,
        reversegeocoded_address: 'Dubai Marina, Dubai', location_address: 'Tower 2, gate B', start_time: ten.start, end_time: ten.end,
        is_override: false, language: 'en',
      },
    });
    const without = reviewSubmit(wizardReducer(chosen(), { type: 'bookingTypeChanged', bookingType: 'without_location' }), now);
    expect(without).toMatchObject({ outcome: 'write', write: { latitude: null, start_time: null, end_time: null, location_address: null, is_override: false } });
    expect(wizardReducer(chosen(), { type: 'submitReviewed', review })).toMatchObject({ busy: true, error: null, invalid: [] });
  });

  it("on /book: the hold goes with the request, never an override or an end", () => {
    const review = reviewSubmit(chosen(), now);
    if (review.outcome !== 'write') throw new Error('expected a write');
    const request = toPublicBookingRequest(chosen(), review.write, 'hold-1');
    expect(request).toMatchObject({ booking_type: 'with_location', hold_id: 'hold-1', start_time: ten.start });
    expect(request).not.toHaveProperty('is_override');
    expect(request).not.toHaveProperty('end_time');
  });

  it("an admin's override lists the bookings it overlaps ('Overlapping Bookings Found') before 'Yes, Book Anyway'", () => {
    const state = wizardReducer(chosen(), { type: 'slotChosen', slot: ten, isOverride: true });
    const review = reviewSubmit(state, now);
    expect(review).toMatchObject({ outcome: 'checkOverlaps', day: '2026-12-01', slot: ten, write: { is_override: true } });
    const booked = stored({ id: 'x', customer_name: 'Booked Already', start_time: '2026-12-01T05:30:00.000Z', end_time: '2026-12-01T07:00:00.000Z' });
    const later = stored({ id: 'y', start_time: '2026-12-01T07:30:00.000Z', end_time: '2026-12-01T09:00:00.000Z' });
    expect(overlapsToConfirm(state, [booked, later])).toEqual([booked]);
    let s = run(state, { type: 'submitReviewed', review }, { type: 'overlapsFound', bookings: [booked] });
    expect(s).toMatchObject({ busy: false, overlapping: [booked] });
    s = run(s, { type: 'overlapsConfirmed' });
    expect(s.busy).toBe(true);
    expect(run(s, { type: 'writeSucceeded' })).toMatchObject({ busy: false, overlapping: null });
    expect(run(state, { type: 'overlapsFound', bookings: [booked] }, { type: 'overlapsDismissed' }).overlapping).toBeNull();
  });

  it('an edited booking never overlaps itself', () => {
    const own = stored({ start_time: ten.start, end_time: ten.end, latitude: 25.08, longitude: 55.14 });
    expect(overlapsToConfirm(initialWizardState(own), [own])).toEqual([]);
  });

  it('a clash (23P01 bookings_no_overlap) reads as the slot text and sends the user back to Date & Time with no time chosen', () => {
    const error = writeError('create', { code: '23P01', message: 'conflicting key value violates exclusion constraint "bookings_no_overlap"' });
    expect(englishErrorText(error)).toBe('This time slot is no longer available. Please select a different time.');
    const state = run(chosen(), { type: 'slotChosen', slot: ten, isOverride: true }, { type: 'writeFailed', error });
    expect(state).toMatchObject({ error: { key: 'errors.slotTaken' }, slot: null, isOverride: false, busy: false });
    expect(currentStep(state)).toBe('datetime');
  });

  it("other refusals stay on Details with the database's message, else 'Failed to process booking' / 'Failed to update booking'", () => {
    const shown = (mode: 'create' | 'public' | 'edit', e: unknown) => englishErrorText(writeError(mode, e));
    expect(shown('create', {})).toBe('Failed to process booking');
    expect(shown('public', null)).toBe('Failed to process booking');
    expect(shown('edit', {})).toBe('Failed to update booking');
    expect(shown('edit', new Error('Could not find booking to update'))).toBe('Could not find booking to update');
    const state = wizardReducer(chosen(), { type: 'writeFailed', error: { key: 'errors.failed' } });
    expect(state).toMatchObject({ error: { key: 'errors.failed' }, slot: ten });
    expect(currentStep(state)).toBe('details');
  });

  it('an overlap check that fails shows why and stops', () => {
    expect(wizardReducer({ ...chosen(), busy: true }, { type: 'overlapCheckFailed', error: { key: 'errors.failed', text: 'Network down' } })).toMatchObject({
      busy: false,
      error: { text: 'Network down' },
    });
  });
});

describe('booking wizard edit', () => {
  it('pre-fills a stored booking without a location: 2 steps, its values as text', () => {
    const state = initialWizardState(stored());
    expect(state).toMatchObject({ bookingType: 'without_location', stepIndex: 0, inspectionTypeId: 't1', location: null, slot: null, bookingId: 'b1' });
    expect(state.details).toMatchObject({ customer_name: 'Omar', customer_email: '', vehicle_year: '2019' });
    expect(reviewSubmit(state, now)).toMatchObject({ outcome: 'write', write: { customer_name: 'Omar', customer_email: null, vehicle_year: 2019 } });
  });

  it('pre-fills a stored booking with a location: its point, directions, business day and time', () => {
    const state = initialWizardState(
      stored({ latitude: 25.08, longitude: 55.14, reversegeocoded_address: 'Dubai Marina, Dubai', location_address: 'Gate 1', start_time: '2026-11-30T20:30:00.000Z', end_time: '2026-11-30T22:00:00.000Z', is_override: true }),
    );
    expect(state).toMatchObject({ bookingType: 'with_location', directions: 'Gate 1', day: '2026-12-01', isOverride: true });
    expect(state.location).toMatchObject({ address: 'Dubai Marina, Dubai', latitude: 25.08, longitude: 55.14 });
  });
});

describe('booking wizard inspector choice', () => {
  it('writes the inspector staff picked for the chosen time, and none when left to the database', () => {
    expect(reviewSubmit(chosen(), now)).toMatchObject({ outcome: 'write' });
    const automatic = reviewSubmit(chosen(), now);
    expect(automatic.outcome === 'write' && 'inspector_id' in automatic.write).toBe(false);
    const picked = run(chosen(), { type: 'inspectorChosen', inspectorId: 'i2' });
    expect(reviewSubmit(picked, now)).toMatchObject({ outcome: 'write', write: { inspector_id: 'i2', start_time: ten.start } });
  });

  it('drops the pick when the time or the day changes (who is free depends on it)', () => {
    const picked = run(chosen(), { type: 'inspectorChosen', inspectorId: 'i2' });
    expect(run(picked, { type: 'slotChosen', slot: ten, isOverride: false }).inspectorId).toBeNull();
    expect(run(picked, { type: 'dayChosen', day: '2026-12-02' }).inspectorId).toBeNull();
    expect(run(picked, { type: 'writeFailed', error: { key: 'errors.slotTaken' } }).inspectorId).toBeNull();
  });

  it("an edit keeps the customer's language, and writes the one staff choose", () => {
    const edit = initialWizardState(stored({ language: 'ar' }));
    expect(edit.details.language).toBe('ar');
    expect(reviewSubmit(edit, now)).toMatchObject({ outcome: 'write', write: { language: 'ar' } });
    const english = run(edit, { type: 'detailsChanged', details: { ...edit.details, language: 'en' } });
    expect(reviewSubmit(english, now)).toMatchObject({ outcome: 'write', write: { language: 'en' } });
  });

  it('an edit keeps the stored inspector unless staff pick another; /book never sends one', () => {
    const edit = initialWizardState(
      stored({ latitude: 25.08, longitude: 55.14, location_address: 'Gate 1', start_time: ten.start, end_time: ten.end, inspector_id: 'i1' }),
    );
    const review = reviewSubmit(edit, now);
    expect(review.outcome).toBe('write');
    expect(review.outcome === 'write' && 'inspector_id' in review.write).toBe(false);
    const moved = reviewSubmit(run(edit, { type: 'inspectorChosen', inspectorId: 'i3' }), now);
    expect(moved).toMatchObject({ write: { inspector_id: 'i3' } });
    const picked = run(chosen(), { type: 'inspectorChosen', inspectorId: 'i2' });
    const write = reviewSubmit(picked, now);
    expect(write.outcome === 'write' && 'inspector_id' in toPublicBookingRequest(picked, write.write, null)).toBe(false);
  });
});
