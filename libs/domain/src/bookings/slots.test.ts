import { describe, expect, it } from 'vitest';
import { generateSlots, overlappingBookings } from './slots';

const at = (hhmm: string, day = '2026-12-01') => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

describe('slot generation in the business zone', () => {
  it('steps 15 minutes from 08:00 to the last start before 21:00, as long as the type lasts', () => {
    const slots = generateSlots('2026-12-01', 90);
    expect(slots).toHaveLength(52);
    expect(slots[0]).toEqual({ slot_start: at('08:00'), slot_end: at('09:30'), is_available: true });
    expect(slots[1].slot_start).toBe(at('08:15'));
    expect(slots.at(-1)!.slot_start).toBe(at('20:45'));
  });
  it('marks overlaps unavailable, keeps back to back, ignores cancelled and the booking being edited', () => {
    const bookings = [
      { id: 'a', start_time: at('10:00'), end_time: at('11:00'), status: 'scheduled' },
      { id: 'b', start_time: at('14:00'), end_time: at('15:00'), status: 'cancelled' },
    ];
    const slots = generateSlots('2026-12-01', 60, bookings);
    const free = (hhmm: string) => slots.find((s) => s.slot_start === at(hhmm))!.is_available;
    expect(free('09:00')).toBe(true);
    expect(free('09:15')).toBe(false);
    expect(free('10:45')).toBe(false);
    expect(free('11:00')).toBe(true);
    expect(free('14:00')).toBe(true);
    expect(generateSlots('2026-12-01', 60, bookings, { excludeBookingId: 'a' }).every((s) => s.is_available)).toBe(true);
  });
  it('marks past slots unavailable', () => {
    const slots = generateSlots('2026-12-01', 60, [], { now: new Date(at('12:00')) });
    expect(slots.filter((s) => s.is_available)[0].slot_start).toBe(at('12:15'));
  });
  it('lists the overlapping bookings of a chosen slot', () => {
    const bookings = [
      { id: 'a', start_time: at('10:00'), end_time: at('11:00'), status: 'scheduled' },
      { id: 'b', start_time: at('11:00'), end_time: at('12:00'), status: 'scheduled' },
    ];
    expect(overlappingBookings(at('10:30'), at('11:30'), bookings).map((b) => b.id)).toEqual(['a', 'b']);
    expect(overlappingBookings(at('09:00'), at('10:00'), bookings)).toEqual([]);
  });
});
