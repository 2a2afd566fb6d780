// The bookings dashboard's Status filter through supabase-js (docs/areas/bookings.md#bookings-dashboard):
// list_bookings(p_status) keeps only that status, '' every status; with the search, over every booking; an office
// staff member's cancel (with its reason) moves a booking from one status to the other at once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../testing/start-test-backend';
import { upsertStaffUser } from '../auth/users';

let backend: TestBackend;
let office: SupabaseClient;
const TYPE = '11111111-1111-4111-8111-000000000001';
const day = new Date(Date.now() + 60 * 86400_000).toISOString().slice(0, 10);
const ids: Record<string, string> = {};

interface Page {
  total: number;
  rows: { id: string; customer_name: string; status: string }[];
}

async function list(args: Record<string, unknown>): Promise<Page> {
  const { data, error } = await office.rpc('list_bookings', { p_search: 'statusfilter', ...args });
  if (error) throw error;
  return data as Page;
}

beforeAll(async () => {
  backend = await startTestBackend();
  await upsertStaffUser(backend.db, 'olivia.office@example.com', 'olivia-pass-1', { role: 'staff' });
  office = await backend.signedInClient('olivia.office@example.com', 'olivia-pass-1');
  for (const [name, hour] of [['Statusfilter One', '09:00'], ['Statusfilter Two', '12:00'], ['Statusfilter Three', '15:00']] as const) {
    const { data, error } = await office
      .from('bookings')
      .insert({
        customer_name: name, customer_phone: '0501231234', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
        inspection_type_id: TYPE, start_time: `${day}T${hour}:00+04:00`, end_time: `${day}T${hour.replace(':00', ':45')}:00+04:00`,
      })
      .select('id')
      .single();
    if (error) throw error;
    ids[name] = data.id;
  }
  const { error } = await office.from('bookings').update({ status: 'cancelled', cancel_reason: 'Duplicate' }).eq('id', ids['Statusfilter Two']);
  if (error) throw error;
});
afterAll(() => backend?.close());

describe('list_bookings, the Status filter', () => {
  it("keeps only the bookings of that status, and '' every status", async () => {
    const cancelled = await list({ p_status: 'cancelled' });
    expect(cancelled.total).toBe(1);
    expect(cancelled.rows.map((b) => [b.customer_name, b.status])).toEqual([['Statusfilter Two', 'cancelled']]);
    const scheduled = await list({ p_status: 'scheduled' });
    expect(scheduled.rows.map((b) => b.customer_name)).toEqual(['Statusfilter One', 'Statusfilter Three']);
    expect((await list({ p_status: '' })).total).toBe(3);
    expect((await list({})).total).toBe(3);
    expect((await list({ p_status: 'completed' })).rows).toEqual([]);
  });

  it('keeps the order and pages of the filtered bookings only', async () => {
    const first = await list({ p_status: 'scheduled', p_sort: 'customer', p_limit: 1 });
    expect(first).toMatchObject({ total: 2, rows: [{ customer_name: 'Statusfilter One' }] });
    const second = await list({ p_status: 'scheduled', p_sort: 'customer', p_limit: 1, p_offset: 1 });
    expect(second.rows.map((b) => b.customer_name)).toEqual(['Statusfilter Three']);
  });

  it('follows a cancel at once', async () => {
    const { error } = await office.from('bookings').update({ status: 'cancelled', cancel_reason: 'Car sold' }).eq('id', ids['Statusfilter Three']);
    expect(error).toBeNull();
    expect((await list({ p_status: 'cancelled' })).rows.map((b) => b.customer_name).sort()).toEqual(['Statusfilter Three', 'Statusfilter Two']);
    expect((await list({ p_status: 'scheduled' })).rows.map((b) => b.customer_name)).toEqual(['Statusfilter One']);
  });
});
