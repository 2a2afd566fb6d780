import { describe, expect, it } from 'vitest';
import { overlappingBookings, rangesOverlap } from './overlap';

const at = (hhmm: string, day = '2026-12-01') => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

describe('overlapping bookings', () => {
  it('treats ranges as half-open: back to back does not overlap', () => {
    expect(rangesOverlap(0, 10, 10, 20)).toBe(false);
    expect(rangesOverlap(0, 11, 10, 20)).toBe(true);
  });
  it('lists the overlapping bookings of a chosen slot', () => {
    const bookings = [
      { id: 'a', start_time: at('10:00'), end_time: at('11:00'), status: 'scheduled' },
      { id: 'b', start_time: at('11:00'), end_time: at('12:00'), status: 'scheduled' },
      { id: 'c', start_time: at('10:00'), end_time: at('12:00'), status: 'cancelled' },
    ];
    expect(overlappingBookings(at('10:30'), at('11:30'), bookings).map((b) => b.id)).toEqual(['a', 'b']);
    expect(overlappingBookings(at('09:00'), at('10:00'), bookings)).toEqual([]);
  });
});
