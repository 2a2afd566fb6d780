import { describe, expect, it } from 'vitest';
import type { BookingWithType } from './booking';
import { dayLanes, UNASSIGNED_LANE } from './day-lanes';

const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+04:00`).toISOString(); // Dubai wall time
function booking(id: string, start: string, end: string, inspector: [string, string] | null): BookingWithType {
  return {
    id, customer_name: id, customer_email: null, customer_phone: '0501112233', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020, notes: null,
    location_address: null, reversegeocoded_address: null, inspection_type_id: 't', latitude: null, longitude: null, start_time: at(start), end_time: at(end),
    status: 'scheduled', seller_name: null, seller_phone: null, is_override: false, created_at: '', inspection_types: null,
    inspector_id: inspector?.[0] ?? null, inspectors: inspector ? { full_name: inspector[1] } : null,
  };
}
const team = [
  { id: 'i-zed', full_name: 'Zed Idle', active: true },
  { id: 'i-amy', full_name: 'Amy Busy', active: true },
  { id: 'i-old', full_name: 'Old Gone', active: false },
];

describe('dayLanes', () => {
  it('gives every active inspector a lane (idle ones too), by name, and unassigned bookings a lane last', () => {
    const { lanes, from, to } = dayLanes([booking('b1', '10:00', '11:30', ['i-amy', 'Amy Busy']), booking('b2', '12:00', '13:00', null)], team, '2026-12-01');
    expect(lanes.map((l) => [l.name, l.blocks.length])).toEqual([['Amy Busy', 1], ['Zed Idle', 0], [UNASSIGNED_LANE, 1]]);
    expect([from, to]).toEqual([480, 1260]);
  });
  it('places each block on the 08:00-21:00 axis in the business zone', () => {
    const [amy] = dayLanes([booking('b1', '10:00', '11:30', ['i-amy', 'Amy Busy'])], team, '2026-12-01').lanes;
    // 10:00 is 2 h into a 13 h axis; 90 minutes long.
    expect(amy.blocks[0].left).toBeCloseTo((120 / 780) * 100, 6);
    expect(amy.blocks[0].width).toBeCloseTo((90 / 780) * 100, 6);
  });
  it('widens the axis to whole hours for a booking outside it, and shows an inactive inspector who still has one', () => {
    const { lanes, from, to } = dayLanes([booking('b3', '07:30', '08:30', ['i-old', 'Old Gone']), booking('b4', '20:30', '22:15', ['i-amy', 'Amy Busy'])], team, '2026-12-01');
    expect([from, to]).toEqual([420, 1380]);
    expect(lanes.map((l) => l.name)).toEqual(['Amy Busy', 'Old Gone', 'Zed Idle']);
  });
  it('keeps a cancelled booking out of the lanes: its time is free', () => {
    const cancelled = { ...booking('b5', '10:00', '11:30', ['i-amy', 'Amy Busy']), status: 'cancelled' };
    const { lanes } = dayLanes([cancelled, booking('b6', '10:00', '11:00', ['i-amy', 'Amy Busy'])], team, '2026-12-01');
    expect(lanes.find((l) => l.name === 'Amy Busy')?.blocks.map((b) => b.booking.id)).toEqual(['b6']);
  });
});
