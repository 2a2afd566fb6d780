// The public booking page under a flood from three networks (docs/areas/bookings.md#limits-of-the-public-page): no
// limit is global, so a fresh customer elsewhere still holds a time and books. Each client is a real connection
// from a loopback address of its own (all of 127.0.0.0/8 is the loopback on Linux; 127.N.0.x are different /24s).
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import { rpcFrom as rpcFromAddress } from '../testing/rpc-from';

const fx = backendFixture({ signInStaff: false });

const BASIC_TYPE = '11111111-1111-4111-8111-000000000003'; // 60 minutes

const rpcFrom = (address: string, fn: string, body: unknown, headers: Record<string, string> = {}) =>
  rpcFromAddress(fx.backend, address, fn, body, headers);

const dayAhead = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
const dubai = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

let serial = 0;
function booking(day: string, hhmm: string) {
  return {
    customer_name: 'Public Customer', customer_phone: `05${String(12000000 + serial++).padStart(8, '0')}`,
    vehicle_make: 'Toyota', vehicle_model: 'Corolla', vehicle_year: 2019, inspection_type_id: BASIC_TYPE,
    latitude: 25.2, longitude: 55.27, location_address: 'Gate 2', start_time: dubai(day, hhmm),
  };
}

const FLOOD = ['127.1.0.2', '127.2.0.2', '127.3.0.2'];

describe('a fresh customer under a flood from three networks', () => {
  it('books after the three have booked all they may (they exhausted the 30-an-hour cap of everyone)', async () => {
    const statuses: number[] = [];
    // Each flooding address books until its own limits refuse it (10 a day), one hour slot each.
    for (const [n, address] of FLOOD.entries()) {
      for (let i = 0; i < 11; i++) {
        statuses.push((await rpcFrom(address, 'create_public_booking', { p_booking: booking(dayAhead(30 + i), `${String(8 + n).padStart(2, '0')}:00`) })).status);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    const fresh = await rpcFrom('127.4.0.5', 'create_public_booking', { p_booking: booking(dayAhead(45), '12:00') });
    expect(fresh.status).toBe(200);
  });

  it('holds a time while the three networks hold all they may, and a network re-holding all day runs out', async () => {
    const refused: { code?: string; hint?: string }[] = [];
    // 7 addresses of each flooding network take a live hold each: 21, over the 20 that were allowed overall.
    for (const [n, address] of FLOOD.entries()) {
      for (let host = 1; host <= 7; host++) {
        const hold = await rpcFrom(address.replace(/\.2$/, `.${host}`), 'hold_booking_slot', { p_slot_start: dubai(dayAhead(50 + host), `${String(8 + n).padStart(2, '0')}:00`), p_inspection_type_id: BASIC_TYPE });
        if (hold.status !== 200) refused.push(hold.body);
      }
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((body) => body.hint === 'holds_busy')).toBe(true);
    const fresh = await rpcFrom('127.4.0.6', 'hold_booking_slot', { p_slot_start: dubai(dayAhead(60), '10:00'), p_inspection_type_id: BASIC_TYPE });
    expect(fresh.status).toBe(200);

    // One address re-choosing a time again and again (each hold ends its previous one) runs out for the day.
    await fx.backend.db.query(`update public.public_booking_settings set holds_per_client_day = 5`);
    try {
      const again: (string | undefined)[] = [];
      for (let i = 0; i < 6; i++) {
        const hold = await rpcFrom('127.5.0.9', 'hold_booking_slot', { p_slot_start: dubai(dayAhead(61 + i), '15:00'), p_inspection_type_id: BASIC_TYPE });
        again.push(hold.status === 200 ? 'held' : hold.body.hint);
      }
      expect(again).toEqual(['held', 'held', 'held', 'held', 'held', 'holds_daily_limit']);
    } finally {
      await fx.backend.db.query(`update public.public_booking_settings set holds_per_client_day = 30`);
    }
  });
});
