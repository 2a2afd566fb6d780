// The customer's manage link (docs/areas/bookings.md#customers-manage-their-booking): every booking has an
// unguessable manage_token that no role reads through /rest/v1 (column privileges; `select=*` stands for the other
// columns), staff read it through booking_manage_token, and get_managed_booking answers the customer's page.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let office: SupabaseClient;
let inspector: SupabaseClient;
let service: SupabaseClient;
let bookingId: string;
let token: string;

const BASIC_TYPE = '11111111-1111-4111-8111-000000000003'; // 60 minutes, 'Pre-purchase basic'
const dubai = (days: number, hhmm: string) =>
  new Date(`${new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10)}T${hhmm}:00+04:00`).toISOString();
const tokenOf = async (id: string) =>
  (await fx.backend.db.query<{ t: string }>('select manage_token as t from public.bookings where id = $1', [id])).rows[0].t;

beforeAll(async () => {
  office = (await fx.signUp('link-office@example.com', 'office-pass-1', { role: 'staff', staff: true })).client;
  inspector = (await fx.signUp('link-inspector@example.com', 'inspector-pass-1', { role: 'inspector', staff: true })).client;
  service = fx.backend.client(fx.backend.serviceRoleKey);
  const { data, error } = await fx.staff.from('bookings').insert({
    customer_name: 'Layla Haddad', customer_phone: '0501112233', customer_email: 'layla@example.com', vehicle_make: 'Toyota',
    vehicle_model: 'Camry', vehicle_year: 2020, inspection_type_id: BASIC_TYPE, start_time: dubai(31, '10:00'),
    end_time: dubai(31, '11:00'), reversegeocoded_address: 'Al Barsha 1, Dubai', location_address: 'Villa 12', language: 'ar',
  }).select('*').single();
  expect(error).toBeNull();
  bookingId = data!.id;
  token = await tokenOf(bookingId);
});

describe('the manage token', () => {
  it('is 32 hexadecimal digits, its own for every booking (the seeded ones too)', async () => {
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const { rows } = await fx.backend.db.query<{ n: number; distinct_tokens: number; malformed: number }>(
      `select count(*)::int as n, count(distinct manage_token)::int as distinct_tokens,
              count(*) filter (where manage_token !~ '^[0-9a-f]{32}$')::int as malformed from public.bookings`);
    expect(rows[0].n).toBeGreaterThan(10);
    expect(rows[0]).toEqual({ n: rows[0].n, distinct_tokens: rows[0].n, malformed: 0 });
  });

  it('is given to existing rows one by one when the column is added (a volatile default, as migration 0220 adds it)', async () => {
    await expect(fx.backend.db.exec(`do $$ declare n int; begin
      create temp table token_backfill (x int);
      insert into token_backfill select generate_series(1, 50);
      alter table token_backfill add column manage_token text not null default replace(gen_random_uuid()::text, '-', '');
      select count(distinct manage_token) into n from token_backfill;
      drop table token_backfill;
      if n <> 50 then raise exception 'backfill gave % distinct tokens of 50', n; end if;
    end $$`)).resolves.toBeUndefined();
  });

  it('is selectable by no API role, while every other column of bookings is', async () => {
    const { rows } = await fx.backend.db.query<{ role: string; column_name: string; allowed: boolean }>(
      `select r.role, a.attname as column_name, has_column_privilege(r.role, 'public.bookings'::regclass, a.attnum, 'SELECT') as allowed
         from unnest(array['anon', 'authenticated', 'service_role']) as r(role), pg_attribute a
        where a.attrelid = 'public.bookings'::regclass and a.attnum > 0 and not a.attisdropped
        order by 1, 2`);
    expect(rows.filter((row) => row.allowed === (row.column_name === 'manage_token'))).toEqual([]);
  });

  it.each([
    ['an admin', () => fx.staff],
    ['office staff', () => office],
    ['the service role', () => service],
  ])('is not read through /rest/v1 by %s, whose select=* still reads the booking', async (_who, client) => {
    const all = await client().from('bookings').select('*').eq('id', bookingId).single();
    expect(all.error).toBeNull();
    expect(all.data).toMatchObject({ id: bookingId, customer_name: 'Layla Haddad', cancel_reason: null, cancelled_at: null });
    expect(all.data).not.toHaveProperty('manage_token');
    const embedded = await client().from('bookings').select('*, inspection_types(name_en)').eq('id', bookingId).single();
    expect(embedded.data).toMatchObject({ inspection_types: { name_en: 'Pre-purchase basic' } });
    expect(JSON.stringify(embedded.data)).not.toContain(token);
    for (const read of [
      client().from('bookings').select('id, manage_token').eq('id', bookingId),
      client().from('bookings').select('id').eq('manage_token', token),
      client().from('inspection_types').select('name_en, bookings(manage_token)'),
    ]) {
      const { data, error } = await read;
      expect(error).not.toBeNull();
      expect(JSON.stringify(data ?? '')).not.toContain(token);
    }
  });

  it('stays out of what writes answer and out of the audit log', async () => {
    const { data, error } = await office.from('bookings').update({ notes: 'Call first' }).eq('id', bookingId).select();
    expect(error).toBeNull();
    expect(data![0]).not.toHaveProperty('manage_token');
    const { data: log } = await fx.staff.from('audit_log').select('changes').eq('row_id', bookingId);
    expect(log!.length).toBeGreaterThan(0);
    expect(JSON.stringify(log)).not.toContain(token);
    expect(log!.every((entry) => !('manage_token' in (entry.changes as object)))).toBe(true);
  });

  it('is not read by the anonymous role, which sees no booking at all', async () => {
    expect((await fx.anon.from('bookings').select('id').eq('id', bookingId)).data).toEqual([]);
    expect((await fx.anon.from('bookings').select('manage_token')).error).not.toBeNull();
  });
});

describe('booking_manage_token', () => {
  it('gives staff the token for the link on booking details; an inspector only for a booking assigned to them', async () => {
    expect((await fx.staff.rpc('booking_manage_token', { p_booking_id: bookingId })).data).toBe(token);
    expect((await office.rpc('booking_manage_token', { p_booking_id: bookingId })).data).toBe(token);
    expect((await inspector.rpc('booking_manage_token', { p_booking_id: bookingId })).data).toBeNull();
    const { rows: [{ id: inspectorId }] } = await fx.backend.db.query<{ id: string }>(
      `insert into public.inspectors (full_name, user_id) select 'Link Inspector', id from auth.users where email = 'link-inspector@example.com' returning id`);
    await fx.backend.db.query('update public.bookings set inspector_id = $1 where id = $2', [inspectorId, bookingId]);
    expect((await inspector.rpc('booking_manage_token', { p_booking_id: bookingId })).data).toBe(token);
    const anon = await fx.anon.rpc('booking_manage_token', { p_booking_id: bookingId });
    expect(anon.data).toBeNull();
    expect(anon.error?.code).toBe('42501');
  });
});

describe('get_managed_booking', () => {
  it("answers the customer's page with the booking and nothing else", async () => {
    const { data, error } = await fx.anon.rpc('get_managed_booking', { p_token: token });
    expect(error).toBeNull();
    expect(data).toEqual({
      reference: bookingId.slice(0, 8), status: 'scheduled',
      start_time: expect.any(String), end_time: expect.any(String), inspection_type_id: BASIC_TYPE,
      type_name: 'فحص أساسي', type_name_en: 'Pre-purchase basic',
      vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: 2020,
      reversegeocoded_address: 'Al Barsha 1, Dubai', location_address: 'Villa 12', language: 'ar',
    });
    expect(new Date(data.start_time).toISOString()).toBe(dubai(31, '10:00'));
    expect(new Date(data.end_time).toISOString()).toBe(dubai(31, '11:00'));
  });

  it('answers null for an unknown, malformed or empty token alike', async () => {
    for (const other of ['0123456789abcdef0123456789abcdef', 'abc', '', `${token}x`, "' or true --", 'x'.repeat(10_000)]) {
      expect(await fx.anon.rpc('get_managed_booking', { p_token: other })).toMatchObject({ data: null, error: null });
    }
  });
});
