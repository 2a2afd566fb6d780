// Row level security through supabase-js: the anonymous role may do nothing with any table
// (it reads one report through get_public_report), a signed-in staff user may do everything.
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const TYPE = '11111111-1111-4111-8111-000000000001';
const DRAFT_FORM = '22222222-2222-4222-8222-000000000004';
const BOOKING_WITH_REPORT = 'b726ed24-3333-4333-8333-000000000001';
const BOOKING_WITHOUT_REPORT = '3c22d954-3333-4333-8333-000000000003';
const CONTACT = '66666666-6666-4666-8666-000000000001';

type Row = Record<string, unknown>;

async function insertOne(table: string, row: Row): Promise<Row> {
  const { data, error } = await fx.staff.from(table).insert(row).select().single();
  expect(error).toBeNull();
  return data as Row;
}

// Each new booking on a day of its own: overlapping bookings are refused (bookings_no_overlap).
let bookingDay = 30;
async function newBooking(): Promise<string> {
  // 10:00 in Dubai on a day of its own: inside the one inspector's working hours whatever the time of the run.
  const start = new Date(Date.now() + bookingDay++ * 86400_000);
  start.setUTCHours(6, 0, 0, 0);
  const row = await insertOne('bookings', {
    customer_name: 'Matrix Tester',
    customer_phone: '0500000000',
    vehicle_make: 'Kia',
    vehicle_model: 'Rio',
    vehicle_year: 2020,
    inspection_type_id: TYPE,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 3600_000).toISOString(),
  });
  return row.id as string;
}

interface TableCase {
  table: string;
  key: string;
  /** A row for staff to insert (parents created on the way). */
  row: () => Promise<Row>;
  patch: Row;
}

let uniq = 0;
const next = () => ++uniq;

const CASES: TableCase[] = [
  { table: 'inspection_types', key: 'id', row: async () => ({ name_en: `Matrix type ${next()}`, duration_minutes: 60, actual_price: 100, current_price: 90 }), patch: { tag: 'New' } },
  { table: 'inspection_forms', key: 'id', row: async () => ({ title: `Matrix form ${next()}`, inspection_type_id: TYPE }), patch: { title: 'Renamed form' } },
  { table: 'form_sections', key: 'id', row: async () => ({ form_id: DRAFT_FORM, title: 'Matrix section', order_index: 99 }), patch: { title: 'Renamed section' } },
  {
    table: 'form_fields',
    key: 'id',
    row: async () => {
      const section = await insertOne('form_sections', { form_id: DRAFT_FORM, title: 'Field host', order_index: 98 });
      return { section_id: section.id, title: 'Matrix field', type: 'text', input_type: 'plain', order_index: 0 };
    },
    patch: { required: true },
  },
  {
    table: 'dropdown_options',
    key: 'id',
    row: async () => {
      const section = await insertOne('form_sections', { form_id: DRAFT_FORM, title: 'Option host', order_index: 97 });
      const field = await insertOne('form_fields', { section_id: section.id, title: 'Matrix dropdown', type: 'dropdown', order_index: 0 });
      return { field_id: field.id, label: 'Good', value: 'Good', score: 10, order_index: 0 };
    },
    patch: { score: 7 },
  },
  {
    table: 'bookings',
    key: 'id',
    row: async () => ({ customer_name: 'Matrix', customer_phone: '0501231234', vehicle_make: 'Audi', vehicle_model: 'A3', vehicle_year: 2019, inspection_type_id: TYPE }),
    patch: { status: 'in_progress' },
  },
  { table: 'condition_codes', key: 'condition_code', row: async () => ({ condition_code: 900 + next(), condition_name: `Matrix condition ${next()}` }), patch: { condition_name: `Renamed condition ${next()}` } },
  { table: 'inspection_data', key: 'id', row: async () => ({ booking_id: await newBooking(), form_id: DRAFT_FORM, data: {} }), patch: { status: 'in_progress' } },
  { table: 'inspection_reports', key: 'id', row: async () => ({ booking_id: await newBooking(), overall_score: 8.5, status: 'published' }), patch: { overall_score: 9 } },
  { table: 'contacts', key: 'id', row: async () => ({ full_name: 'Matrix Contact', phone_number: `05599${String(next()).padStart(5, '0')}` }), patch: { email: 'matrix@example.com' } },
  { table: 'leads', key: 'id', row: async () => ({ contact_id: CONTACT, vehicle_make: 'Honda', lead_source: 'referral' }), patch: { status: 'closed' } },
];

describe.each(CASES)('$table', ({ table, key, row, patch }) => {
  let existingKey: unknown;

  beforeAll(async () => {
    const existing = await insertOne(table, await row());
    existingKey = existing[key];
  });

  it('anon: select sees no rows', async () => {
    const { data, error } = await fx.anon.from(table).select('*');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const one = await fx.anon.from(table).select('*').eq(key, existingKey as string);
    expect(one.data ?? []).toEqual([]);
  });

  it('anon: insert is refused with 401 / 42501', async () => {
    const { error, status } = await fx.anon.from(table).insert(await rowForAnon(row, table));
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('anon: update is refused and changes nothing', async () => {
    const before = await fx.staff.from(table).select('*').eq(key, existingKey as string).single();
    const { error, status } = await fx.anon.from(table).update(patch).eq(key, existingKey as string);
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
    const after = await fx.staff.from(table).select('*').eq(key, existingKey as string).single();
    expect(after.data).toEqual(before.data);
  });

  it('anon: delete is refused and removes nothing', async () => {
    const { error, status } = await fx.anon.from(table).delete().eq(key, existingKey as string);
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
    const still = await fx.staff.from(table).select(key).eq(key, existingKey as string);
    expect(still.data).toHaveLength(1);
  });

  it('staff: select, insert, update and delete', async () => {
    const all = await fx.staff.from(table).select('*');
    expect(all.error).toBeNull();
    expect(all.data!.length).toBeGreaterThan(0);

    const created = await insertOne(table, await row());
    const id = created[key] as string;
    const updated = await fx.staff.from(table).update(patch).eq(key, id).select().single();
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject(patch);

    const removed = await fx.staff.from(table).delete().eq(key, id).select();
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    const gone = await fx.staff.from(table).select(key).eq(key, id);
    expect(gone.data).toEqual([]);
  });
});

/** The anon insert must fail on permissions, not on a missing parent: build the row as staff. */
async function rowForAnon(row: () => Promise<Row>, table: string): Promise<Row> {
  const value = await row();
  return table === 'contacts' ? { ...value, phone_number: `anon-${next()}` } : value;
}

describe('get_public_report', () => {
  it('gives anyone the report of a booking id they hold', async () => {
    const { data, error } = await fx.anon.rpc('get_public_report', { booking_id: BOOKING_WITH_REPORT });
    expect(error).toBeNull();
    expect(Object.keys(data).sort()).toEqual(['booking_id', 'damage_data', 'form_version', 'id', 'images', 'inspection_results', 'overall_score', 'signatures', 'updated_at', 'vehicle_info']);
    expect(data).toMatchObject({ id: '55555555-5555-4555-8555-000000000001', booking_id: BOOKING_WITH_REPORT });
    expect(typeof data.overall_score).toBe('number');
    expect(data.images[0].title).toBe('Main Picture');
    // The seeded report is built as a submit builds it: the year is the Vehicle Year answer's text.
    expect(data.vehicle_info).toMatchObject({ brand: 'Toyota', model: 'Land Cruiser', year: '2019' });
  });

  it('answers null for a booking without a report or an unknown id', async () => {
    for (const id of [BOOKING_WITHOUT_REPORT, '00000000-0000-4000-8000-000000000000']) {
      const { data, error } = await fx.anon.rpc('get_public_report', { booking_id: id });
      expect(error).toBeNull();
      expect(data).toBeNull();
    }
  });

  it('refuses an id that is not a uuid with 400 / 22P02', async () => {
    const { error, status } = await fx.anon.rpc('get_public_report', { booking_id: 'not-a-uuid' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02' });
  });

  it('does not let anon list reports directly', async () => {
    const { data } = await fx.anon.from('inspection_reports').select('id').eq('booking_id', BOOKING_WITH_REPORT);
    expect(data).toEqual([]);
  });

  it('keeps save_form_template for signed-in staff', async () => {
    const { error, status } = await fx.anon.rpc('save_form_template', { template: { title: 'x', inspection_type_id: TYPE, sections: [] } });
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
  });
});
