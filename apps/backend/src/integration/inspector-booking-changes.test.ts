// An inspector changes their own booking only as the inspection flow does: its status forward (in progress,
// completed) and its notes (docs/areas/bookings.md#inspectors-and-assignment). Before, an inspector could
// rewrite the customer's email and phone (the reminder then went to the new address), move and cancel it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../testing/start-test-backend';
import { upsertStaffUser } from '../auth/users';
import { afterAll } from 'vitest';

let backend: TestBackend;
let admin: SupabaseClient;
let inspector: SupabaseClient;
let bookingId = '';

const TYPE = '11111111-1111-4111-8111-000000000003';
const FORM = '22222222-2222-4222-8222-000000000001';
const day = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
const dubai = (hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.staffClient();
  await upsertStaffUser(backend.db, 'cleo@example.com', 'cleo-pass-1', { role: 'inspector' });
  inspector = await backend.signedInClient('cleo@example.com', 'cleo-pass-1');
  const { rows } = await backend.db.query<{ id: string }>(
    `select i.id::text from public.inspectors i join auth.users u on u.id = i.user_id where u.email = 'cleo@example.com'`,
  );
  const created = await admin.from('bookings').insert({
    customer_name: 'Flow Customer', customer_phone: '0501231234', customer_email: 'customer@example.com',
    vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020, inspection_type_id: TYPE,
    start_time: dubai('10:00'), end_time: dubai('11:00'), inspector_id: rows[0].id,
  }).select('id').single();
  bookingId = created.data!.id;
});
afterAll(() => backend?.close());

const change = (values: Record<string, unknown>) => inspector.from('bookings').update(values).eq('id', bookingId).select('id');

describe("an inspector's own booking", () => {
  it("refuses the customer's contacts, the time and cancelling, with its code", async () => {
    for (const values of [
      { customer_email: 'attacker@example.com' },
      { customer_phone: '0509999999' },
      { customer_name: 'Someone Else' },
      { start_time: dubai('14:00'), end_time: dubai('15:00') },
      { status: 'cancelled' },
      { status: 'pending' },
    ]) {
      const { error } = await change(values);
      expect(error, JSON.stringify(values)).toMatchObject({ code: '42501', hint: 'inspector_booking_fields' });
    }
    const { data } = await admin.from('bookings').select('customer_email, customer_phone, status, start_time').eq('id', bookingId).single();
    expect(data).toMatchObject({ customer_email: 'customer@example.com', customer_phone: '+971501231234', status: 'scheduled' });
  });

  it('takes notes, and the inspection flow moves its status forward', async () => {
    expect((await change({ notes: 'Gate code 12' })).data).toEqual([{ id: bookingId }]);
    await backend.db.query(`insert into public.inspection_data (booking_id, form_id) values ($1, $2)`, [bookingId, FORM]);
    expect((await inspector.rpc('save_inspection_data', { p_booking_id: bookingId, p_data: {} })).error).toBeNull();
    expect((await admin.from('bookings').select('status').eq('id', bookingId).single()).data).toEqual({ status: 'in_progress' });
    expect((await change({ status: 'completed' })).data).toEqual([{ id: bookingId }]);
    const { error } = await change({ status: 'in_progress' });
    expect(error).toMatchObject({ code: '42501', hint: 'inspector_booking_fields' });
  });

  it('stays open to the office', async () => {
    const { error } = await admin.from('bookings').update({ customer_email: 'new@example.com', status: 'cancelled', cancel_reason: 'The seller sold the car' }).eq('id', bookingId);
    expect(error).toBeNull();
  });
});
