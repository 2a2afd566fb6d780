// "Override is an admin's": a booking written with is_override = true by anyone but an admin
// (app_metadata.role = 'admin') fails with 42501 'Only an admin can override a booked slot', whichever
// client writes it: supabase-js, or raw SQL as the authenticated role with the JWT claims set.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendFixture } from '../testing/backend-fixture';

const REFUSED = { code: '42501', message: 'Only an admin can override a booked slot' };
const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const ADMIN_CLAIMS = { role: 'authenticated', app_metadata: { staff: true, role: 'admin' } };
const STAFF_CLAIMS = { role: 'authenticated', app_metadata: { staff: true } };

const fx = backendFixture({ signInStaff: false });
let admin: SupabaseClient;
let staff: SupabaseClient;

beforeAll(async () => {
  admin = await fx.backend.staffClient();
  await fx.backend.createUser('office@example.com', 'office-pass-1', { staff: true });
  staff = await fx.backend.signedInClient('office@example.com', 'office-pass-1');
});

// Days of this file's own, far from the seed's and other files' bookings (PostgreSQL suites share a server).
let dayOffset = 2000;
function booking(extra: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + dayOffset++ * 86400_000);
  start.setUTCHours(6, 0, 0, 0);
  return {
    customer_name: 'Override Tester', customer_phone: '0501112222', vehicle_make: 'Kia', vehicle_model: 'Rio',
    vehicle_year: 2020, inspection_type_id: STANDARD_TYPE, start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 90 * 60_000).toISOString(), ...extra,
  };
}

/** One statement run as the authenticated role with these JWT claims, as PostgREST runs a request. */
async function asAuthenticated(claims: object, sql: string, params: unknown[] = []) {
  return fx.backend.db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await tx.query('set local role authenticated');
    return tx.query<{ id: string }>(sql, params);
  });
}

const insertSql = `insert into public.bookings (customer_name, customer_phone, vehicle_make, vehicle_model, vehicle_year,
  start_time, end_time, is_override) values ('Raw SQL', '0501113333', 'Kia', 'Rio', 2020, $1, $2, $3) returning id`;

describe('an override booking through supabase-js', () => {
  it('is refused to staff who are not admins, on insert and on update', async () => {
    const insert = await staff.from('bookings').insert(booking({ is_override: true })).select('id');
    expect(insert.error).toMatchObject(REFUSED);
    const plain = await staff.from('bookings').insert(booking()).select('id').single();
    expect(plain.error).toBeNull();
    const update = await staff.from('bookings').update({ is_override: true }).eq('id', plain.data!.id).select('id');
    expect(update.error).toMatchObject(REFUSED);
    const { data } = await admin.from('bookings').select('is_override').eq('id', plain.data!.id).single();
    expect(data).toEqual({ is_override: false });
  });

  it('is allowed to an admin, and staff may still edit its other details and status', async () => {
    const insert = await admin.from('bookings').insert(booking({ is_override: true })).select('id, is_override').single();
    expect(insert.error).toBeNull();
    expect(insert.data!.is_override).toBe(true);
    const notes = await staff.from('bookings').update({ notes: 'Call before arriving', status: 'in_progress' }).eq('id', insert.data!.id).select('notes');
    expect(notes.error).toBeNull();
    expect(notes.data).toEqual([{ notes: 'Call before arriving' }]);
    const moved = await staff.from('bookings').update({ start_time: new Date(Date.now() + 5000 * 86400_000).toISOString() }).eq('id', insert.data!.id).select('id');
    expect(moved.error).toMatchObject(REFUSED);
  });
});

describe('an override booking through raw SQL as the authenticated role', () => {
  it('is refused with the staff claims and allowed with the admin claims', async () => {
    const { start_time, end_time } = booking();
    const refused = await asAuthenticated(STAFF_CLAIMS, insertSql, [start_time, end_time, true]).catch((error: unknown) => error);
    expect(refused).toMatchObject(REFUSED);
    const plain = await asAuthenticated(STAFF_CLAIMS, insertSql, [start_time, end_time, false]);
    const id = plain.rows[0].id;
    const update = await asAuthenticated(STAFF_CLAIMS, 'update public.bookings set is_override = true where id = $1 returning id', [id])
      .catch((error: unknown) => error);
    expect(update).toMatchObject(REFUSED);
    const allowed = await asAuthenticated(ADMIN_CLAIMS, 'update public.bookings set is_override = true where id = $1 returning id', [id]);
    expect(allowed.rows).toEqual([{ id }]);
    const inserted = await asAuthenticated(ADMIN_CLAIMS, insertSql, [start_time, end_time, true]);
    expect(inserted.rows).toHaveLength(1);
  });

  it('is refused without any claims, and left to the service role and the table owner (seed, maintenance)', async () => {
    const { start_time, end_time } = booking();
    const noClaims = await asAuthenticated({}, insertSql, [start_time, end_time, true]).catch((error: unknown) => error);
    expect(noClaims).toMatchObject(REFUSED);
    const service = await fx.backend.client(fx.backend.serviceRoleKey).from('bookings').insert(booking({ is_override: true })).select('id');
    expect(service.error).toBeNull();
    const owner = await fx.backend.db.query(insertSql, [start_time, end_time, true]);
    expect(owner.rows).toHaveLength(1);
  });
});
