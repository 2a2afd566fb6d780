// The buyer's link switch and expiry through supabase-js: get_public_report answers null when the
// link is off or expired (for anyone), staff still read the report through the table.
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const BOOKING = 'b726ed24-3333-4333-8333-000000000001';

async function setLink(patch: { public_link_enabled?: boolean; public_link_expires_at?: string | null }) {
  const { error } = await fx.staff.from('inspection_reports').update(patch).eq('booking_id', BOOKING);
  expect(error).toBeNull();
}

async function publicReport(client: SupabaseClient) {
  const { data, error } = await client.rpc('get_public_report', { booking_id: BOOKING });
  expect(error).toBeNull();
  return data as { booking_id: string } | null;
}

async function staffRow() {
  const { data, error } = await fx.staff
    .from('inspection_reports')
    .select('booking_id, public_link_enabled, public_link_expires_at, vehicle_info')
    .eq('booking_id', BOOKING)
    .single();
  expect(error).toBeNull();
  return data as { booking_id: string; public_link_enabled: boolean; public_link_expires_at: string | null };
}

describe('the public link of a report', () => {
  it('is on with no expiry by default', async () => {
    expect(await staffRow()).toMatchObject({ public_link_enabled: true, public_link_expires_at: null });
    expect(await publicReport(fx.anon)).toMatchObject({ booking_id: BOOKING });
  });

  it('answers null when switched off, for anon and staff alike; staff still read the table', async () => {
    await setLink({ public_link_enabled: false });
    expect(await publicReport(fx.anon)).toBeNull();
    expect(await publicReport(fx.staff)).toBeNull();
    expect(await staffRow()).toMatchObject({ booking_id: BOOKING, public_link_enabled: false });
    await setLink({ public_link_enabled: true });
    expect(await publicReport(fx.anon)).toMatchObject({ booking_id: BOOKING });
  });

  it('answers null once the expiry has passed, and the report again when the expiry is cleared or in the future', async () => {
    await setLink({ public_link_expires_at: new Date(Date.now() - 60_000).toISOString() });
    expect(await publicReport(fx.anon)).toBeNull();
    expect((await staffRow()).public_link_expires_at).not.toBeNull();
    await setLink({ public_link_expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await publicReport(fx.anon)).toMatchObject({ booking_id: BOOKING });
    await setLink({ public_link_expires_at: null });
    expect(await publicReport(fx.anon)).toMatchObject({ booking_id: BOOKING });
  });

  it('cannot be changed by anon', async () => {
    const { data } = await fx.anon
      .from('inspection_reports')
      .update({ public_link_enabled: false })
      .eq('booking_id', BOOKING)
      .select('id');
    expect(data ?? []).toEqual([]);
    expect(await publicReport(fx.anon)).toMatchObject({ booking_id: BOOKING });
  });
});

describe("the buyer's copy", () => {
  type Field = { title: string; input_type?: string };
  const titles = (fields: Field[]) => fields.map((field) => field.title);

  it("leaves out phone and email answers and the customer's name, which staff still read in the table", async () => {
    const row = (await staffRow()) as unknown as { vehicle_info: { fields: Field[] } };
    const staffFields = row.vehicle_info.fields;
    expect(staffFields.some((field) => field.input_type === 'phone')).toBe(true);
    expect(staffFields.some((field) => field.input_type === 'email')).toBe(true);

    const report = (await publicReport(fx.anon)) as unknown as {
      vehicle_info: { fields: Field[]; brand: string };
      inspection_results: { fields: Field[] }[];
    };
    const publicFields = [...report.vehicle_info.fields, ...report.inspection_results.flatMap((section) => section.fields)];
    expect(publicFields.filter((field) => ['phone', 'email'].includes(field.input_type ?? ''))).toEqual([]);
    // The customer's name is personal data the buyer does not need (docs/areas/reports.md#what-the-buyers-copy-withholds).
    expect(staffFields.some((field) => field.title === 'Customer Name')).toBe(true);
    expect(titles(report.vehicle_info.fields)).toEqual(
      titles(staffFields.filter((field) => !['phone', 'email'].includes(field.input_type ?? '') && field.title !== 'Customer Name')),
    );
    expect(report.vehicle_info.brand).toBe('Toyota');
  });

  it('is built by helpers the API roles cannot call', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['buyer_text', { p_text: '0501234567', p_names: [] }], ['buyer_fields', { p_fields: [], p_form: {}, p_names: [] }],
      ['buyer_form', { p_form_id: '22222222-2222-4222-8222-000000000001' }],
    ];
    for (const [fn, args] of calls) {
      const { error } = await fx.staff.rpc(fn, args);
      expect({ fn, code: error?.code }).toEqual({ fn, code: expect.stringMatching(/^(42501|PGRST202)$/) });
    }
    const { error } = await fx.anon.rpc('without_contact_fields', { fields: [] });
    expect(error?.code).toBe('42501');
  });
});
