// Roles (app_metadata.role admin, staff, inspector; all three are staff): an inspector reads and writes only
// the bookings assigned to them and their inspection data and reports, and nothing of CRM, call logs, form
// editing, settings or other inspectors' work, through tables and RPCs alike. Office staff do the office's
// work but not the admin's (inspectors and their time off). Through supabase-js as the screens call them.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../testing/start-test-backend';
import { upsertStaffUser } from '../auth/users';

let backend: TestBackend;
let admin: SupabaseClient;
let office: SupabaseClient;
let anna: SupabaseClient; // inspector Anna
let annaToken: string;
const ids = { anna: '', ben: '', annaBooking: '', benBooking: '', contact: '', lead: '' };

const TYPE = '11111111-1111-4111-8111-000000000003';
const FORM = '22222222-2222-4222-8222-000000000001';
const day = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
const dubai = (hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();
const booking = (hhmm: string, extra: Record<string, unknown> = {}) => ({
  customer_name: 'Role Tester', customer_phone: '0501231234', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
  inspection_type_id: TYPE, start_time: dubai(hhmm), end_time: dubai(hhmm.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0'))),
  ...extra,
});

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.staffClient();
  await upsertStaffUser(backend.db, 'office@example.com', 'office-pass-1', { role: 'staff' });
  await upsertStaffUser(backend.db, 'anna@example.com', 'anna-pass-1', { role: 'inspector' });
  await upsertStaffUser(backend.db, 'ben@example.com', 'ben-pass-1', { role: 'inspector' });
  office = await backend.signedInClient('office@example.com', 'office-pass-1');
  anna = await backend.signedInClient('anna@example.com', 'anna-pass-1');
  annaToken = (await anna.auth.getSession()).data.session!.access_token;
  const { rows } = await backend.db.query<{ full_name: string; id: string }>(
    `select i.full_name, i.id::text from public.inspectors i join auth.users u on u.id = i.user_id where u.email in ('anna@example.com', 'ben@example.com')`,
  );
  ids.anna = rows.find((r) => r.full_name === 'anna')!.id;
  ids.ben = rows.find((r) => r.full_name === 'ben')!.id;
  ids.annaBooking = (await admin.from('bookings').insert(booking('10:00', { inspector_id: ids.anna })).select('id').single()).data!.id;
  ids.benBooking = (await admin.from('bookings').insert(booking('10:00', { inspector_id: ids.ben })).select('id').single()).data!.id;
  for (const id of [ids.annaBooking, ids.benBooking]) {
    await backend.db.query(`insert into public.inspection_data (booking_id, form_id) values ($1, $2)`, [id, FORM]);
  }
  const lead = await admin.rpc('add_lead_with_contact', { p_contact: { full_name: 'Lead Person', phone_number: '0507654321' }, p_lead: {} });
  ids.lead = lead.data.id;
  ids.contact = lead.data.contact_id;
});
afterAll(() => backend?.close());

describe('npm run backend -- create-user EMAIL --role inspector', () => {
  it('makes an inspector account linked to an inspector of its own, and staff by is_staff()', async () => {
    const { rows } = await backend.db.query<{ meta: Record<string, unknown>; linked: number }>(
      `select u.raw_app_meta_data as meta, (select count(*)::int from public.inspectors i where i.user_id = u.id) as linked
         from auth.users u where u.email = 'anna@example.com'`,
    );
    expect(rows[0].meta).toMatchObject({ staff: true, role: 'inspector' });
    expect(rows[0].linked).toBe(1);
    expect((await anna.rpc('is_staff')).data).toBe(true);
    expect((await anna.rpc('is_inspector')).data).toBe(true);
    expect((await office.rpc('is_inspector')).data).toBe(false);
    expect((await anna.rpc('current_inspector_id')).data).toBe(ids.anna);
  });

  it('refuses an unknown role with the usage line', () => {
    const cli = join(import.meta.dirname, '..', 'cli.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli, 'create-user', 'x@example.com', '--role', 'boss'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--role admin|staff|inspector');
  });
});

describe('an inspector', () => {
  it('reads only the bookings assigned to them, and their inspection data', async () => {
    const { data: bookings } = await anna.from('bookings').select('id');
    expect(bookings!.map((b) => b.id)).toEqual([ids.annaBooking]);
    const { data: other } = await anna.from('bookings').select('id').eq('id', ids.benBooking);
    expect(other).toEqual([]);
    const { data: inspections } = await anna.from('inspection_data').select('booking_id');
    expect(inspections).toEqual([{ booking_id: ids.annaBooking }]);
  });

  it('gets only their bookings from the dashboard\'s page and counts (list_bookings, booking_summary: row level security applies)', async () => {
    const page = await anna.rpc('list_bookings', { p_search: '', p_inspector: '', p_offset: 0, p_limit: 100 });
    expect(page.error).toBeNull();
    expect(page.data).toMatchObject({ total: 1, rows: [{ id: ids.annaBooking }] });
    const other = await anna.rpc('list_bookings', { p_inspector: ids.ben });
    expect(other.data).toEqual({ total: 0, rows: [] });
    expect((await anna.rpc('booking_summary')).data).toMatchObject({ total: 1 });
  });

  it('changes their own booking, not another inspector\'s, and cannot hand theirs to someone else', async () => {
    const own = await anna.from('bookings').update({ notes: 'Gate code 12' }).eq('id', ids.annaBooking).select('notes');
    expect(own.data).toEqual([{ notes: 'Gate code 12' }]);
    const others = await anna.from('bookings').update({ notes: 'Hacked' }).eq('id', ids.benBooking).select('id');
    expect(others.data).toEqual([]);
    const handOver = await anna.from('bookings').update({ inspector_id: ids.ben, start_time: dubai('14:00'), end_time: dubai('15:00') })
      .eq('id', ids.annaBooking).select('id');
    expect(handOver.error?.code).toBe('42501');
    const insert = await anna.from('bookings').insert(booking('16:00')).select('id');
    expect(insert.error?.code).toBe('42501');
    const del = await anna.from('bookings').delete().eq('id', ids.annaBooking).select('id');
    expect(del.data).toEqual([]);
  });

  it('saves their own inspection and is refused another inspector\'s (save and submit)', async () => {
    const own = await anna.rpc('save_inspection_data', { p_booking_id: ids.annaBooking, p_data: {} });
    expect(own.error).toBeNull();
    const others = await anna.rpc('save_inspection_data', { p_booking_id: ids.benBooking, p_data: {} });
    expect(others.error?.code).toBe('PT404');
    const submit = await anna.rpc('submit_inspection', { p_booking_id: ids.benBooking, p_data: {}, p_marked_data: {}, p_report: {} });
    expect(submit.error?.code).toBe('PT404');
    const write = await anna.from('inspection_data').update({ data: { x: 1 } }).eq('booking_id', ids.benBooking).select('id');
    expect(write.data).toEqual([]);
    const report = await anna.from('inspection_reports').insert({ booking_id: ids.benBooking }).select('id');
    expect(report.error?.code).toBe('42501');
  });

  it('reads no contact, lead, spreadsheet link or booking limits, and writes none', async () => {
    for (const table of ['contacts', 'leads', 'sheet_report_links', 'public_booking_settings']) {
      const { data, error } = await anna.from(table).select('*');
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
    expect((await anna.from('contacts').insert({ full_name: 'X', phone_number: '0501111111' })).error?.code).toBe('42501');
    expect((await anna.from('leads').update({ notes: 'x' }).eq('id', ids.lead).select('id')).data).toEqual([]);
    const lead = await anna.rpc('add_lead_with_contact', { p_contact: { full_name: 'X', phone_number: '0502222222' }, p_lead: {} });
    expect(lead.error?.code).toBe('42501');
    expect((await anna.rpc('share_sheet_report', { p_report_id: 'row-1' })).error?.code).toBe('42501');
    const limits = await anna.from('public_booking_settings').update({ horizon_days: 5 }).gt('horizon_days', 0).select('horizon_days');
    expect(limits.data).toEqual([]);
  });

  it('reads forms and condition names to inspect, and edits none', async () => {
    expect((await anna.from('inspection_forms').select('id')).data!.length).toBeGreaterThan(0);
    expect((await anna.from('condition_codes').select('condition_code')).data!.length).toBeGreaterThan(0);
    expect((await anna.from('inspection_types').insert({ name_en: 'X', duration_minutes: 60, actual_price: 1, current_price: 1 })).error?.code).toBe('42501');
    expect((await anna.from('inspection_forms').update({ title: 'Hacked' }).eq('id', FORM).select('id')).data).toEqual([]);
    expect((await anna.from('form_fields').delete().neq('id', '00000000-0000-0000-0000-000000000000').select('id')).data).toEqual([]);
    const save = await anna.rpc('save_form_template', { template: { title: 'Intruder', inspection_type_id: TYPE, sections: [] } });
    expect(save.error?.code).toBe('42501');
  });

  it('reads the team but changes no inspector or time off, and gets no list of free inspectors', async () => {
    expect((await anna.from('inspectors').select('id')).data!.length).toBeGreaterThanOrEqual(3);
    expect((await anna.from('inspectors').insert({ full_name: 'Intruder' })).error?.code).toBe('42501');
    expect((await anna.from('inspectors').update({ active: false }).eq('id', ids.ben).select('id')).data).toEqual([]);
    expect((await anna.from('inspector_time_off').insert({ inspector_id: ids.anna, starts_at: dubai('08:00'), ends_at: dubai('09:00') })).error?.code).toBe('42501');
    const free = await anna.rpc('get_free_inspectors', { p_start: dubai('18:00'), p_end: dubai('19:00') });
    expect(free.data).toEqual([]);
  });

  it('is refused the call logs (the spreadsheet service)', async () => {
    const webhook = await fetch(`${backend.url}/functions/v1/sheets-webhook`, { headers: { authorization: `Bearer ${annaToken}` } });
    expect(webhook.status).toBe(403);
  });
});

describe('office staff', () => {
  it('read every booking, contact and lead, and write bookings', async () => {
    const { data } = await office.from('bookings').select('id').in('id', [ids.annaBooking, ids.benBooking]);
    expect(data).toHaveLength(2);
    expect((await office.from('contacts').select('id').eq('id', ids.contact)).data).toHaveLength(1);
    expect((await office.from('leads').select('id').eq('id', ids.lead)).data).toHaveLength(1);
    const created = await office.from('bookings').insert(booking('17:00')).select('inspector_id').single();
    expect(created.error).toBeNull();
    expect(created.data!.inspector_id).not.toBeNull();
  });

  it('see who is free, and cannot add inspectors or time off (admins do)', async () => {
    const free = await office.rpc('get_free_inspectors', { p_start: dubai('10:00'), p_end: dubai('11:00') });
    expect(free.error).toBeNull();
    const names = (free.data as { inspector_id: string }[]).map((r) => r.inspector_id);
    expect(names).not.toContain(ids.anna);
    expect(names).not.toContain(ids.ben);
    expect((await office.from('inspectors').insert({ full_name: 'Office made' })).error?.code).toBe('42501');
    expect((await office.from('inspector_time_off').insert({ inspector_id: ids.anna, starts_at: dubai('08:00'), ends_at: dubai('09:00') })).error?.code).toBe('42501');
  });
});

describe('an admin', () => {
  it('adds, edits and deactivates inspectors and enters their time off', async () => {
    const added = await admin.from('inspectors').insert({ full_name: 'New Hire', working_days: [1, 2, 3, 4, 5], work_start: '09:00', work_end: '17:00' }).select('id').single();
    expect(added.error).toBeNull();
    expect((await admin.from('inspectors').update({ phone: '0509999999', active: false }).eq('id', added.data!.id).select('active')).data).toEqual([{ active: false }]);
    const off = await admin.from('inspector_time_off').insert({ inspector_id: ids.anna, starts_at: dubai('19:00'), ends_at: dubai('20:00'), reason: 'Dentist' });
    expect(off.error).toBeNull();
    expect((await admin.from('inspectors').insert({ full_name: '  ' })).error?.code).toBe('23514');
  });
});
