import { describe, expect, it } from 'vitest';
import { callLink, inspectionButtonLabel, mapLink, nextBookingId } from './inspector-day';

const at = (hhmm: string) => `2026-11-25T${hhmm}:00+04:00`;
const booking = (id: string, from: string, to: string, status = 'scheduled') => ({ id, status, start_time: at(from), end_time: at(to) });

describe('the inspector\'s day', () => {
  it('makes the first unfinished booking not yet over the next one', () => {
    const day = [booking('a', '08:00', '09:30', 'completed'), booking('b', '10:00', '11:00'), booking('c', '12:00', '13:00')];
    expect(nextBookingId(day, Date.parse(at('07:00')))).toBe('b'); // a is done already
    expect(nextBookingId(day, Date.parse(at('10:30')))).toBe('b'); // under way
    expect(nextBookingId(day, Date.parse(at('11:00')))).toBe('c');
    expect(nextBookingId(day, Date.parse(at('13:00')))).toBeNull();
    expect(nextBookingId([booking('d', '09:00', '10:00', 'in_progress')], Date.parse(at('09:30')))).toBe('d');
  });

  it('links the map by coordinates, else by address, and dials the number', () => {
    expect(mapLink({ latitude: 25.08, longitude: 55.14, reversegeocoded_address: 'Dubai Marina' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=25.08,55.14',
    );
    expect(mapLink({ latitude: null, longitude: null, reversegeocoded_address: 'Al Quoz 3, Dubai' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Al%20Quoz%203%2C%20Dubai',
    );
    expect(mapLink({ latitude: null, longitude: null, reversegeocoded_address: ' ' })).toBeNull();
    expect(callLink('050 123-4567')).toBe('tel:0501234567');
  });

  it('starts, continues or shows the inspection by the booking\'s status', () => {
    expect(inspectionButtonLabel('scheduled')).toBe('Start Inspection');
    expect(inspectionButtonLabel('pending')).toBe('Start Inspection');
    expect(inspectionButtonLabel('in_progress')).toBe('Continue Inspection');
    expect(inspectionButtonLabel('completed')).toBe('View Inspection');
  });
});
