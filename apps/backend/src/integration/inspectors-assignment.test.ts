// Inspectors working in parallel: a timed booking is assigned to an inspector in the writing statement (active,
// working that business day and hours, no time off, free; fewest bookings that day; ties by full_name), the
// overlap rule is per inspector, get_available_slots says whether anyone is free, and a hold on /book takes one
// inspector. Through supabase-js as the screens call it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { rpcFrom as rpcFromAddress } from '../testing/rpc-from';
import { startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let anon: SupabaseClient;

const BASIC_TYPE = '11111111-1111-4111-8111-000000000003'; // 60 minutes
const SEED_INSPECTOR = '55555555-5555-4555-8555-000000000001';
const TAKEN = 'This time slot is no longer available. Please select a different time.';

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.staffClient();
  anon = backend.client();
});
afterAll(() => backend?.close());

let dayOffset = 20;
/** A future business day of its own for each test (past the seed's bookings, within the /book horizon). */
function freshDay(): string {
  dayOffset += 1;
  return new Date(Date.now() + dayOffset * 86400_000).toISOString().slice(0, 10);
}
const dubai = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

interface InspectorSpec {
  full_name: string;
  working_days?: number[];
  work_start?: string;
  work_end?: string;
  active?: boolean;
}

/** The business's team is exactly these (every other inspector is made inactive); answers their ids by name. */
async function team(...specs: InspectorSpec[]): Promise<Record<string, string>> {
  await backend.db.query(`update public.inspectors set active = false`);
  const ids: Record<string, string> = {};
  for (const spec of specs) {
    const { data, error } = await admin.from('inspectors').insert({ active: true, ...spec }).select('id').single();
    expect(error).toBeNull();
    ids[spec.full_name] = data!.id;
  }
  return ids;
}

async function book(day: string, from: string, minutes = 60, extra: Record<string, unknown> = {}, client = admin) {
  const start = dubai(day, from);
  return client
    .from('bookings')
    .insert({
      customer_name: 'Team Tester',
      customer_phone: '0501231234',
      vehicle_make: 'Kia',
      vehicle_model: 'Rio',
      vehicle_year: 2020,
      inspection_type_id: BASIC_TYPE,
      start_time: start,
      end_time: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
      ...extra,
    })
    .select('id, inspector_id')
    .single();
}

async function available(day: string, hhmm: string, type = BASIC_TYPE) {
  const { data, error } = await anon.rpc('get_available_slots', { p_day: day, p_inspection_type_id: type });
  expect(error).toBeNull();
  const rows = data as { slot_start: string; is_available: boolean }[];
  expect(rows).toHaveLength(52);
  return rows.find((r) => new Date(r.slot_start).toISOString() === dubai(day, hhmm))!.is_available;
}

/** An RPC as the anonymous role from another customer's address (a loopback address of its own). */
const rpcFrom = (address: string, fn: string, body: unknown) => rpcFromAddress(backend, address, fn, body);

function publicBooking(day: string, hhmm: string, phone: string, extra: Record<string, unknown> = {}) {
  return {
    customer_name: 'Public Tester',
    customer_phone: phone,
    vehicle_make: 'Kia',
    vehicle_model: 'Rio',
    vehicle_year: '2020',
    inspection_type_id: BASIC_TYPE,
    booking_type: 'with_location',
    latitude: 25.2,
    longitude: 55.27,
    location_address: 'Gate 2',
    start_time: dubai(day, hhmm),
    ...extra,
  };
}

describe('a fresh database', () => {
  it('has exactly one active inspector, linked to the demo admin, who holds every seeded timed booking', async () => {
    const { rows } = await backend.db.query<{ id: string; email: string }>(
      `select i.id::text, u.email from public.inspectors i join auth.users u on u.id = i.user_id where i.active`,
    );
    expect(rows).toEqual([{ id: SEED_INSPECTOR, email: 'admin@example.com' }]);
    const { rows: unassigned } = await backend.db.query(
      `select id from public.bookings where start_time is not null and inspector_id is distinct from $1::uuid`,
      [SEED_INSPECTOR],
    );
    expect(unassigned).toEqual([]);
  });
});

describe('assignment in the writing statement', () => {
  beforeEach(async () => {
    await backend.db.query(`delete from public.booking_slot_holds`);
  });

  it('picks the inspector with the fewest bookings that business day, ties by full_name', async () => {
    const ids = await team({ full_name: 'Zara' }, { full_name: 'Adam' }, { full_name: 'Maya' });
    const day = freshDay();
    expect((await book(day, '08:00')).data!.inspector_id).toBe(ids.Adam); // all 0: by name
    expect((await book(day, '08:00')).data!.inspector_id).toBe(ids.Maya); // Adam busy then
    expect((await book(day, '10:00')).data!.inspector_id).toBe(ids.Zara); // Zara has 0 that day
    expect((await book(day, '12:00')).data!.inspector_id).toBe(ids.Adam); // all 1: by name
    // The day before and after do not count.
    const next = freshDay();
    expect((await book(next, '09:00')).data!.inspector_id).toBe(ids.Adam);
  });

  it('keeps the inspector the writer chose, and a chosen one who is busy is 23P01', async () => {
    const ids = await team({ full_name: 'Adam' }, { full_name: 'Bea' });
    const day = freshDay();
    expect((await book(day, '09:00', 60, { inspector_id: ids.Bea })).data!.inspector_id).toBe(ids.Bea);
    const clash = await book(day, '09:30', 60, { inspector_id: ids.Bea });
    expect(clash.error?.code).toBe('23P01');
    expect(`${clash.error?.message} ${clash.error?.details}`).toContain('bookings_no_overlap');
    expect((await book(day, '09:30')).data!.inspector_id).toBe(ids.Adam);
  });

  it('skips inactive inspectors, days off, hours outside work_start..work_end and time off', async () => {
    const day = freshDay();
    const dow = weekday(day);
    const ids = await team(
      { full_name: 'A Off Today', working_days: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== dow) },
      { full_name: 'B Afternoons', work_start: '13:00', work_end: '18:00' },
      { full_name: 'C Resting' },
      { full_name: 'D Mornings', work_start: '08:00', work_end: '12:00' },
    );
    await backend.db.query(`insert into public.inspectors (full_name) values ('A Inactive')`); // made, then:
    await backend.db.query(`update public.inspectors set active = false where full_name = 'A Inactive'`);
    const timeOff = await admin.from('inspector_time_off').insert({
      inspector_id: ids['C Resting'], starts_at: dubai(day, '08:00'), ends_at: dubai(day, '16:00'), reason: 'Training',
    });
    expect(timeOff.error).toBeNull();
    expect((await book(day, '09:00')).data!.inspector_id).toBe(ids['D Mornings']);
    // 11:45 starts within D's hours (the last start before work_end counts, as 20:45 does before 21:00).
    expect((await book(day, '11:45')).data!.inspector_id).toBe(ids['D Mornings']);
    expect((await book(day, '12:00')).error?.code).toBe('23P01'); // D's hours over, B's not begun, C away
    expect((await book(day, '15:30')).data!.inspector_id).toBe(ids['B Afternoons']); // C away until 16:00
    expect((await book(day, '15:45')).error?.code).toBe('23P01'); // C's time off overlaps 15:45-16:00, B busy
    expect((await book(day, '16:00')).data!.inspector_id).toBe(ids['C Resting']); // back to back with the time off
    const { data: off } = await admin.from('inspectors').select('id').eq('full_name', 'A Inactive');
    expect(off).toHaveLength(1); // an inactive inspector, never chosen
  });

  it('re-checks a move: kept while the inspector is free then, else someone free, else 23P01', async () => {
    const ids = await team({ full_name: 'Adam' }, { full_name: 'Bea' });
    const day = freshDay();
    const first = (await book(day, '09:00')).data!; // Adam
    const second = (await book(day, '11:00')).data!; // Bea (fewest that day)
    expect([first.inspector_id, second.inspector_id]).toEqual([ids.Adam, ids.Bea]);
    await book(day, '14:00', 60, { inspector_id: ids.Adam });
    const moved = await admin.from('bookings')
      .update({ start_time: dubai(day, '14:00'), end_time: dubai(day, '15:00') }).eq('id', second.id).select('inspector_id').single();
    expect(moved.data!.inspector_id).toBe(ids.Bea); // Bea is free at 14:00: kept
    const toAdam = await admin.from('bookings').update({ inspector_id: ids.Adam }).eq('id', second.id).select('id');
    expect(toAdam.error?.code).toBe('23P01'); // Adam has 14:00
    await book(day, '16:00', 60, { inspector_id: ids.Bea });
    const movedAgain = await admin.from('bookings')
      .update({ start_time: dubai(day, '16:00'), end_time: dubai(day, '17:00') }).eq('id', first.id).select('inspector_id').single();
    expect(movedAgain.data!.inspector_id).toBe(ids.Adam); // Adam free at 16:00 (Bea is not): kept
    await book(day, '18:00', 60, { inspector_id: ids.Adam });
    const reassigned = await admin.from('bookings')
      .update({ start_time: dubai(day, '18:00'), end_time: dubai(day, '19:00') }).eq('id', first.id).select('inspector_id').single();
    expect(reassigned.data!.inspector_id).toBe(ids.Bea); // Adam's 18:00 is taken by another: Bea is free
    await book(day, '18:00', 60);
    const full = await admin.from('bookings')
      .update({ start_time: dubai(day, '18:00'), end_time: dubai(day, '19:00') }).eq('id', second.id).select('id');
    expect(full.error?.code).toBe('23P01');
  });
});

describe('two inspectors', () => {
  it('take the same slot twice and refuse a third with 23P01 naming bookings_no_overlap', async () => {
    const ids = await team({ full_name: 'Adam' }, { full_name: 'Bea' });
    const day = freshDay();
    const one = await book(day, '10:00');
    const two = await book(day, '10:00');
    expect(new Set([one.data!.inspector_id, two.data!.inspector_id])).toEqual(new Set([ids.Adam, ids.Bea]));
    const three = await book(day, '10:30');
    expect(three.error?.code).toBe('23P01');
    expect(`${three.error?.message} ${three.error?.details}`).toContain('bookings_no_overlap');
    expect((await book(day, '11:00')).error).toBeNull(); // back to back
  });
});

describe('100 concurrent bookings for one slot with 3 inspectors', () => {
  it('lets exactly 3 succeed, one per inspector, and refuses the rest with 23P01', async () => {
    const ids = await team({ full_name: 'Adam' }, { full_name: 'Bea' }, { full_name: 'Cy' });
    const day = freshDay();
    const results = await Promise.all(Array.from({ length: 100 }, () => book(day, '13:00')));
    const won = results.filter((r) => r.error === null);
    expect(won).toHaveLength(3);
    expect(new Set(won.map((r) => r.data!.inspector_id))).toEqual(new Set(Object.values(ids)));
    expect(results.filter((r) => r.error?.code === '23P01')).toHaveLength(97);
  }, 120_000);
});

describe('get_available_slots with 1, 2 and 3 inspectors', () => {
  it('keeps a slot available while at least one inspector is free for all of it', async () => {
    for (const size of [1, 2, 3]) {
      await team(...['Adam', 'Bea', 'Cy'].slice(0, size).map((full_name) => ({ full_name })));
      const day = freshDay();
      for (let n = 1; n <= size; n += 1) {
        expect(await available(day, '10:00'), `${size} inspectors, ${n - 1} booked`).toBe(true);
        expect((await book(day, '10:00')).error).toBeNull();
      }
      expect(await available(day, '10:00'), `${size} inspectors, all booked`).toBe(false);
      expect(await available(day, '09:30'), 'overlapping 09:30-10:30').toBe(false);
      expect(await available(day, '09:00'), 'back to back').toBe(true);
      expect(await available(day, '11:00')).toBe(true);
    }
  });

  it('counts working days, hours and time off as assignment does', async () => {
    const day = freshDay();
    const ids = await team({ full_name: 'Adam', work_start: '10:00', work_end: '12:00' });
    expect(await available(day, '09:45')).toBe(false);
    expect(await available(day, '10:00')).toBe(true);
    expect(await available(day, '11:45')).toBe(true);
    expect(await available(day, '12:00')).toBe(false);
    await admin.from('inspector_time_off').insert({ inspector_id: ids.Adam, starts_at: dubai(day, '11:00'), ends_at: dubai(day, '11:30') });
    expect(await available(day, '10:00')).toBe(true); // 10:00-11:00
    expect(await available(day, '10:15')).toBe(false);
    await admin.from('inspectors').update({ working_days: [(weekday(day) + 1) % 7] }).eq('id', ids.Adam);
    expect(await available(day, '10:00')).toBe(false);
  });

  it('lets time off over several days take every slot of the days inside it, up to its exact ends', async () => {
    const ids = await team({ full_name: 'Adam' }, { full_name: 'Bea' });
    freshDay(); // the day before, which Adam's time off starts in
    const day = freshDay();
    const dayAfter = freshDay();
    const dayBefore = new Date(Date.parse(`${day}T12:00:00Z`) - 86400_000).toISOString().slice(0, 10);
    const off = await admin.from('inspector_time_off').insert({ inspector_id: ids.Adam, starts_at: dubai(dayBefore, '20:00'), ends_at: dubai(dayAfter, '09:00') });
    expect(off.error).toBeNull();
    expect((await book(day, '13:00', 60, { inspector_id: ids.Bea })).error).toBeNull(); // 13:00-14:00
    expect(await available(day, '08:00')).toBe(true); // Bea
    expect(await available(day, '12:00')).toBe(true); // 12:00-13:00, back to back with Bea's booking
    expect(await available(day, '12:15')).toBe(false); // Adam off, Bea booked
    expect(await available(day, '13:45')).toBe(false);
    expect(await available(day, '14:00')).toBe(true);
    expect(await available(day, '20:45')).toBe(true);
    expect(await available(dayAfter, '08:00')).toBe(true); // Bea; Adam is off until 09:00
    await admin.from('inspectors').update({ active: false }).eq('id', ids.Bea);
    expect(await available(dayAfter, '08:00')).toBe(false); // 08:00-09:00, within Adam's time off
    expect(await available(dayAfter, '08:15')).toBe(false);
    expect(await available(dayAfter, '09:00')).toBe(true);
    const { data } = await anon.rpc('get_available_slots', { p_day: day, p_inspection_type_id: BASIC_TYPE });
    expect((data as { is_available: boolean }[]).filter((r) => r.is_available)).toEqual([]);
  });
});

describe('holds on /book with several inspectors', () => {
  it('take one inspector each: with two inspectors one hold leaves the time bookable, two holds take it', async () => {
    await team({ full_name: 'Adam' }, { full_name: 'Bea' });
    await backend.db.query(`delete from public.booking_slot_holds`);
    const day = freshDay();
    const first = await anon.rpc('hold_booking_slot', { p_slot_start: dubai(day, '09:00'), p_inspection_type_id: BASIC_TYPE });
    expect(first.error).toBeNull();
    expect(await available(day, '09:00')).toBe(true);
    const second = await rpcFrom('127.0.0.2', 'hold_booking_slot', { p_slot_start: dubai(day, '09:00'), p_inspection_type_id: BASIC_TYPE });
    expect(second.status).toBe(200);
    expect(await available(day, '09:00')).toBe(false);
    expect(await available(day, '08:30')).toBe(false); // overlaps both holds
    const third = await rpcFrom('127.0.0.3', 'hold_booking_slot', { p_slot_start: dubai(day, '09:15'), p_inspection_type_id: BASIC_TYPE });
    expect(third.body.code).toBe('23P01');
    // Nobody else can book it on /book while both are held; the holders can.
    const stolen = await anon.rpc('create_public_booking', { p_booking: publicBooking(day, '09:00', '0501000101') });
    expect(stolen.error?.message).toBe(TAKEN);
    const booked = await anon.rpc('create_public_booking', {
      p_booking: publicBooking(day, '09:00', '0501000102', { hold_id: first.data.id }),
    });
    expect(booked.error).toBeNull();
    expect(await available(day, '09:00')).toBe(false); // one booked, one held
    await anon.rpc('release_booking_slot', { p_hold_id: second.body.id });
    expect(await available(day, '09:00')).toBe(true); // one booked, one free
  });
});

describe('deactivating an inspector with future bookings', () => {
  it('moves each to an inspector free then and lists the ones nobody can take', async () => {
    const ids = await team({ full_name: 'Adam' }, { full_name: 'Bea' });
    const day = freshDay();
    const free = (await book(day, '09:00', 60, { inspector_id: ids.Adam })).data!;
    await book(day, '12:00', 60, { inspector_id: ids.Bea });
    const stuck = (await book(day, '12:00', 60, { inspector_id: ids.Adam })).data!;
    await backend.createUser('office-deactivate@example.com', 'office-pass-1', { staff: true, role: 'staff' });
    const office = await backend.signedInClient('office-deactivate@example.com', 'office-pass-1');
    expect((await office.rpc('deactivate_inspector', { p_inspector_id: ids.Adam })).error?.code).toBe('42501');
    const { data, error } = await admin.rpc('deactivate_inspector', { p_inspector_id: ids.Adam });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ booking_id: free.id, customer_name: 'Team Tester', reassigned_to: ids.Bea }),
      expect.objectContaining({ booking_id: stuck.id, reassigned_to: null }),
    ]);
    const { data: rows } = await admin.from('bookings').select('id, inspector_id').in('id', [free.id, stuck.id]).order('start_time');
    expect(rows).toEqual([{ id: free.id, inspector_id: ids.Bea }, { id: stuck.id, inspector_id: ids.Adam }]);
    const { data: adam } = await admin.from('inspectors').select('active').eq('id', ids.Adam).single();
    expect(adam!.active).toBe(false);
  });
});
