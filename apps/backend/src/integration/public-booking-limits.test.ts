// The public booking page cannot be used to book out the business (docs/areas/bookings.md#limits-of-the-public-page,
// migration 0034).
// Each anonymous client is a real connection from its own loopback address (127.0.0.x), as the gateway sees
// it; the probe's abuses are replayed through raw HTTP: one client filling a day, a number written differently
// to get past the per-phone limit, unlimited holds, a flood of junk bookings and the year 9999.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import { rpcFrom as rpcFromAddress } from '../testing/rpc-from';

const fx = backendFixture({ signInStaff: false });

const PREMIUM_TYPE = '11111111-1111-4111-8111-000000000002'; // 180 minutes
const BASIC_TYPE = '11111111-1111-4111-8111-000000000003'; // 60 minutes

const rpcFrom = (address: string, fn: string, body: unknown, headers: Record<string, string> = {}) =>
  rpcFromAddress(fx.backend, address, fn, body, headers);

const dayAhead = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
const dubai = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

let phoneSerial = 0;
function booking(day: string, hhmm: string, overrides: Record<string, unknown> = {}) {
  return {
    customer_name: 'Public Customer', customer_phone: `05${String(11000000 + phoneSerial++).padStart(8, '0')}`,
    vehicle_make: 'Toyota', vehicle_model: 'Corolla', vehicle_year: 2019, inspection_type_id: BASIC_TYPE,
    latitude: 25.2, longitude: 55.27, location_address: 'Gate 2', start_time: dubai(day, hhmm), ...overrides,
  };
}

async function freeSlots(day: string, type: string) {
  const { data, error } = await fx.backend.client().rpc('get_available_slots', { p_day: day, p_inspection_type_id: type });
  expect(error).toBeNull();
  return (data as { is_available: boolean }[]).filter((slot) => slot.is_available).length;
}

describe('one client cannot fill a day', () => {
  it("takes 12 of a day's 52 Premium slots at most (the probe's five 180-minute bookings took all 52)", async () => {
    const day = dayAhead(20);
    expect(await freeSlots(day, PREMIUM_TYPE)).toBe(52);
    const results = [];
    for (const hhmm of ['08:00', '11:00', '14:00', '17:00', '20:00']) {
      results.push(await rpcFrom('127.0.0.2', 'create_public_booking', { p_booking: booking(day, hhmm, { inspection_type_id: PREMIUM_TYPE }) }));
    }
    expect(results.map((r) => r.status)).toEqual([200, 429, 429, 429, 429]);
    expect(results[1].body).toMatchObject({
      code: 'PT429', message: 'Online bookings are limited to 180 minutes per customer per day. Please call us to book more.',
    });
    expect(await freeSlots(day, PREMIUM_TYPE)).toBe(40);
    // A header the client writes does not make it someone else.
    const spoofed = await rpcFrom('127.0.0.2', 'create_public_booking', { p_booking: booking(day, '17:00', { inspection_type_id: PREMIUM_TYPE }) },
      { 'x-forwarded-for': '203.0.113.9' });
    expect(spoofed.status).toBe(429);
    // Another customer still books that day.
    expect((await rpcFrom('127.0.0.3', 'create_public_booking', { p_booking: booking(day, '14:00', { inspection_type_id: PREMIUM_TYPE }) })).status).toBe(200);
  });
});

describe('the per-phone limit counts the normalised number', () => {
  it('gives 505419329 and 0505419329 three bookings together, from any address (the probe got three each)', async () => {
    const day = dayAhead(21);
    const phones = ['505419329', '0505419329', '505419329', '0505419329'];
    const results = [];
    for (const [i, phone] of phones.entries()) {
      results.push(await rpcFrom(`127.0.1.${i + 1}`, 'create_public_booking', { p_booking: booking(day, `${10 + i * 2}:00`, { customer_phone: phone }) }));
    }
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(results[3].body.message).toBe('This phone number already has 3 bookings today. Please call us to book more.');
  });

  it('refuses a number of no sensible length', async () => {
    const { body } = await rpcFrom('127.0.1.9', 'create_public_booking', { p_booking: booking(dayAhead(22), '10:00', { customer_phone: '12345' }) });
    expect(body).toMatchObject({ code: '22023', message: 'Please enter a valid phone number' });
  });
});

describe('holds are capped', () => {
  it('keeps one live hold per client however many it asks for (the probe kept 300)', async () => {
    for (let i = 0; i < 30; i++) {
      const { status } = await rpcFrom('127.0.2.1', 'hold_booking_slot', { p_slot_start: dubai(dayAhead(30 + i), '09:00'), p_inspection_type_id: BASIC_TYPE });
      expect(status).toBe(200);
    }
    const { rows } = await fx.backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.booking_slot_holds h join public.booking_slot_hold_clients c on c.hold_id = h.id
        where c.client_address like '%127.0.2.1' and h.expires_at > now()`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses more than 3 live holds of one network (/24) with PT429; another network still holds', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const hold = { p_slot_start: dubai(dayAhead(60 + i), '10:00'), p_inspection_type_id: BASIC_TYPE };
      statuses.push((await rpcFrom(`127.0.3.${i + 1}`, 'hold_booking_slot', hold)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const elsewhere = { p_slot_start: dubai(dayAhead(70), '10:00'), p_inspection_type_id: BASIC_TYPE };
    expect((await rpcFrom('127.0.6.1', 'hold_booking_slot', elsewhere)).status).toBe(200);
    await fx.backend.db.query(`delete from public.booking_slot_holds`);
  });
});

describe('a booking horizon', () => {
  it('refuses holds and bookings beyond 90 days, the year 9999 among them', async () => {
    const message = 'Please choose a date within the next 90 days';
    for (const day of ['9999-06-01', dayAhead(92)]) {
      const hold = await rpcFrom('127.0.4.1', 'hold_booking_slot', { p_slot_start: dubai(day, '10:00'), p_inspection_type_id: BASIC_TYPE });
      expect([day, hold.body.message]).toEqual([day, message]);
      const made = await rpcFrom('127.0.4.1', 'create_public_booking', { p_booking: booking(day, '10:00') });
      expect([day, made.body.message]).toEqual([day, message]);
    }
    expect((await rpcFrom('127.0.4.1', 'create_public_booking', { p_booking: booking(dayAhead(88), '10:00') })).status).toBe(200);
  });
});

describe('a flood of junk bookings', () => {
  it('accepts 30 public bookings an hour from one network (/24), then refuses; another network still books (the probe got 200 in 0.7 s)', async () => {
    const { rows } = await fx.backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.public_booking_requests where created_at > now() - interval '1 hour' and client_address like '%127.0.5.%'`,
    );
    const statuses = [];
    for (let i = 0; i < 40; i++) {
      const day = dayAhead(40 + (i % 20));
      const hhmm = `${String(8 + Math.floor(i / 20) * 2).padStart(2, '0')}:00`;
      statuses.push((await rpcFrom(`127.0.5.${i + 1}`, 'create_public_booking', { p_booking: booking(day, hhmm) })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30 - rows[0].n);
    expect(statuses.slice(30 - rows[0].n).every((s) => s === 429)).toBe(true);
    expect((await rpcFrom('127.0.7.1', 'create_public_booking', { p_booking: booking(dayAhead(41), '14:00') })).status).toBe(200);
  });
});
