import { describe, expect, it } from 'vitest';
import { bookingTypeOf, canLeaveStep, isPastDay, missingChoice, submitLabel, wizardSteps, type WizardChoice } from './wizard-rules';

const empty: WizardChoice = { inspectionTypeId: null, location: null, directions: '', day: null, slotStart: null };
const place = { id: 'p', name: 'Dubai Marina', address: 'Dubai Marina, Dubai', latitude: 25.08, longitude: 55.14, displayText: 'Dubai Marina' };

describe('wizard steps', () => {
  it('has 4 steps with a location and 2 without', () => {
    expect(wizardSteps('with_location')).toEqual(['type', 'location', 'datetime', 'details']);
    expect(wizardSteps('without_location')).toEqual(['type', 'details']);
  });
  it('leaves a step only when its choice is made', () => {
    expect(canLeaveStep('type', empty)).toBe(false);
    expect(canLeaveStep('type', { ...empty, inspectionTypeId: 't' })).toBe(true);
    expect(canLeaveStep('location', { ...empty, location: place })).toBe(false);
    expect(canLeaveStep('location', { ...empty, location: place, directions: '  ' })).toBe(false);
    expect(canLeaveStep('location', { ...empty, location: place, directions: 'Gate 2' })).toBe(true);
    expect(canLeaveStep('datetime', { ...empty, day: '2026-12-01' })).toBe(false);
    expect(canLeaveStep('datetime', { ...empty, day: '2026-12-01', slotStart: 'x' })).toBe(true);
  });
  it('names what is missing before a with-location submit', () => {
    expect(missingChoice('without_location', empty)).toBeNull();
    expect(missingChoice('with_location', empty)).toBe('errors.location');
    expect(missingChoice('with_location', { ...empty, location: place })).toBe('errors.directions');
    expect(missingChoice('with_location', { ...empty, location: place, directions: 'x' })).toBe('errors.dateTime');
  });
  it('labels the submit and tells the type of a stored booking', () => {
    expect(submitLabel('with_location')).toBe('Confirm Booking');
    expect(submitLabel('without_location')).toBe('Submit Request');
    expect(bookingTypeOf({ start_time: null, latitude: null })).toBe('without_location');
    expect(bookingTypeOf({ start_time: '2026-12-01T06:00:00Z', latitude: null })).toBe('with_location');
  });
  it('disables past days', () => {
    expect(isPastDay('2026-11-22', '2026-11-23')).toBe(true);
    expect(isPastDay('2026-11-23', '2026-11-23')).toBe(false);
  });
});
