// Staff cancel, admins delete (docs/areas/bookings.md#cancel-not-delete): a booking set to cancelled through REST
// needs a reason, gets cancelled_at from the database, frees its slot at once, stays listed and in the audit trail;
// only an admin deletes a booking, whatever the client.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let office: SupabaseClient;
let inspector: SupabaseClient;

const BASIC_TYPE = '11111111-1111-4111-8111-000000000003'; // 60 minutes
let dayOffset = 40;
const freshDay = () => new Date(Date.now() + (dayOffset += 2) * 86400_000).toISOString().slice(0, 10);
const dubai = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

async function booking(client: SupabaseClient, day: string, hhmm: string) {
  const start = dubai(day, hhmm);
  const { data, error } = await client.from('bookings').insert({
    customer_name: 'Priya Nair', customer_phone: '0509876543', vehicle_make: 'Honda', vehicle_model: 'Civic', vehicle_year: 2018,
    inspection_type_id: BASIC_TYPE, start_time: start, end_time: new Date(Date.parse(start) + 3600_000).toISOString(),
  }).select('id').single();
  return { id: data?.id as string, error };
}

beforeAll(async () => {
  office = (await fx.signUp('cancel-office@example.com', 'office-pass-1', { role: 'staff', staff: true })).client;
  const signed = await fx.signUp('cancel-inspector@example.com', 'inspector-pass-1', { role: 'inspector', staff: true });
  inspector = signed.client;
  // The inspector does every booking of this file (the only active one), so their refusal is the delete rule's.
  await fx.backend.db.query('update public.inspectors set user_id = $1 where active', [signed.id]);
});

describe('staff cancel', () => {
  it('needs a reason, and stamps cancelled_at whatever the writer sends', async () => {
    const day = freshDay();
    const { id } = await booking(office, day, '10:00');
    for (const reason of [undefined, '', '   ']) {
      const { error } = await office.from('bookings').update({ status: 'cancelled', cancel_reason: reason }).eq('id', id);
      expect(error).toMatchObject({ code: '22023', hint: 'cancel_reason_required', message: 'Please give a reason for cancelling' });
    }
    const before = Date.now();
    const { data, error } = await office.from('bookings')
      .update({ status: 'cancelled', cancel_reason: ' Seller sold the car ', cancelled_at: '2000-01-01T00:00:00Z' })
      .eq('id', id).select('status, cancel_reason, cancelled_at').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'cancelled', cancel_reason: 'Seller sold the car' });
    expect(Date.parse(data!.cancelled_at!)).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('frees the slot at once, keeps the booking listed, and is in the audit trail', async () => {
    const day = freshDay();
    const { id } = await booking(office, day, '12:00');
    expect((await booking(office, day, '12:00')).error).toMatchObject({ code: '23P01' });
    await office.from('bookings').update({ status: 'cancelled', cancel_reason: 'Customer asked' }).eq('id', id).throwOnError();
    expect((await booking(office, day, '12:00')).error).toBeNull();
    const { data: page } = await office.rpc('list_bookings', { p_search: id.slice(0, 8) });
    expect((page as { rows: { id: string; status: string }[] }).rows).toEqual([expect.objectContaining({ id, status: 'cancelled' })]);
    const { data: cancelled } = await office.rpc('list_bookings', { p_search: id.slice(0, 8), p_status: 'cancelled' });
    expect((cancelled as { rows: { id: string }[] }).rows.map((row) => row.id)).toEqual([id]);
    const { data: live } = await office.rpc('list_bookings', { p_search: id.slice(0, 8), p_status: 'scheduled' });
    expect((live as { total: number }).total).toBe(0);
    const { data: log } = await fx.staff.from('audit_log').select('action, changes').eq('row_id', id).eq('action', 'update');
    expect(log).toEqual([expect.objectContaining({ changes: expect.objectContaining({
      status: ['scheduled', 'cancelled'], cancel_reason: [null, 'Customer asked'], cancelled_at: [null, expect.any(String)],
    }) })]);
  });

  it('is undone by reinstating the booking, which clears the reason and the time', async () => {
    const { id } = await booking(office, freshDay(), '15:00');
    await office.from('bookings').update({ status: 'cancelled', cancel_reason: 'By mistake' }).eq('id', id).throwOnError();
    const { data } = await office.from('bookings').update({ status: 'scheduled' }).eq('id', id).select('status, cancel_reason, cancelled_at').single();
    expect(data).toEqual({ status: 'scheduled', cancel_reason: null, cancelled_at: null });
  });
});

describe('deleting a booking', () => {
  it('is an admin\'s: office staff and inspectors delete nothing', async () => {
    const { id } = await booking(office, freshDay(), '09:00');
    for (const client of [office, inspector]) {
      expect(await client.from('bookings').select('id').eq('id', id)).toMatchObject({ data: [{ id }] });
      expect(await client.from('bookings').delete().eq('id', id).select('id')).toMatchObject({ data: [], error: null });
    }
    expect(await fx.staff.from('bookings').delete().eq('id', id).select('id')).toMatchObject({ data: [{ id }], error: null });
  });
});
