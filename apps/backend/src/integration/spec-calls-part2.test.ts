// The booking, inspection, report, settings and CRM calls, through supabase-js
// as the screens make them, each asserting the rows that come back. (The presigned upload and
// the call-log batches are covered in storage/storage.test.ts and sheets/sheets-service.test.ts.)
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const BASIC_TYPE = '11111111-1111-4111-8111-000000000003';
const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';
const COMPLETED_BOOKING = 'b726ed24-3333-4333-8333-000000000001';
const TODAY_BOOKING = '56a3d90d-3333-4333-8333-000000000002';
const TOMORROW_BOOKING = '3c22d954-3333-4333-8333-000000000003';
const AHMED = '66666666-6666-4666-8666-000000000001';

/** The database's day (bookings are seeded at current_date + a time). */
async function dayBounds(offsetDays = 0) {
  const { rows } = await fx.backend.db.query<{ start: Date | string; end: Date | string }>(
    `select (current_date + $1::int)::timestamptz as start, (current_date + $1::int + 1)::timestamptz as end`,
    [offsetDays],
  );
  return { start: new Date(rows[0].start).toISOString(), end: new Date(rows[0].end).toISOString() };
}

// Each new booking on a day of its own: overlapping bookings are refused (bookings_no_overlap).
let bookingDay = 40;
async function newBooking(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + bookingDay++ * 86400_000);
  start.setUTCHours(10, 0, 0, 0);
  const { data, error } = await fx.staff
    .from('bookings')
    .insert({
      customer_name: 'Spec Customer',
      customer_email: 'spec@example.com',
      customer_phone: '0507654321',
      vehicle_make: 'Mazda',
      vehicle_model: 'CX-5',
      vehicle_year: 2021,
      inspection_type_id: STANDARD_TYPE,
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 90 * 60_000).toISOString(),
      ...overrides,
    })
    .select('id, customer_name, start_time, end_time')
    .single();
  expect(error).toBeNull();
  return data!;
}

describe('bookings', () => {
  it('reads one booking by id with its customer and vehicle columns', async () => {
    const { data, error } = await fx.staff
      .from('bookings')
      .select('customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year, start_time')
      .eq('id', COMPLETED_BOOKING)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ customer_name: 'Omar Haddad', customer_email: 'omar.haddad@example.com', customer_phone: '+971501112233', vehicle_make: 'Toyota', vehicle_model: 'Land Cruiser', vehicle_year: 2019 });
    expect(Date.parse(data!.start_time)).not.toBeNaN();
  });

  it('selects all bookings ordered by start time, every status represented', async () => {
    const { data, error } = await fx.staff.from('bookings').select('*').order('start_time');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(19);
    const statuses = new Set(data!.map((b) => b.status));
    for (const s of ['scheduled', 'in_progress', 'completed', 'draft', 'published', 'pending', 'cancelled']) expect(statuses).toContain(s);
    const times = data!.map((b) => Date.parse(b.start_time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(data!.some((b) => b.latitude === null) && data!.some((b) => typeof b.latitude === 'number')).toBe(true);
  });

  it("lists the day's bookings by start time, ascending", async () => {
    const { start, end } = await dayBounds(0);
    const { data, error } = await fx.staff.from('bookings').select('*').gte('start_time', start).lt('start_time', end).order('start_time', { ascending: true });
    expect(error).toBeNull();
    expect(data!.map((b) => b.customer_name)).toEqual(['Priya Nair', 'Yusuf Demir', 'Mohammed Saleh']);
  });

  it('finds bookings overlapping a slot', async () => {
    const { start } = await dayBounds(0);
    const slotStart = new Date(Date.parse(start) + 9.5 * 3600_000).toISOString();
    const slotEnd = new Date(Date.parse(start) + 12.5 * 3600_000).toISOString();
    const { data, error } = await fx.staff.from('bookings').select('id, start_time, end_time').lt('start_time', slotEnd).gt('end_time', slotStart).order('start_time');
    expect(error).toBeNull();
    expect(data!.map((b) => b.id)).toContain(TODAY_BOOKING); // 09:00–12:00 (Premium, 180 min)
    expect(data).toHaveLength(2);
  });

  it('inserts a booking returning id, customer_name, start_time and end_time', async () => {
    const row = await newBooking();
    expect(Object.keys(row).sort()).toEqual(['customer_name', 'end_time', 'id', 'start_time']);
    expect(row.customer_name).toBe('Spec Customer');
    const stored = await fx.staff.from('bookings').select('status').eq('id', row.id).single();
    expect(stored.data).toEqual({ status: 'scheduled' });
  });

  it('updates status, and a booking by id', async () => {
    const row = await newBooking();
    const inProgress = await fx.staff.from('bookings').update({ status: 'in_progress' }).eq('id', row.id).select('status').single();
    expect(inProgress.data).toEqual({ status: 'in_progress' });
    const completed = await fx.staff.from('bookings').update({ status: 'completed' }).eq('id', row.id).select('status').single();
    expect(completed.data).toEqual({ status: 'completed' });
    const edited = await fx.staff.from('bookings').update({ customer_name: 'Edited Name', notes: 'Call first', latitude: 25.2, longitude: 55.3 }).eq('id', row.id).select().single();
    expect(edited.data).toMatchObject({ customer_name: 'Edited Name', notes: 'Call first', latitude: 25.2, longitude: 55.3 });
  });

  it('edits through a direct PATCH with return=minimal and the session token, then re-selects', async () => {
    const row = await newBooking();
    const res = await fetch(`${fx.backend.url}/rest/v1/bookings?id=eq.${row.id}`, {
      method: 'PATCH',
      headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ customer_phone: '0501111111', vehicle_year: 2022, seller_name: 'Direct Seller' }),
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const again = await fx.staff.from('bookings').select('customer_phone, vehicle_year, seller_name').eq('id', row.id).single();
    expect(again.data).toEqual({ customer_phone: '+971501111111', vehicle_year: 2022, seller_name: 'Direct Seller' });

    const anonymous = await fetch(`${fx.backend.url}/rest/v1/bookings?id=eq.${row.id}`, {
      method: 'PATCH',
      headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.backend.anonKey}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ customer_phone: '0' }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('deletes a booking after its inspection data', async () => {
    const row = await newBooking();
    await fx.staff.from('inspection_data').insert({ booking_id: row.id, form_id: STANDARD_FORM, status: 'draft', data: {} });
    expect((await fx.staff.from('inspection_data').delete().eq('booking_id', row.id)).error).toBeNull();
    const removed = await fx.staff.from('bookings').delete().eq('id', row.id).select('id');
    expect(removed.data).toEqual([{ id: row.id }]);
  });

  it('refuses a booking that ends before it starts', async () => {
    const { error, status } = await fx.staff.from('bookings').insert({ customer_name: 'X', customer_phone: '0501000099', vehicle_make: 'A', vehicle_model: 'B', vehicle_year: 2020, start_time: '2026-01-02T10:00:00Z', end_time: '2026-01-02T09:00:00Z' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
  });
});

describe('inspection data', () => {
  it('reads by booking id (single, and maybe-single with no row)', async () => {
    const { data, error } = await fx.staff.from('inspection_data').select('id, form_id, data, marked_data, status, updated_at').eq('booking_id', COMPLETED_BOOKING).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: '44444444-4444-4444-8444-000000000001', status: 'published' });
    expect(typeof data!.data).toBe('object');
    expect(Object.keys(data!.data).length).toBeGreaterThan(5);

    const none = await fx.staff.from('inspection_data').select('id').eq('booking_id', TOMORROW_BOOKING).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const strict = await fx.staff.from('inspection_data').select('id').eq('booking_id', TOMORROW_BOOKING).single();
    expect(strict.status).toBe(406);
    expect(strict.error).toMatchObject({ code: 'PGRST116' });
  });

  it('starts from booking details with an upsert on booking_id, idempotently', async () => {
    const booking = await newBooking();
    for (let i = 0; i < 2; i++) {
      const { error } = await fx.staff.from('inspection_data').upsert({ booking_id: booking.id, form_id: STANDARD_FORM, status: 'draft', data: {} }, { onConflict: 'booking_id' });
      expect(error).toBeNull();
    }
    const rows = await fx.staff.from('inspection_data').select('booking_id, status, data, is_published').eq('booking_id', booking.id);
    expect(rows.data).toEqual([{ booking_id: booking.id, status: 'draft', data: {}, is_published: false }]);

    const images = { 'field-1': { value: ['http://x/1.png'], isIssue: true, notes: 'scratch' } };
    const upserted = await fx.staff.from('inspection_data').upsert({ booking_id: booking.id, form_id: STANDARD_FORM, data: images }, { onConflict: 'booking_id' }).select('data, status');
    expect(upserted.data).toEqual([{ data: images, status: 'draft' }]);
  });

  it('autosaves, saves marks, saves, and submits by booking id', async () => {
    const booking = await newBooking();
    await fx.staff.from('inspection_data').insert({ booking_id: booking.id, form_id: STANDARD_FORM, status: 'draft', data: {} });
    const now = new Date().toISOString();
    const answer = { f1: { value: 'Good', score: 10, maxScore: 10, lastUpdated: now }, 'c1-child-0': { value: 'note' } };

    const autosave = await fx.staff.from('inspection_data').update({ data: answer, status: 'in_progress', updated_at: now }).eq('booking_id', booking.id).select('data, status');
    expect(autosave.data).toEqual([{ data: answer, status: 'in_progress' }]);

    const marks = { hood: ['Chipped', 'Faded'], lastUpdated: now };
    const marked = await fx.staff.from('inspection_data').update({ marked_data: marks }).eq('booking_id', booking.id).select('marked_data');
    expect(marked.data).toEqual([{ marked_data: marks }]);

    const save = await fx.staff.from('inspection_data').update({ data: answer, marked_data: marks, status: 'in_progress' }).eq('booking_id', booking.id).select('status, is_published');
    expect(save.data).toEqual([{ status: 'in_progress', is_published: false }]);

    const submit = await fx.staff.from('inspection_data').update({ data: answer, marked_data: marks, status: 'published', is_published: true }).eq('booking_id', booking.id).select('status, is_published, updated_at');
    expect(submit.data![0]).toMatchObject({ status: 'published', is_published: true });
  });

  it('lists records by form, status and created_at bounds, newest first', async () => {
    const from = new Date(Date.now() - 365 * 86400_000).toISOString();
    const to = new Date(Date.now() + 86400_000).toISOString();
    const { data, error } = await fx.staff
      .from('inspection_data')
      .select('id, form_id, status, created_at')
      .eq('form_id', STANDARD_FORM)
      .eq('status', 'published')
      .gte('created_at', from)
      .lte('created_at', to)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((r) => r.form_id === STANDARD_FORM && r.status === 'published')).toBe(true);
    expect(data!.map((r) => r.id)).toContain('44444444-4444-4444-8444-000000000001');
    const created = data!.map((r) => Date.parse(r.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('deletes by booking id', async () => {
    const booking = await newBooking();
    await fx.staff.from('inspection_data').insert({ booking_id: booking.id, form_id: STANDARD_FORM });
    const removed = await fx.staff.from('inspection_data').delete().eq('booking_id', booking.id).select('booking_id');
    expect(removed.data).toEqual([{ booking_id: booking.id }]);
  });
});

describe('forms for an inspection', () => {
  it('reads a form by id, lists titles, and finds the live form of a type', async () => {
    const one = await fx.staff.from('inspection_forms').select('*').eq('id', STANDARD_FORM).single();
    expect(one.data).toMatchObject({ title: 'Standard 120-Point Inspection', status: 'live' });
    const list = await fx.staff.from('inspection_forms').select('id, title').order('title');
    const titles = list.data!.map((f) => f.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const live = await fx.staff.from('inspection_forms').select('id').eq('inspection_type_id', STANDARD_TYPE).eq('status', 'live').single();
    expect(live.data).toEqual({ id: STANDARD_FORM });
  });

  it('reads sections and fields with options for the perform-inspection screen', async () => {
    const sections = await fx.staff.from('form_sections').select('*').eq('form_id', STANDARD_FORM).order('order_index');
    const vehicle = sections.data![0];
    expect(vehicle.title).toBe('Vehicle Information');
    const fields = await fx.staff
      .from('form_fields')
      .select('*, dropdown_options(id, label, value, score, order_index)')
      .in('section_id', sections.data!.map((s) => s.id))
      .order('order_index');
    const vehicleTitles = fields.data!.filter((f) => f.section_id === vehicle.id).map((f) => f.title);
    for (const title of ['Customer Name', 'Email', 'Phone Number', 'Vehicle Brand', 'Vehicle Model', 'Vehicle Year', 'Inspection Date and Time', 'Main Picture']) {
      expect(vehicleTitles).toContain(title);
    }
    expect(fields.data!.find((f) => f.title === 'Phone Number')).toMatchObject({ input_type: 'phone', type: 'text' });
  });

  it('lists condition names in condition_code order', async () => {
    const { data, error } = await fx.staff.from('condition_codes').select('condition_name').order('condition_code');
    expect(error).toBeNull();
    expect(data!.map((c) => c.condition_name)).toEqual(['Accident - Repainted', 'Deep scratches', 'Chipped', 'Minor scratches', 'Faded', 'Dented', 'Paint Protection Film', 'Painted']);
  });
});

describe('inspection reports', () => {
  it('reads the report of a booking, expecting one row', async () => {
    const { data, error } = await fx.staff.from('inspection_reports').select('*').eq('booking_id', COMPLETED_BOOKING).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: '55555555-5555-4555-8555-000000000001', booking_id: COMPLETED_BOOKING, status: 'published' });
    expect(data!.images[0]).toMatchObject({ title: 'Main Picture' });
    expect(Array.isArray(data!.inspection_results)).toBe(true);
    expect(data!.damage_data.hood.conditions).toEqual(['Chipped', 'Paint Protection Film']);
  });

  it('upserts a computed report by booking id', async () => {
    const booking = await newBooking();
    const report = {
      booking_id: booking.id,
      form_id: STANDARD_FORM,
      status: 'published',
      overall_score: 7.5,
      inspection_results: [{ id: 's1', title: 'Exterior', rating: 7.5, fields: [], images: [], maxScores: 40 }],
      damage_data: { hood: { conditions: ['Dented'], severity: 'moderate' } },
      images: [{ title: 'Main Picture', urls: ['http://x/main.png'] }],
      vehicle_info: { brand: 'Mazda', model: 'CX-5', year: 2021, fields: [] },
    };
    const first = await fx.staff.from('inspection_reports').upsert(report, { onConflict: 'booking_id' }).select('id, overall_score');
    expect(first.error).toBeNull();
    const second = await fx.staff.from('inspection_reports').upsert({ ...report, overall_score: 8 }, { onConflict: 'booking_id' }).select('id, overall_score');
    expect(second.data).toEqual([{ id: first.data![0].id, overall_score: 8 }]);
    const publicView = await fx.backend.client().rpc('get_public_report', { booking_id: booking.id });
    expect(publicView.data).toMatchObject({ overall_score: 8, vehicle_info: { brand: 'Mazda' } });
  });
});

describe('inspection types (settings)', () => {
  it('lists newest first, reads one, inserts, updates and deletes', async () => {
    const list = await fx.staff.from('inspection_types').select('*').order('created_at', { ascending: false });
    expect(list.data!.map((t) => t.name_en)).toEqual(['Pre-purchase basic', 'Premium', 'Standard 120-point']);
    const one = await fx.staff.from('inspection_types').select('*').eq('id', BASIC_TYPE).single();
    expect(one.data).toMatchObject({ name_en: 'Pre-purchase basic', tag: null, duration_minutes: 60, current_price: 249 });

    const created = await fx.staff.from('inspection_types').insert({ name_en: 'EV battery check', actual_price: 350, current_price: 299.5, duration_minutes: 45, tag: 'New' }).select().single();
    expect(created.data).toMatchObject({ name_en: 'EV battery check', actual_price: 350, current_price: 299.5, duration_minutes: 45, tag: 'New' });
    const updated = await fx.staff.from('inspection_types').update({ current_price: 280, tag: null }).eq('id', created.data!.id).select().single();
    expect(updated.data).toMatchObject({ current_price: 280, tag: null });
    const removed = await fx.staff.from('inspection_types').delete().eq('id', created.data!.id);
    expect(removed.error).toBeNull();
    expect((await fx.staff.from('inspection_types').select('id').eq('id', created.data!.id)).data).toEqual([]);
  });

  it('refuses a negative price', async () => {
    const { error } = await fx.staff.from('inspection_types').insert({ name_en: 'Bad', actual_price: -1, current_price: 0, duration_minutes: 30 });
    expect(error).toMatchObject({ code: '23514' });
  });
});

describe('CRM', () => {
  it('lists contacts newest first and reads one by id', async () => {
    const list = await fx.staff.from('contacts').select('*').order('created_at', { ascending: false });
    expect(list.data!.length).toBeGreaterThanOrEqual(12);
    expect(list.data![0].full_name).toBe('Nadia Farouk');
    expect(list.data!.at(-1)!.full_name).toBe('Ahmed Al Mansouri');
    const one = await fx.staff.from('contacts').select('*').eq('id', AHMED).single();
    expect(one.data).toMatchObject({ full_name: 'Ahmed Al Mansouri', phone_number: '+971501234567', email: 'ahmed.m@example.com' });
  });

  it('finds a contact by phone, answering PGRST116 when there is none', async () => {
    // Numbers are stored in E.164 (supabase/schemas/phone-numbers.sql); the CRM itself matches on phone_normalized.
    const found = await fx.staff.from('contacts').select('*').eq('phone_number', '+971559876543').single();
    expect(found.data).toMatchObject({ full_name: 'Sara Khan' });
    const missing = await fx.staff.from('contacts').select('*').eq('phone_number', '0000000000').single();
    expect(missing.data).toBeNull();
    expect(missing.error).toMatchObject({ code: 'PGRST116' });
  });

  it('inserts and updates contacts; a duplicate phone is 23505 / 409', async () => {
    const created = await fx.staff.from('contacts').insert({ full_name: 'New Person', phone_number: '0581112233', email: null }).select().single();
    expect(created.data).toMatchObject({ full_name: 'New Person', phone_number: '+971581112233', email: null });
    const named = await fx.staff.from('contacts').update({ full_name: 'Renamed Person', email: 'r@example.com' }).eq('id', created.data!.id).select().single();
    expect(named.data).toMatchObject({ full_name: 'Renamed Person', email: 'r@example.com' });
    const phone = await fx.staff.from('contacts').update({ full_name: 'Renamed Person', email: 'r@example.com', phone_number: '0581112234' }).eq('id', created.data!.id).select('phone_number').single();
    expect(phone.data).toEqual({ phone_number: '+971581112234' });

    const duplicate = await fx.staff.from('contacts').insert({ full_name: 'Copy', phone_number: '0501234567' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: '23505' });
  });

  it('lists leads with their contact, newest first; inserts and updates a lead', async () => {
    const list = await fx.staff.from('leads').select('*, contacts(*)').order('created_at', { ascending: false });
    expect(list.error).toBeNull();
    expect(list.data!.length).toBeGreaterThanOrEqual(24);
    expect(list.data![0].contacts).toMatchObject({ id: list.data![0].contact_id, full_name: expect.any(String) });
    const created = list.data!.map((l) => Date.parse(l.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const lead = await fx.staff
      .from('leads')
      .insert({ contact_id: AHMED, vehicle_make: 'Toyota', vehicle_model: 'Supra', vehicle_year: 2022, registration_number: 'D 12345', location: 'Deira', requested_inspection_date: '2026-12-01', lead_source: 'whatsapp', status: 'new_lead', notes: 'Evening call', follow_up_date: '2026-11-30' })
      .select('*, contacts(full_name)')
      .single();
    expect(lead.data).toMatchObject({ lead_source: 'whatsapp', status: 'new_lead', requested_inspection_date: '2026-12-01', contacts: { full_name: 'Ahmed Al Mansouri' } });
    const moved = await fx.staff.from('leads').update({ status: 'inspection_scheduled', notes: 'Booked' }).eq('id', lead.data!.id).select('status, notes').single();
    expect(moved.data).toEqual({ status: 'inspection_scheduled', notes: 'Booked' });
    const bad = await fx.staff.from('leads').update({ lead_source: 'billboard' }).eq('id', lead.data!.id);
    expect(bad.error).toMatchObject({ code: '23514' });
  });
});
