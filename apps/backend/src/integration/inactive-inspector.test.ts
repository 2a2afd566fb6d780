// A deactivated inspector's account keeps nothing: its sessions end when the admin deactivates it, and a new
// sign-in reads none of its past bookings, their customers' contacts included
// (docs/areas/bookings.md#inspectors-and-assignment).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../testing/start-test-backend';
import { upsertStaffUser } from '../auth/users';

let backend: TestBackend;
let admin: SupabaseClient;
let inspector: SupabaseClient;
let inspectorId = '';
let bookingId = '';

const TYPE = '11111111-1111-4111-8111-000000000003';
const FORM = '22222222-2222-4222-8222-000000000001';
const day = new Date(Date.now() - 3 * 86400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.staffClient();
  await upsertStaffUser(backend.db, 'dana@example.com', 'dana-pass-1', { role: 'inspector' });
  inspector = await backend.signedInClient('dana@example.com', 'dana-pass-1');
  const { rows } = await backend.db.query<{ id: string }>(
    `select i.id::text from public.inspectors i join auth.users u on u.id = i.user_id where u.email = 'dana@example.com'`,
  );
  inspectorId = rows[0].id;
  // A past booking, written by the owner (a staff write would refuse a time in the past).
  const inserted = await backend.db.query<{ id: string }>(
    `insert into public.bookings (customer_name, customer_phone, customer_email, vehicle_make, vehicle_model, vehicle_year,
       inspection_type_id, start_time, end_time, inspector_id, status)
     values ('Past Customer', '0501231234', 'past@example.com', 'Kia', 'Rio', 2020, $1, $2, $3, $4, 'completed') returning id::text`,
    [TYPE, `${day}T10:00:00+04:00`, `${day}T11:00:00+04:00`, inspectorId],
  );
  bookingId = inserted.rows[0].id;
  await backend.db.query(`insert into public.inspection_data (booking_id, form_id) values ($1, $2)`, [bookingId, FORM]);
});
afterAll(() => backend?.close());

describe('a deactivated inspector', () => {
  it('reads their bookings while active', async () => {
    expect((await inspector.from('bookings').select('id, customer_phone')).data).toEqual([{ id: bookingId, customer_phone: '+971501231234' }]);
  });

  it('loses their sessions when the admin deactivates them: the access and refresh tokens are refused', async () => {
    const session = (await inspector.auth.getSession()).data.session!;
    expect((await admin.rpc('deactivate_inspector', { p_inspector_id: inspectorId })).error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the backend trusts a checked session for 1 s
    const read = await fetch(`${backend.url}/rest/v1/bookings?select=id`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(read.status).toBe(401);
    const refresh = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST', headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refresh.status).toBe(400);
  });

  it("signing in again reads none of their bookings, their inspections or their customers' contacts", async () => {
    const again = await backend.signedInClient('dana@example.com', 'dana-pass-1');
    expect((await again.from('bookings').select('id, customer_phone')).data).toEqual([]);
    expect((await again.from('inspection_data').select('booking_id')).data).toEqual([]);
    expect((await again.rpc('current_inspector_id')).data).toBeNull();
  });
});
