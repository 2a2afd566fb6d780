// The audit trail (docs/areas/audit.md, migration 0051): each audited table's inserts, updates and deletes are logged in the
// writing transaction with the actor from the JWT and only the changed columns as [old, new]; no entry for an update
// that changed nothing or only updated_at; an inspection's autosaves are summarised; nobody changes or deletes an
// entry; admins read the log, office staff a booking's or contact's Activity, inspectors and anon nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BACKEND_START_TIMEOUT, DEMO_EMAIL, startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let adminId: string;
let office: SupabaseClient;
let inspector: SupabaseClient;

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';
const APPEND_ONLY = 'The audit log is append-only: its rows cannot be changed or deleted';

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.staffClient();
  adminId = (await admin.auth.getUser()).data.user!.id;
  await backend.createUser('audit-office@example.com', 'office-pass-1', { role: 'staff', staff: true });
  await backend.createUser('audit-inspector@example.com', 'inspector-pass-1', { role: 'inspector', staff: true });
  office = await backend.signedInClient('audit-office@example.com', 'office-pass-1');
  inspector = await backend.signedInClient('audit-inspector@example.com', 'inspector-pass-1');
}, BACKEND_START_TIMEOUT);
afterAll(() => backend?.close());

type Entry = { actor_id: string | null; actor_email: string | null; table_name: string; row_id: string; action: string; changes: Record<string, [unknown, unknown]> };

/** The log of one row, oldest first, read as the table owner. */
async function logOf(table: string, rowId: string): Promise<Entry[]> {
  const { rows } = await backend.db.query<Entry>(
    'select actor_id::text, actor_email, table_name, row_id, action, changes from public.audit_log where table_name = $1 and row_id = $2 order by id',
    [table, rowId]);
  return rows;
}

let day = 2600;
function slot(hours = 1) {
  const start = new Date(Date.now() + day++ * 86400_000);
  start.setUTCHours(6, 0, 0, 0);
  return { start_time: start.toISOString(), end_time: new Date(start.getTime() + hours * 3600_000).toISOString() };
}
const BOOKING = { customer_name: 'Audit Customer', customer_phone: '0501234567', vehicle_make: 'Audi', vehicle_model: 'A4', vehicle_year: 2020, inspection_type_id: STANDARD_TYPE };

describe('the audit triggers', () => {
  it("log a booking's insert, update and delete with the admin as actor and only the changed columns", async () => {
    const times = slot();
    const inserted = await admin.from('bookings').insert({ ...BOOKING, ...times }).select('id').single().throwOnError();
    const id = inserted.data!.id as string;
    const later = slot(1.5);
    await admin.from('bookings').update(later).eq('id', id).throwOnError();
    await admin.from('bookings').delete().eq('id', id).throwOnError();

    const log = await logOf('bookings', id);
    expect(log.map((e) => [e.action, e.actor_id, e.actor_email])).toEqual([
      ['insert', adminId, DEMO_EMAIL], ['update', adminId, DEMO_EMAIL], ['delete', adminId, DEMO_EMAIL],
    ]);
    expect(log[0].changes).toMatchObject({ customer_name: [null, 'Audit Customer'], vehicle_year: [null, 2020], status: [null, 'scheduled'] });
    expect(log[0].changes).not.toHaveProperty('notes');
    expect(Object.keys(log[1].changes).sort()).toEqual(['end_time', 'start_time']);
    expect(new Date(log[1].changes.start_time[0] as string).toISOString()).toBe(times.start_time);
    expect(new Date(log[1].changes.start_time[1] as string).toISOString()).toBe(later.start_time);
    expect(new Date(log[1].changes.end_time[1] as string).toISOString()).toBe(later.end_time);
    expect(log[2].changes).toMatchObject({ customer_name: ['Audit Customer', null] });
  });

  it('write no entry for an update that changed nothing, nor for one of updated_at alone', async () => {
    const id = (await admin.from('bookings').insert({ ...BOOKING, ...slot() }).select('id').single().throwOnError()).data!.id as string;
    await admin.from('bookings').update({ customer_name: 'Audit Customer' }).eq('id', id).throwOnError();
    await admin.from('bookings').update({ updated_at: new Date().toISOString() }).eq('id', id).throwOnError();
    expect((await logOf('bookings', id)).map((e) => e.action)).toEqual(['insert']);
  });

  it("log an anonymous customer's online booking with no actor", async () => {
    const start = new Date(`${new Date(Date.now() + 40 * 86400_000).toISOString().slice(0, 10)}T10:00:00+04:00`).toISOString();
    const made = await backend.client().rpc('create_public_booking', { p_booking: {
      customer_name: 'Online Customer', customer_phone: '0529876543', vehicle_make: 'Toyota', vehicle_model: 'Yaris', vehicle_year: 2019,
      inspection_type_id: '11111111-1111-4111-8111-000000000003', latitude: 25.2, longitude: 55.27, location_address: 'Gate 2', start_time: start,
    } });
    expect(made.error).toBeNull();
    const id = (made.data as { id: string }).id;
    expect(await logOf('bookings', id)).toEqual([expect.objectContaining({
      actor_id: null, actor_email: null, action: 'insert', changes: expect.objectContaining({ created_via: [null, 'public'] }),
    })]);
  });

  it("summarise an inspection: its start, its first save's status change and its submit, not every autosave", async () => {
    const bookingId = (await admin.from('bookings').insert({ ...BOOKING, ...slot() }).select('id').single().throwOnError()).data!.id as string;
    const dataId = (await admin.from('inspection_data').insert({ booking_id: bookingId, form_id: STANDARD_FORM, data: {} }).select('id').single().throwOnError()).data!.id as string;
    for (let i = 0; i < 4; i++) {
      await admin.rpc('save_inspection_data', { p_booking_id: bookingId, p_data: { [`field-${i}`]: { value: `v${i}`, lastUpdated: Date.now() + i } } }).throwOnError();
    }
    await admin.rpc('submit_inspection', { p_booking_id: bookingId, p_data: { a: { value: 'x' }, b: { value: 'y' } }, p_marked_data: {},
      p_report: { inspection_results: [], damage_data: {}, images: [], vehicle_info: {}, signatures: { inspector: { name: 'Test Inspector', signed_at: '2026-11-25T10:00:00.000Z', path: 'M10 10 L100 50' }, customer: null } } }).throwOnError();

    const log = await logOf('inspection_data', dataId);
    expect(log.map((e) => [e.action, e.changes.status])).toEqual([
      ['insert', [null, 'draft']], ['update', ['draft', 'in_progress']], ['update', ['in_progress', 'published']],
    ]);
    expect(log[1].changes.data).toEqual([{ entries: 0 }, { entries: 1 }]);
    expect(log[2].changes.data).toEqual([{ entries: 4 }, { entries: 2 }]);
    const reportId = (await admin.from('inspection_reports').select('id').eq('booking_id', bookingId).single()).data!.id as string;
    expect(await logOf('inspection_reports', reportId)).toEqual([expect.objectContaining({ action: 'insert', actor_id: adminId,
      changes: expect.objectContaining({ status: [null, 'published'], booking_id: [null, bookingId] }) })]);
    expect((await logOf('bookings', bookingId)).map((e) => e.changes.status?.[1])).toEqual(['scheduled', 'in_progress', 'completed']);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['inspection_types', { name_en: 'Audited type', duration_minutes: 30 }, 'name_en', 'Audited type, renamed'],
    ['inspection_forms', { title: 'Audited form', inspection_type_id: STANDARD_TYPE }, 'title', 'Audited form, renamed'],
    ['contacts', { full_name: 'Audited Contact', phone_number: '0551112233' }, 'full_name', 'Audited Contact, renamed'],
  ])('log insert, update and delete of %s', async (table, row, column, renamed) => {
    const rows = admin.from(table as 'contacts');
    const id = (await rows.insert(row as never).select('id').single().throwOnError()).data!.id as string;
    await admin.from(table as 'contacts').update({ [column]: renamed } as never).eq('id', id).throwOnError();
    await admin.from(table as 'contacts').delete().eq('id', id).throwOnError();
    const log = await logOf(table, id);
    expect(log.map((e) => [e.action, e.actor_email, e.changes[column]])).toEqual([
      ['insert', DEMO_EMAIL, [null, row[column]]],
      ['update', DEMO_EMAIL, [row[column], renamed]],
      ['delete', DEMO_EMAIL, [renamed, null]],
    ]);
    expect(Object.keys(log[1].changes)).toEqual([column]);
  });

  it('log insert, update and delete of leads', async () => {
    const contactId = (await admin.from('contacts').insert({ full_name: 'Lead Owner', phone_number: '0557778899' }).select('id').single().throwOnError()).data!.id as string;
    const id = (await admin.from('leads').insert({ contact_id: contactId, vehicle_make: 'BMW' }).select('id').single().throwOnError()).data!.id as string;
    await admin.from('leads').update({ status: 'in_discussion' }).eq('id', id).throwOnError();
    await admin.from('leads').delete().eq('id', id).throwOnError();
    expect((await logOf('leads', id)).map((e) => [e.action, e.changes.status])).toEqual([
      ['insert', [null, 'new_lead']], ['update', ['new_lead', 'in_discussion']], ['delete', ['in_discussion', null]],
    ]);
  });
});

describe('the audit log is append-only', () => {
  it('refuses update and delete for every role, the table owner and truncate included', async () => {
    await admin.from('inspection_types').update({ tag: 'Audited' }).eq('id', STANDARD_TYPE).throwOnError();
    const { rows } = await backend.db.query<{ id: string; n: string }>('select max(id)::text as id, count(*)::text as n from public.audit_log');
    const id = Number(rows[0].id);
    const service = backend.client(backend.serviceRoleKey);
    for (const client of [admin, office, inspector, backend.client(), service]) {
      expect((await client.from('audit_log').update({ action: 'delete' }).eq('id', id)).error).toMatchObject({ code: '42501' });
      expect((await client.from('audit_log').delete().eq('id', id)).error).toMatchObject({ code: '42501' });
    }
    await expect(backend.db.query('update public.audit_log set actor_email = $1 where id = $2', ['x@example.com', id])).rejects.toThrow(APPEND_ONLY);
    await expect(backend.db.query('delete from public.audit_log where id = $1', [id])).rejects.toThrow(APPEND_ONLY);
    await expect(backend.db.query('truncate public.audit_log')).rejects.toThrow(APPEND_ONLY);
    const after = await backend.db.query<{ id: string; n: string }>('select max(id)::text as id, count(*)::text as n from public.audit_log');
    expect(after.rows[0]).toEqual(rows[0]);
  });
});

describe('who reads the audit log', () => {
  it('admins read it; office staff, inspectors and anon read no row of it', async () => {
    expect((await admin.from('audit_log').select('id').limit(5)).data).toHaveLength(5);
    expect((await admin.rpc('search_audit_log', { p_table_name: 'contacts', p_limit: 2 })).data).toHaveLength(2);
    for (const client of [office, inspector]) {
      expect((await client.from('audit_log').select('id')).data).toEqual([]);
      expect((await client.rpc('search_audit_log', {})).data).toEqual([]);
      expect((await client.rpc('audit_log_actors')).data).toEqual([]);
    }
    const anon = backend.client();
    expect((await anon.from('audit_log').select('id')).data ?? []).toEqual([]);
    expect((await anon.rpc('search_audit_log', {})).error).toMatchObject({ code: '42501' });
    expect((await anon.rpc('get_row_activity', { p_table_name: 'bookings', p_row_id: STANDARD_TYPE })).error).toMatchObject({ code: '42501' });
  });

  it("shows a booking's and a contact's Activity to admins and office staff, not to inspectors", async () => {
    const bookingId = (await admin.from('bookings').insert({ ...BOOKING, ...slot() }).select('id').single().throwOnError()).data!.id as string;
    await admin.from('bookings').update({ notes: 'Gate code 4411' }).eq('id', bookingId).throwOnError();
    await admin.from('inspection_data').insert({ booking_id: bookingId, form_id: STANDARD_FORM }).throwOnError();
    const contactId = (await admin.from('contacts').insert({ full_name: 'Activity Contact', phone_number: '0554445566' }).select('id').single().throwOnError()).data!.id as string;
    const leadId = (await admin.from('leads').insert({ contact_id: contactId }).select('id').single().throwOnError()).data!.id as string;
    await admin.from('leads').delete().eq('id', leadId).throwOnError();

    for (const client of [admin, office]) {
      const booking = await client.rpc('get_row_activity', { p_table_name: 'bookings', p_row_id: bookingId });
      expect(booking.data.map((e: Entry) => [e.table_name, e.action])).toEqual([['inspection_data', 'insert'], ['bookings', 'update'], ['bookings', 'insert']]);
      expect(booking.data[1].changes).toEqual({ notes: [null, 'Gate code 4411'] });
      const contact = await client.rpc('get_row_activity', { p_table_name: 'contacts', p_row_id: contactId });
      expect(contact.data.map((e: Entry) => [e.table_name, e.action])).toEqual([['leads', 'delete'], ['leads', 'insert'], ['contacts', 'insert']]);
    }
    expect((await inspector.rpc('get_row_activity', { p_table_name: 'bookings', p_row_id: bookingId })).data).toEqual([]);
    expect((await admin.rpc('get_row_activity', { p_table_name: 'audit_log', p_row_id: bookingId })).data).toEqual([]);
  });

  it('names the inspectors, types, forms and contacts an entry refers to, as the caller may read them; anon nothing', async () => {
    const contactId = (await admin.from('contacts').insert({ full_name: 'Named Contact', phone_number: '0554445577' }).select('id').single().throwOnError()).data!.id as string;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const ids = [STANDARD_TYPE, STANDARD_FORM, contactId, unknown];
    const { data, error } = await office.rpc('audit_reference_names', { p_ids: ids });
    expect(error).toBeNull();
    expect(Object.fromEntries(data!.map((row: { id: string; name: string }) => [row.id, row.name]))).toEqual({
      [STANDARD_TYPE]: 'Standard 120-point', [STANDARD_FORM]: 'Standard 120-Point Inspection', [contactId]: 'Named Contact',
    });
    const anon = await backend.client().rpc('audit_reference_names', { p_ids: ids });
    expect(anon.error?.code).toBe('42501');
  });
});
