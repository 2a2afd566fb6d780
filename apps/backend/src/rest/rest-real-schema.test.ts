// The calls the screens make (tables, filters, embeds, RPCs) against the real migrations.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/query-interface';
import { prepareDatabase } from '../db/migrate';
import { openTestDatabase } from '../db/test-database';
import { SETUP_TIMEOUT } from './test-fixture';
import { restClient } from './test-support';

let db: Database;
let sb: SupabaseClient;

const TYPE_A = 'aaaaaaaa-0000-0000-0000-000000000001';
const TYPE_B = 'aaaaaaaa-0000-0000-0000-000000000002';
const FORM = 'bbbbbbbb-0000-0000-0000-000000000001';
const S1 = 'cccccccc-0000-0000-0000-000000000001';
const S2 = 'cccccccc-0000-0000-0000-000000000002';
const F1 = 'dddddddd-0000-0000-0000-000000000001';
const F2 = 'dddddddd-0000-0000-0000-000000000002';
const F3 = 'dddddddd-0000-0000-0000-000000000003';
const B1 = 'eeeeeeee-0000-0000-0000-000000000001';
const B2 = 'eeeeeeee-0000-0000-0000-000000000002';
const B3 = 'eeeeeeee-0000-0000-0000-000000000003';
const C1 = 'ffffffff-0000-0000-0000-000000000001';

beforeAll(async () => {
  db = await openTestDatabase();
  await prepareDatabase(db, { seed: false });
  await db.exec(`
    insert into inspection_types (id, name_en, duration_minutes, actual_price, current_price, tag, created_at) values
      ('${TYPE_A}', 'Premium', 90, 300, 250.50, 'Popular', '2024-01-02T00:00:00Z'),
      ('${TYPE_B}', 'Basic', 60, 150, 120, null, '2024-01-01T00:00:00Z');
    insert into inspection_forms (id, title, status, inspection_type_id) values ('${FORM}', 'Premium form', 'draft', '${TYPE_A}');
    insert into form_sections (id, form_id, title, order_index) values ('${S2}', '${FORM}', 'Engine', 1), ('${S1}', '${FORM}', 'Vehicle Information', 0);
    insert into form_fields (id, section_id, title, type, order_index) values
      ('${F1}', '${S2}', 'Oil', 'dropdown', 1), ('${F2}', '${S2}', 'Noise', 'dropdown', 0), ('${F3}', '${S1}', 'Customer Name', 'text', 0);
    insert into dropdown_options (field_id, label, value, score, order_index) values
      ('${F1}', 'Clean', 'Clean', 10, 0), ('${F1}', 'Dirty', 'Dirty', 2, 1), ('${F2}', 'Loud', 'Loud', 1, 1), ('${F2}', 'Quiet', 'Quiet', 9, 0);
    update inspection_forms set status = 'live' where id = '${FORM}';
    insert into bookings (id, customer_name, customer_phone, vehicle_make, vehicle_model, vehicle_year, start_time, end_time, inspection_type_id) values
      ('${B1}', 'Ann', '+971501000011', 'Audi', 'A4', 2019, '2024-03-10T09:00:00Z', '2024-03-10T10:30:00Z', '${TYPE_A}'),
      ('${B2}', 'Ben', '+971501000012', 'BMW', 'X1', 2020, '2024-03-10T13:00:00Z', '2024-03-10T14:00:00Z', '${TYPE_B}'),
      ('${B3}', 'Cid', '+971501000013', 'Fiat', 'Uno', 2001, '2024-03-11T09:00:00Z', '2024-03-11T10:00:00Z', null);
    insert into contacts (id, full_name, phone_number, email, created_at) values ('${C1}', 'Dana', '+447700900123', 'dana@example.com', '2024-01-01T00:00:00Z');
    insert into leads (contact_id, vehicle_make, created_at) values ('${C1}', 'Kia', '2024-02-01T00:00:00Z'), ('${C1}', 'VW', '2024-02-02T00:00:00Z');
    insert into inspection_reports (booking_id, overall_score, images) values ('${B1}', 8.5, '[{"title": "Main Picture", "urls": ["https://photos.example/u.webp"]}]');
  `);
  sb = restClient(db);
}, SETUP_TIMEOUT);
afterAll(() => db?.close());

describe("the screens' calls on the real schema", () => {
  it('inspection_types ordered by name_en, and by created_at descending', async () => {
    const { data, error } = await sb.from('inspection_types').select('*').order('name_en');
    expect(error).toBeNull();
    expect(data?.map((t) => [t.name_en, t.current_price, t.duration_minutes])).toEqual([['Basic', 120, 60], ['Premium', 250.5, 90]]);
    const recent = await sb.from('inspection_types').select('name_en').order('created_at', { ascending: false });
    expect(recent.data).toEqual([{ name_en: 'Premium' }, { name_en: 'Basic' }]);
  });

  it('form sections by form ordered, then fields of those sections with ordered dropdown options', async () => {
    const sections = await sb.from('form_sections').select('*').eq('form_id', FORM).order('order_index');
    expect(sections.data?.map((s) => s.title)).toEqual(['Vehicle Information', 'Engine']);
    const { data, error } = await sb.from('form_fields')
      .select('*, dropdown_options(id, label, value, score, order_index)')
      .in('section_id', sections.data!.map((s) => s.id))
      .order('order_index')
      .order('title')
      .order('order_index', { referencedTable: 'dropdown_options' });
    expect(error).toBeNull();
    expect(data?.map((f) => [f.title, f.dropdown_options.map((o: { label: string; score: number }) => `${o.label}:${o.score}`)])).toEqual([
      ['Customer Name', []], ['Noise', ['Quiet:9', 'Loud:1']], ['Oil', ['Clean:10', 'Dirty:2']],
    ]);
    expect(Object.keys(data![1].dropdown_options[0]).sort()).toEqual(['id', 'label', 'order_index', 'score', 'value']);
  });

  it('the live form of a type as a single row', async () => {
    const { data } = await sb.from('inspection_forms').select('id').eq('inspection_type_id', TYPE_A).eq('status', 'live').single();
    expect(data).toEqual({ id: FORM });
  });

  it('bookings of a day ordered by start_time', async () => {
    const { data, error } = await sb.from('bookings').select('id, customer_name, start_time, inspection_types(name_en)')
      .gte('start_time', '2024-03-10T00:00:00.000Z').lt('start_time', '2024-03-11T00:00:00.000Z').order('start_time', { ascending: true });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: B1, customer_name: 'Ann', start_time: '2024-03-10T09:00:00+00:00', inspection_types: { name_en: 'Premium' } },
      { id: B2, customer_name: 'Ben', start_time: '2024-03-10T13:00:00+00:00', inspection_types: { name_en: 'Basic' } },
    ]);
  });

  it('leads with their contact, newest first', async () => {
    const { data, error } = await sb.from('leads').select('*, contacts(*)').order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((l) => [l.vehicle_make, l.status, l.lead_source, l.contacts.full_name])).toEqual([
      ['VW', 'new_lead', 'website', 'Dana'], ['Kia', 'new_lead', 'website', 'Dana'],
    ]);
  });

  it('upserts inspection_data on booking_id idempotently', async () => {
    const payload = { booking_id: B2, form_id: FORM, data: { [F1]: { value: 'Clean', score: 10 } } };
    const first = await sb.from('inspection_data').upsert(payload, { onConflict: 'booking_id' }).select('booking_id, form_id, data, status').single();
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ ...payload, status: 'draft' });
    const second = await sb.from('inspection_data').upsert(payload, { onConflict: 'booking_id' }).select('booking_id, form_id, data, status').single();
    expect(second.data).toEqual(first.data);
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from inspection_data where booking_id = $1`, [B2]);
    expect(rows[0].n).toBe(1);
    const read = await sb.from('inspection_data').select('id, form_id, data, marked_data, status, updated_at').eq('booking_id', B2).maybeSingle();
    expect(read.data).toMatchObject({ form_id: FORM, data: payload.data, marked_data: {}, status: 'draft' });
  });

  it('refuses a duplicate contact phone with 409 23505, and finds a contact by phone', async () => {
    const dup = await sb.from('contacts').insert({ full_name: 'Other', phone_number: '+447700900123' }).select().single();
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('23505');
    const found = await sb.from('contacts').select('*').eq('phone_number', '+447700900123').single();
    expect(found.data).toMatchObject({ id: C1, full_name: 'Dana' });
    const missing = await sb.from('contacts').select('*').eq('phone_number', '+0000').single();
    expect(missing.status).toBe(406);
    expect(missing.error?.code).toBe('PGRST116');
  });

  it('lets anon read nothing but the public report', async () => {
    const anon = restClient(db, 'anon');
    for (const table of ['bookings', 'inspection_reports', 'contacts', 'inspection_types']) {
      const { data, error } = await anon.from(table).select('*');
      expect([table, error ? error.code : data]).toEqual([table, error ? '42501' : []]);
    }
    const report = await anon.rpc('get_public_report', { booking_id: B1 });
    expect(report.error).toBeNull();
    expect(report.data).toMatchObject({ booking_id: B1, overall_score: 8.5, images: [{ title: 'Main Picture', urls: ['https://photos.example/u.webp'] }] });
    expect((await anon.rpc('get_public_report', { booking_id: B3 })).data).toBeNull();
  });

  it('saves a form template through the RPC', async () => {
    const { data, error } = await sb.rpc('save_form_template', {
      template: {
        title: 'New form', inspection_type_id: TYPE_B,
        sections: [{ title: 'S', fields: [{ title: 'Q', type: 'dropdown', required: true, is120point: true, input_type: null, allow_multiple: false, options: [{ label: 'Yes', score: 1 }], child_fields: [] }] }],
      },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ title: 'New form', status: 'draft', inspection_type_id: TYPE_B });
    const fields = await sb.from('form_sections').select('title, form_fields(title, dropdown_options(label, value, score))').eq('form_id', data.id);
    expect(fields.data).toEqual([{ title: 'S', form_fields: [{ title: 'Q', dropdown_options: [{ label: 'Yes', value: 'Yes', score: 1 }] }] }]);
  });

  it('updates a booking with return=minimal, and an admin deletes it by id (office staff cannot)', async () => {
    const upd = await sb.from('bookings').update({ status: 'completed' }).eq('id', B3);
    expect(upd.status).toBe(204);
    expect((await sb.from('bookings').select('status').eq('id', B3).single()).data).toEqual({ status: 'completed' });
    expect((await sb.from('bookings').delete().eq('id', B3).select('id')).data).toEqual([]);
    const admin = restClient(db, 'authenticated', { app_metadata: { staff: true, role: 'admin' } });
    const del = await admin.from('bookings').delete().eq('id', B3).select('id');
    expect(del.data).toEqual([{ id: B3 }]);
  });
});
