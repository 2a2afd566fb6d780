// No double booking, slots computed in the database in the business time zone (Asia/Dubai),
// slot holds and the public booking function, through supabase-js as the screens call them.
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001'; // 90 minutes
const BASIC_TYPE = '11111111-1111-4111-8111-000000000003'; // 60 minutes
const TAKEN = 'This time slot is no longer available. Please select a different time.';

/** A calendar day past the seed's bookings (13 days ahead at most) and within the public page's 90-day horizon, each test its own. */
let dayOffset = 18;
function freshDay(): string {
  dayOffset += 2;
  return new Date(Date.now() + dayOffset * 86400_000).toISOString().slice(0, 10);
}
/** An instant given as Dubai wall-clock time (UTC+4, no daylight saving). */
function dubai(day: string, hhmm: string): string {
  return new Date(`${day}T${hhmm}:00+04:00`).toISOString();
}
const iso = (value: string) => new Date(value).toISOString();

async function insertBooking(client: SupabaseClient, day: string, from: string, minutes: number, extra: Record<string, unknown> = {}) {
  const start = dubai(day, from);
  return client
    .from('bookings')
    .insert({
      customer_name: 'Slot Tester',
      customer_phone: '0501231234',
      vehicle_make: 'Kia',
      vehicle_model: 'Rio',
      vehicle_year: 2020,
      inspection_type_id: STANDARD_TYPE,
      start_time: start,
      end_time: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
      ...extra,
    })
    .select('id')
    .single();
}

async function slots(client: SupabaseClient, day: string, type = STANDARD_TYPE, exclude?: string) {
  const { data, error } = await client.rpc('get_available_slots', {
    p_day: day,
    p_inspection_type_id: type,
    ...(exclude ? { p_exclude_booking_id: exclude } : {}),
  });
  expect(error).toBeNull();
  return data as { slot_start: string; slot_end: string; is_available: boolean }[];
}

describe('the business time zone', () => {
  it('is one setting in the database, which the backend hands on (runtime-config.json businessTimeZone)', async () => {
    const { data, error } = await fx.staff.rpc('business_time_zone');
    expect(error).toBeNull();
    expect(data).toBe('Asia/Dubai');
    expect(fx.backend.businessTimeZone).toBe('Asia/Dubai');
    const { rows } = await fx.backend.db.query<{ name: string }>(
      `select p.proname as name from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prosrc like '%Asia/Dubai%' order by 1`,
    );
    expect(rows).toEqual([{ name: 'business_time_zone' }]);
  });
});

describe('get_available_slots', () => {
  it('gives 15-minute steps from 08:00 Dubai to the last start before 21:00, as long as the type lasts', async () => {
    const day = freshDay();
    const rows = await slots(fx.anon, day, STANDARD_TYPE);
    expect(rows).toHaveLength(52);
    expect(Object.keys(rows[0]).sort()).toEqual(['is_available', 'slot_end', 'slot_start']);
    expect(iso(rows[0].slot_start)).toBe(dubai(day, '08:00'));
    expect(iso(rows[1].slot_start)).toBe(dubai(day, '08:15'));
    expect(iso(rows[51].slot_start)).toBe(dubai(day, '20:45'));
    expect(iso(rows[0].slot_end)).toBe(dubai(day, '09:30'));
    expect(rows.every((r) => r.is_available)).toBe(true);
    const basic = await slots(fx.anon, day, BASIC_TYPE);
    expect(iso(basic[0].slot_end)).toBe(dubai(day, '09:00'));
  });

  it('marks slots overlapping a booking unavailable, back-to-back ones available, and can exclude the edited booking', async () => {
    const day = freshDay();
    const { data, error } = await insertBooking(fx.staff, day, '10:00', 90); // 10:00-11:30
    expect(error).toBeNull();
    const rows = await slots(fx.staff, day, BASIC_TYPE); // 60-minute slots
    const at = (hhmm: string) => rows.find((r) => iso(r.slot_start) === dubai(day, hhmm))!.is_available;
    expect(at('08:45')).toBe(true); // ends 09:45
    expect(at('09:00')).toBe(true); // ends 10:00: back to back
    expect(at('09:15')).toBe(false);
    expect(at('11:15')).toBe(false);
    expect(at('11:30')).toBe(true);
    const editing = await slots(fx.staff, day, BASIC_TYPE, data!.id);
    expect(editing.every((r) => r.is_available)).toBe(true);
  });

  it('marks past slots unavailable and answers anonymous callers with times only', async () => {
    const today = await slots(fx.anon, new Date(Date.now() - 2 * 86400_000).toISOString().slice(0, 10));
    expect(today.every((r) => !r.is_available)).toBe(true);
    const { data, error } = await fx.anon.from('bookings').select('id');
    expect(error === null ? data : []).toEqual([]);
  });
});

describe('bookings_no_overlap', () => {
  it('refuses an overlapping booking with 23P01 and allows back to back', async () => {
    const day = freshDay();
    expect((await insertBooking(fx.staff, day, '10:00', 60)).error).toBeNull();
    const clash = await insertBooking(fx.staff, day, '10:30', 60);
    expect(clash.error?.code).toBe('23P01');
    expect((await insertBooking(fx.staff, day, '11:00', 60)).error).toBeNull();
    expect((await insertBooking(fx.staff, day, '09:00', 60)).error).toBeNull();
  });

  it('lets a cancelled booking not block, and an override overlap', async () => {
    const day = freshDay();
    const first = await insertBooking(fx.staff, day, '14:00', 90, { status: 'cancelled', cancel_reason: 'Customer sold the car' });
    expect(first.error).toBeNull();
    expect((await insertBooking(fx.staff, day, '14:00', 90)).error).toBeNull();
    const override = await insertBooking(fx.staff, day, '14:30', 60, { is_override: true });
    expect(override.error).toBeNull();
    // Un-cancelling the first would now double-book: refused.
    const { error } = await fx.staff.from('bookings').update({ status: 'scheduled' }).eq('id', first.data!.id);
    expect(error?.code).toBe('23P01');
  });

  it('lets an edit keep or move within its own time', async () => {
    const day = freshDay();
    const { data } = await insertBooking(fx.staff, day, '12:00', 90);
    const { error } = await fx.staff
      .from('bookings')
      .update({ start_time: dubai(day, '12:30'), end_time: dubai(day, '14:00') })
      .eq('id', data!.id);
    expect(error).toBeNull();
  });

  it('lets exactly one of 100 concurrent inserts for one slot win', async () => {
    const day = freshDay();
    const clients = await Promise.all(Array.from({ length: 4 }, () => fx.backend.staffClient()));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => insertBooking(clients[i % clients.length], day, '16:00', 90, { customer_name: `Racer ${i}` })),
    );
    const winners = results.filter((r) => r.error === null);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.error?.code === '23P01')).toHaveLength(99);
    const { count } = await fx.staff
      .from('bookings')
      .select('id', { count: 'exact', head: true })
      .eq('start_time', dubai(day, '16:00'));
    expect(count).toBe(1);
  });
});

function publicBooking(day: string, overrides: Record<string, unknown> = {}) {
  return {
    customer_name: 'Public Customer',
    customer_phone: '0509990000',
    customer_email: 'public@example.com',
    vehicle_make: 'Toyota',
    vehicle_model: 'Corolla',
    vehicle_year: 2019,
    inspection_type_id: BASIC_TYPE,
    latitude: 25.2,
    longitude: 55.27,
    location_address: 'Gate 2',
    reversegeocoded_address: 'Downtown Dubai, Dubai',
    start_time: dubai(day, '10:00'),
    ...overrides,
  };
}

describe('a booking has both times or neither', () => {
  it('refuses a start without an end, an end without a start, and an end not after the start (23514)', async () => {
    const start = dubai(freshDay(), '10:00');
    const base = { customer_name: 'Half Timed', customer_phone: '0501231234', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020 };
    for (const times of [{ start_time: start }, { start_time: start, end_time: null }, { end_time: start }, { start_time: start, end_time: start }]) {
      const { error } = await fx.staff.from('bookings').insert({ ...base, ...times });
      expect([times, error?.code]).toEqual([times, '23514']);
    }
    const { data: timed } = await insertBooking(fx.staff, freshDay(), '10:00', 60);
    const { error } = await fx.staff.from('bookings').update({ end_time: null }).eq('id', timed!.id);
    expect(error?.code).toBe('23514');
    expect((await fx.staff.from('bookings').insert(base)).error).toBeNull(); // neither: the team coordinates
  });

  it('so a start without an end can no longer sit on a booked slot', async () => {
    const day = freshDay();
    await insertBooking(fx.staff, day, '10:00', 90);
    const { error } = await fx.staff.from('bookings').insert({
      customer_name: 'Squatter', customer_phone: '0501231234', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
      start_time: dubai(day, '10:00'),
    });
    expect(error?.code).toBe('23514');
    const { count } = await fx.staff.from('bookings').select('id', { count: 'exact', head: true }).eq('start_time', dubai(day, '10:00'));
    expect(count).toBe(1);
  });
});

describe('create_public_booking', () => {
  it('books for an anonymous customer and answers {id, reference}', async () => {
    const day = freshDay();
    const { data, error } = await fx.anon.rpc('create_public_booking', { p_booking: publicBooking(day, { customer_phone: '0501000001' }) });
    expect(error).toBeNull();
    expect(Object.keys(data).sort()).toEqual(['id', 'reference']);
    expect(data.reference).toBe(data.id.slice(0, 8));
    const { data: row } = await fx.staff.from('bookings').select('*').eq('id', data.id).single();
    expect(row).toMatchObject({
      status: 'scheduled', created_via: 'public', is_override: false, customer_phone: '+971501000001',
      end_time: expect.any(String),
    });
    expect(iso(row!.end_time)).toBe(dubai(day, '11:00'));
  });

  it('books without a location (the team coordinates the time)', async () => {
    const { data, error } = await fx.anon.rpc('create_public_booking', {
      p_booking: { ...publicBooking(freshDay(), { customer_phone: '0501000002' }), booking_type: 'without_location' },
    });
    expect(error).toBeNull();
    const { data: row } = await fx.staff.from('bookings').select('start_time, latitude').eq('id', data.id).single();
    expect(row).toEqual({ start_time: null, latitude: null });
  });

  it.each([
    [{ customer_name: '' }, 'Please fill in all required fields'],
    [{ vehicle_year: 1899 }, `Vehicle year must be between 1900 and ${new Date().getUTCFullYear() + 1}`],
    [{ vehicle_year: new Date().getUTCFullYear() + 2 }, `Vehicle year must be between 1900 and ${new Date().getUTCFullYear() + 1}`],
    [{ customer_phone: '050 123 4567 (mobile)' }, 'Phone numbers may contain digits, spaces, dashes and brackets, with + only at the start'],
    [{ customer_phone: '+97150123' }, 'Please enter a valid phone number'],
    [{ seller_phone: '0501' }, 'Please enter a valid phone number'],
    [{ customer_email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ location_address: '' }, 'Please add directions to the location'],
    [{ latitude: null }, 'Please choose a location on the map'],
    [{ start_time: '2020-01-01T06:07:00Z' }, 'Please choose one of the available times'],
    [{ inspection_type_id: '99999999-9999-4999-8999-999999999999' }, 'Please choose an inspection type'],
  ])('refuses invalid input %o with a clear message, writing nothing', async (override, message) => {
    const day = freshDay();
    const { error } = await fx.anon.rpc('create_public_booking', { p_booking: publicBooking(day, { customer_phone: '0501000003', ...override }) });
    expect(error?.message).toBe(message);
    const { count } = await fx.staff.from('bookings').select('id', { count: 'exact', head: true }).eq('customer_phone', '+971501000003');
    expect(count).toBe(0);
  });

  it('refuses a taken slot with 23P01 and the wizard text', async () => {
    const day = freshDay();
    await insertBooking(fx.staff, day, '10:00', 60);
    const { error } = await fx.anon.rpc('create_public_booking', { p_booking: publicBooking(day, { customer_phone: '0501000004' }) });
    expect(error?.code).toBe('23P01');
    expect(error?.message).toBe(TAKEN);
  });

  it('allows 3 bookings per phone number per day, then refuses', async () => {
    const day = freshDay();
    for (const hhmm of ['08:00', '10:00', '12:00']) {
      const { error } = await fx.anon.rpc('create_public_booking', { p_booking: publicBooking(day, { customer_phone: '0501000005', start_time: dubai(day, hhmm) }) });
      expect(error).toBeNull();
    }
    const { error } = await fx.anon.rpc('create_public_booking', { p_booking: publicBooking(day, { customer_phone: '0501000005', start_time: dubai(day, '15:00') }) });
    expect(error?.message).toBe('This phone number already has 3 bookings today. Please call us to book more.');
  });

  it('leaves every table closed to anonymous visitors', async () => {
    for (const table of ['bookings', 'booking_slot_holds', 'inspection_data', 'contacts']) {
      const { data } = await fx.anon.from(table).select('*');
      expect(data ?? []).toEqual([]);
    }
    const { error } = await fx.anon.from('bookings').insert(publicBooking(freshDay()));
    expect(error).not.toBeNull();
  });
});

describe('get_public_inspection_types', () => {
  it('lists the bookable types for anonymous customers, by name, without reading the table', async () => {
    const { data, error } = await fx.anon.rpc('get_public_inspection_types');
    expect(error).toBeNull();
    expect(data.map((t: { name_en: string }) => t.name_en)).toEqual(['Pre-purchase basic', 'Premium', 'Standard 120-point']);
    expect(Object.keys(data[0]).sort()).toEqual(['actual_price', 'current_price', 'duration_minutes', 'features', 'features_ar', 'id', 'name', 'name_en', 'tag', 'tag_ar']);
  });

  it('answers each card in Arabic too (tag_ar, features_ar), none when a type has no Arabic', async () => {
    const { data, error } = await fx.anon.rpc('get_public_inspection_types');
    expect(error).toBeNull();
    expect(data.find((t: { id: string }) => t.id === STANDARD_TYPE)).toMatchObject({
      name: 'فحص 120 نقطة',
      tag: 'Popular',
      tag_ar: 'الأكثر طلبًا',
      features: ['Engine and gearbox check', 'Computer diagnostics (OBD)', 'Road test'],
      features_ar: ['فحص المحرك وناقل الحركة', 'تشخيص الأعطال بالكمبيوتر (OBD)', 'تجربة قيادة على الطريق'],
    });
    expect(data.find((t: { id: string }) => t.id === BASIC_TYPE)).toMatchObject({ tag: null, tag_ar: null });
    const { data: created } = await fx.staff.from('inspection_types').insert({ name_en: 'English only', duration_minutes: 30 }).select('tag_ar, features_ar').single();
    expect(created).toEqual({ tag_ar: null, features_ar: [] });
    await fx.staff.from('inspection_types').delete().eq('name_en', 'English only');
  });

  it('lets anonymous visitors write no Arabic card; staff write it under the English lines\' rules', async () => {
    const anonWrite = await fx.anon.from('inspection_types').update({ tag_ar: 'مخترق' }).eq('id', STANDARD_TYPE).select('id');
    expect(anonWrite.data ?? []).toEqual([]);
    const anonInsert = await fx.anon.from('inspection_types').insert({ name_en: 'Anon', tag_ar: 'مخترق' });
    expect(anonInsert.error?.code).toBe('42501');
    const { data: still } = await fx.anon.rpc('get_public_inspection_types');
    expect(still.find((t: { id: string }) => t.id === STANDARD_TYPE).tag_ar).toBe('الأكثر طلبًا');

    const type = { name_en: 'Arabic card check', duration_minutes: 30, actual_price: 1, current_price: 1 };
    const { data: created, error } = await fx.staff.from('inspection_types').insert({ ...type, tag_ar: 'جديد', features_ar: ['فحص المكابح'] }).select('id').single();
    expect(error).toBeNull();
    try {
      const { data } = await fx.anon.rpc('get_public_inspection_types');
      expect(data.find((t: { id: string }) => t.id === created!.id)).toMatchObject({ tag_ar: 'جديد', features_ar: ['فحص المكابح'], features: [] });
      const refusedLines = 'new row for relation "inspection_types" violates check constraint "inspection_types_features_ar_valid"';
      for (const features_ar of [[' فحص'], ['فحص', ''], ['ب'.repeat(101)], Array.from({ length: 16 }, (_, i) => `سطر ${i}`)]) {
        const refused = await fx.staff.from('inspection_types').update({ features_ar }).eq('id', created!.id);
        expect(refused.error).toMatchObject({ code: '23514', message: refusedLines });
      }
      const refusedTag = 'new row for relation "inspection_types" violates check constraint "inspection_types_tag_ar_trimmed"';
      for (const tag_ar of ['', '   ', ' جديد']) {
        const refused = await fx.staff.from('inspection_types').update({ tag_ar }).eq('id', created!.id);
        expect(refused.error).toMatchObject({ code: '23514', message: refusedTag });
      }
      const longest = Array.from({ length: 15 }, () => 'ب'.repeat(100));
      expect((await fx.staff.from('inspection_types').update({ features_ar: longest, tag_ar: null }).eq('id', created!.id)).error).toBeNull();
    } finally {
      await fx.staff.from('inspection_types').delete().eq('id', created!.id);
    }
  });

  it("answers what each type includes (staff's order); the database refuses a blank, untrimmed or over-long line and a 16th", async () => {
    const type = { name_en: 'Features check', duration_minutes: 30, actual_price: 1, current_price: 1 };
    const { data: created, error } = await fx.staff.from('inspection_types').insert({ ...type, features: ['OBD scan', 'Road test'] }).select('id').single();
    expect(error).toBeNull();
    try {
      const { data } = await fx.anon.rpc('get_public_inspection_types');
      expect(data.find((t: { id: string }) => t.id === created!.id).features).toEqual(['OBD scan', 'Road test']);
      for (const features of [[' padded'], ['ok', ''], ['x'.repeat(101)], Array.from({ length: 16 }, (_, i) => `line ${i}`)]) {
        const refused = await fx.staff.from('inspection_types').update({ features }).eq('id', created!.id);
        expect(refused.error?.code).toBe('23514');
      }
    } finally {
      await fx.staff.from('inspection_types').delete().eq('id', created!.id);
    }
  });
});

describe('slot holds', () => {
  it('hold a slot for 5 minutes: others see it taken, the holder books it, a new choice releases it', async () => {
    const day = freshDay();
    const { data: hold, error } = await fx.anon.rpc('hold_booking_slot', { p_slot_start: dubai(day, '09:00'), p_inspection_type_id: BASIC_TYPE });
    expect(error).toBeNull();
    const minutes = (Date.parse(hold.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.5);
    expect(minutes).toBeLessThanOrEqual(5.01);
    const seen = await slots(fx.anon, day, BASIC_TYPE);
    expect(seen.find((r) => iso(r.slot_start) === dubai(day, '09:00'))!.is_available).toBe(false);
    expect(seen.find((r) => iso(r.slot_start) === dubai(day, '08:30'))!.is_available).toBe(false); // 08:30-09:30 overlaps
    expect(seen.find((r) => iso(r.slot_start) === dubai(day, '10:00'))!.is_available).toBe(true);

    // Staff see the hold (no customer data in it).
    const { data: held } = await fx.staff.from('booking_slot_holds').select('slot_start').eq('id', hold.id);
    expect(held).toHaveLength(1);

    // A second customer cannot hold or book it.
    const other = await fx.anon.rpc('hold_booking_slot', { p_slot_start: dubai(day, '09:00'), p_inspection_type_id: BASIC_TYPE });
    expect(other.error?.code).toBe('23P01');
    const stolen = await fx.anon.rpc('create_public_booking', { p_booking: publicBooking(day, { customer_phone: '0501000006', start_time: dubai(day, '09:00') }) });
    expect(stolen.error?.message).toBe(TAKEN);

    // The holder books with the hold; the hold ends.
    const booked = await fx.anon.rpc('create_public_booking', {
      p_booking: publicBooking(day, { customer_phone: '0501000007', start_time: dubai(day, '09:00'), hold_id: hold.id }),
    });
    expect(booked.error).toBeNull();
    const { data: after } = await fx.staff.from('booking_slot_holds').select('id').eq('id', hold.id);
    expect(after).toEqual([]);

    // A new choice releases the previous hold.
    const first = await fx.anon.rpc('hold_booking_slot', { p_slot_start: dubai(day, '14:00'), p_inspection_type_id: BASIC_TYPE });
    const second = await fx.anon.rpc('hold_booking_slot', { p_slot_start: dubai(day, '16:00'), p_inspection_type_id: BASIC_TYPE, p_hold_id: first.data.id });
    expect(second.error).toBeNull();
    const again = await slots(fx.anon, day, BASIC_TYPE);
    expect(again.find((r) => iso(r.slot_start) === dubai(day, '14:00'))!.is_available).toBe(true);
    expect(again.find((r) => iso(r.slot_start) === dubai(day, '16:00'))!.is_available).toBe(false);
    await fx.anon.rpc('release_booking_slot', { p_hold_id: second.data.id });
    const released = await slots(fx.anon, day, BASIC_TYPE);
    expect(released.find((r) => iso(r.slot_start) === dubai(day, '16:00'))!.is_available).toBe(true);
  });

  it('expire after 5 minutes', async () => {
    const day = freshDay();
    const { data: hold } = await fx.anon.rpc('hold_booking_slot', { p_slot_start: dubai(day, '11:00'), p_inspection_type_id: BASIC_TYPE });
    await fx.backend.db.query(`update public.booking_slot_holds set expires_at = now() - interval '1 second' where id = $1`, [hold.id]);
    const rows = await slots(fx.anon, day, BASIC_TYPE);
    expect(rows.find((r) => iso(r.slot_start) === dubai(day, '11:00'))!.is_available).toBe(true);
    const other = await fx.anon.rpc('hold_booking_slot', { p_slot_start: dubai(day, '11:00'), p_inspection_type_id: BASIC_TYPE });
    expect(other.error).toBeNull();
  });
});
