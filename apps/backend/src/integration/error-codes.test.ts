// Every refusal a screen shows carries a stable code through PostgREST to supabase-js: its SQLSTATE, the code in
// `hint` (values in `detail`), and the message the product states, which is the English catalogue's text for
// that code (docs/decisions/0011-error-codes-not-sentences.md).
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishErrorText, errorFromDatabase, type ErrorParams } from '@inspection/shared-domain';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let office: SupabaseClient;
let inspector: SupabaseClient;

const BASIC_TYPE = '11111111-1111-4111-8111-000000000003'; // 60 minutes
const LIVE_FORM = '22222222-2222-4222-8222-000000000001';
const NOBODY = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  await fx.backend.createUser('codes-office@example.com', 'office-pass-1', { role: 'staff', staff: true });
  office = await fx.backend.signedInClient('codes-office@example.com', 'office-pass-1');
  await fx.backend.createUser('codes-inspector@example.com', 'inspector-pass-1', { role: 'inspector', staff: true });
  inspector = await fx.backend.signedInClient('codes-inspector@example.com', 'inspector-pass-1');
});

/** The refusal has this SQLSTATE and code, and its message is the catalogue's English for them. */
function expectRefusal(error: PostgrestError | null, sqlstate: string, code: string, params?: ErrorParams) {
  expect(error).toMatchObject({ code: sqlstate, hint: code });
  const shown = errorFromDatabase(error);
  expect(shown.key).not.toBe('errors.generic');
  if (params) expect(shown.params).toEqual(params);
  expect(englishErrorText(shown)).toBe(error!.message);
}

const dayAhead = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
const dubai = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

let phoneSerial = 0;
const nextPhone = () => `05${String(22000000 + phoneSerial++).padStart(8, '0')}`;
function booking(overrides: Record<string, unknown> = {}) {
  return {
    customer_name: 'Coded Customer', customer_phone: nextPhone(), vehicle_make: 'Toyota', vehicle_model: 'Corolla',
    vehicle_year: 2019, inspection_type_id: BASIC_TYPE, latitude: 25.2, longitude: 55.27, location_address: 'Gate 2',
    start_time: dubai(dayAhead(30), '10:00'), ...overrides,
  };
}
const book = (p_booking: unknown) => fx.anon.rpc('create_public_booking', { p_booking });
const setLimits = (limits: Record<string, number>) =>
  fx.backend.client(fx.backend.serviceRoleKey).from('public_booking_settings').update(limits).eq('id', true).throwOnError();

describe("create_public_booking's checks", () => {
  it('each refusal carries its code', async () => {
    const maxYear = new Date().getUTCFullYear() + 1;
    expectRefusal((await book('not an object')).error, '22023', 'required_fields');
    expectRefusal((await book(booking({ customer_name: ' ' }))).error, '22023', 'required_fields');
    expectRefusal((await book(booking({ vehicle_make: 'x'.repeat(201) }))).error, '22023', 'field_too_long');
    expectRefusal((await book(booking({ notes: 'x'.repeat(2001) }))).error, '22023', 'notes_too_long');
    expectRefusal((await book(booking({ customer_phone: '050 call me' }))).error, '22023', 'phone_digits');
    expectRefusal((await book(booking({ customer_phone: '123' }))).error, '22023', 'phone_invalid');
    expectRefusal((await book(booking({ customer_email: 'x@' }))).error, '22023', 'email_invalid');
    // Around New Year the business zone may already count the next year: compare with its own bounds.
    const year = (await book(booking({ vehicle_year: 1899 }))).error;
    expect(year).toMatchObject({ code: '22023', hint: 'vehicle_year' });
    expect(errorFromDatabase(year).params).toMatchObject({ min: 1900 });
    expect([maxYear, maxYear + 1]).toContain(errorFromDatabase(year).params?.max);
    expect(englishErrorText(errorFromDatabase(year))).toBe(year!.message);
    expectRefusal((await book(booking({ language: 'fr' }))).error, '22023', 'language_invalid');
    expectRefusal((await book(booking({ inspection_type_id: NOBODY }))).error, '22023', 'inspection_type_required');
    expectRefusal((await book(booking({ booking_type: 'with_location', latitude: null }))).error, '22023', 'location_required');
    expectRefusal((await book(booking({ location_address: '' }))).error, '22023', 'directions_required');
    expectRefusal((await book(booking({ booking_type: 'with_location', start_time: null }))).error, '22023', 'date_time_required');
    expectRefusal((await book(booking({ start_time: dubai(dayAhead(30), '10:05') }))).error, '22023', 'slot_not_offered');
    expectRefusal((await book(booking({ start_time: dubai(dayAhead(120), '10:00') }))).error, '22023', 'booking_horizon', { days: 90 });
  });

  it('each limit carries its code and its number', async () => {
    const phone = nextPhone();
    const untimed = (extra: Record<string, unknown> = {}) => booking({ booking_type: 'without_location', ...extra });
    await setLimits({ phone_bookings_per_day: 1 });
    expect((await book(untimed({ customer_phone: phone }))).error).toBeNull();
    expectRefusal((await book(untimed({ customer_phone: phone }))).error, 'PT429', 'phone_daily_limit', { count: 1 });
    await setLimits({ phone_bookings_per_day: 3, bookings_per_hour: 1 });
    expectRefusal((await book(untimed())).error, 'PT429', 'hourly_limit');
    await setLimits({ bookings_per_hour: 30, address_bookings_per_day: 1 });
    expectRefusal((await book(untimed())).error, 'PT429', 'address_daily_limit');
    await setLimits({ address_bookings_per_day: 10, minutes_per_client_day: 15 });
    expectRefusal((await book(booking())).error, 'PT429', 'client_minutes_limit', { minutes: 15 });
    await setLimits({ minutes_per_client_day: 180 });
  });
});

describe('slots', () => {
  it('a time nobody is left for: the assignment names bookings_no_overlap, a hold and a public booking slot_taken', async () => {
    const start = dubai(dayAhead(40), '12:00');
    const end = new Date(new Date(start).getTime() + 60 * 60_000).toISOString();
    const staffBooking = { customer_name: 'Filler', customer_phone: '0501112222', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
      inspection_type_id: BASIC_TYPE, start_time: start, end_time: end };
    let refused: PostgrestError | null = null;
    for (let i = 0; i < 50 && !refused; i++) refused = (await fx.staff.from('bookings').insert(staffBooking)).error;
    expect(refused).toMatchObject({ code: '23P01', hint: 'bookings_no_overlap' });
    expect(refused!.message).toContain('bookings_no_overlap');
    expect(errorFromDatabase(refused)).toEqual({ key: 'errors.slotTaken' });

    const hold = await fx.anon.rpc('hold_booking_slot', { p_slot_start: start, p_inspection_type_id: BASIC_TYPE });
    expectRefusal(hold.error, '23P01', 'slot_taken');
    expect(hold.error!.message).toBe('This time slot is no longer available. Please select a different time.');
    expectRefusal((await book(booking({ start_time: start }))).error, '23P01', 'slot_taken');
  });

  it('a hold: the type, the time, the horizon and the live holds', async () => {
    const hold = (start: string, type = BASIC_TYPE) => fx.anon.rpc('hold_booking_slot', { p_slot_start: start, p_inspection_type_id: type });
    expectRefusal((await hold(dubai(dayAhead(30), '09:00'), NOBODY)).error, '22023', 'inspection_type_required');
    expectRefusal((await hold(dubai(dayAhead(30), '09:10'))).error, '22023', 'slot_not_offered');
    expectRefusal((await hold(dubai(dayAhead(120), '09:00'))).error, '22023', 'booking_horizon', { days: 90 });
    // Another address of this client's network (loopback, IPv4 or IPv6) holds the one live hold allowed per network.
    await setLimits({ live_holds: 1 });
    const start = dubai(dayAhead(31), '09:00');
    const service = fx.backend.client(fx.backend.serviceRoleKey);
    for (const neighbour of ['127.0.0.254', '::2']) {
      const { data } = await service.from('booking_slot_holds')
        .insert({ inspection_type_id: BASIC_TYPE, slot_start: start, slot_end: new Date(new Date(start).getTime() + 3600_000).toISOString() })
        .select('id').single().throwOnError();
      await service.from('booking_slot_hold_clients').insert({ hold_id: data.id, client_address: neighbour }).throwOnError();
    }
    expectRefusal((await hold(dubai(dayAhead(32), '09:00'))).error, 'PT429', 'holds_busy');
    await setLimits({ live_holds: 3 });
  });
});

describe('staff rules', () => {
  it('override, inspectors', async () => {
    const override = await office.from('bookings').insert({ customer_name: 'Over', customer_phone: '0501112222', vehicle_make: 'Kia',
      vehicle_model: 'Rio', vehicle_year: 2020, inspection_type_id: BASIC_TYPE, is_override: true });
    expectRefusal(override.error, '42501', 'override_admin_only');
    expectRefusal((await office.rpc('deactivate_inspector', { p_inspector_id: NOBODY })).error, '42501', 'inspectors_admin_only');
    expectRefusal((await fx.staff.rpc('deactivate_inspector', { p_inspector_id: NOBODY })).error, 'PT404', 'inspector_not_found');
  });

  it('forms', async () => {
    expectRefusal((await fx.staff.rpc('save_form_template', { template: { title: 'No type' } })).error, '22023', 'form_type_required');
    const { data: live } = await fx.staff.from('inspection_forms').select('inspection_type_id, updated_at').eq('id', LIVE_FORM).single().throwOnError();
    const save = (template: Record<string, unknown>) => fx.staff.rpc('save_form_template', { template: { title: 'T', inspection_type_id: live!.inspection_type_id, ...template } });
    expectRefusal((await save({ id: NOBODY })).error, 'PT404', 'form_not_found');
    expectRefusal((await save({ id: LIVE_FORM, expected_updated_at: '2000-01-01T00:00:00Z' })).error, 'PT409', 'template_changed');
    const locked = await fx.staff.from('inspection_forms').update({ title: 'Renamed while live' }).eq('id', LIVE_FORM);
    expectRefusal(locked.error, 'PT423', 'form_locked');
    // The seeded live form has inspections: it never goes back to draft.
    expectRefusal((await fx.staff.from('inspection_forms').update({ status: 'draft' }).eq('id', LIVE_FORM)).error, 'PT423', 'form_in_use');
    expect(locked.error!.details).toBe('Set the form back to draft first.');
    expectRefusal((await inspector.rpc('new_form_version', { p_form_id: LIVE_FORM })).error, '42501', 'form_versions_staff_only');
    expectRefusal((await fx.staff.rpc('new_form_version', { p_form_id: NOBODY })).error, 'PT404', 'form_not_found');
  });

  it('messages, contacts, the audit log', async () => {
    expectRefusal((await office.rpc('resend_outbound_message', { p_id: NOBODY })).error, '42501', 'resend_admin_only');
    expectRefusal((await fx.staff.rpc('resend_outbound_message', { p_id: NOBODY })).error, 'PT404', 'message_not_found');
    const lead = await fx.staff.rpc('add_lead_with_contact', { p_contact: { full_name: '', phone_number: '' }, p_lead: {} });
    expectRefusal(lead.error, '23514', 'contact_required');
    const audit = await fx.backend.client(fx.backend.serviceRoleKey).from('audit_log').delete().not('id', 'is', null);
    expectRefusal(audit.error, '42501', 'audit_append_only');
  });

  it('an unknown message kind (no API role renders messages: read from the database itself)', async () => {
    const render = fx.backend.db.query("select public.render_outbound_message('postcard', b) from public.bookings b limit 1");
    await expect(render).rejects.toMatchObject({ code: '22023', message: 'Unknown message kind: postcard', hint: 'message_kind_unknown', detail: '{"kind" : "postcard"}' });
    const shown = errorFromDatabase({ code: '22023', message: 'Unknown message kind: postcard', details: '{"kind" : "postcard"}', hint: 'message_kind_unknown' });
    expect(englishErrorText(shown)).toBe('Unknown message kind: postcard');
  });
});

describe('inspections and their reports', () => {
  const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
  const SIGNED = { inspector: { name: 'Coded Inspector', signed_at: '2026-11-25T10:00:00.000Z', path: 'M10 10 L100 50' }, customer: null };
  // Days of this describe's own (other files on a shared PostgreSQL use 30 to a few hundred, 1400 and 2600 on).
  let day = 1800;

  async function inspection(): Promise<string> {
    const start = new Date(Date.now() + day++ * 86400_000);
    start.setUTCHours(6, 0, 0, 0);
    const { data: row } = await fx.staff.from('bookings').insert({
      customer_name: 'Coded Inspection', customer_phone: '0501234567', vehicle_make: 'Mazda', vehicle_model: 'CX-5', vehicle_year: 2021,
      inspection_type_id: STANDARD_TYPE, start_time: start.toISOString(), end_time: new Date(start.getTime() + 90 * 60_000).toISOString(),
    }).select('id').single().throwOnError();
    await fx.staff.from('inspection_data').insert({ booking_id: row!.id, form_id: LIVE_FORM, data: {} }).throwOnError();
    return row!.id as string;
  }
  const save = (id: string, data: unknown = {}) => fx.staff.rpc('save_inspection_data', { p_booking_id: id, p_data: data });
  const submit = (id: string, signatures: unknown = SIGNED, data: unknown = {}) =>
    fx.staff.rpc('submit_inspection', { p_booking_id: id, p_data: data, p_marked_data: {}, p_report: { signatures } });

  it('save and submit: invalid data, no inspection, already submitted', async () => {
    const id = await inspection();
    expectRefusal((await save(id, 'not an object')).error, '22023', 'inspection_data_invalid');
    expectRefusal((await submit(id, SIGNED, [])).error, '22023', 'inspection_data_invalid');
    const tooMany = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`extra-${i}`, { value: 'ok' }]));
    expectRefusal((await save(id, tooMany)).error, '22023', 'inspection_too_large');
    expectRefusal((await submit(id, SIGNED, tooMany)).error, '22023', 'inspection_too_large');
    expectRefusal((await save(NOBODY)).error, 'PT404', 'inspection_not_found');
    expectRefusal((await submit(NOBODY)).error, 'PT404', 'inspection_not_found');
    expect((await submit(id)).error).toBeNull();
    expectRefusal((await save(id)).error, 'PT409', 'inspection_submitted');
    expectRefusal((await submit(id)).error, 'PT409', 'already_submitted');
  });

  it("signatures: the inspector required, a customer's that is none, and what is wrong with a signature", async () => {
    const id = await inspection();
    expectRefusal((await submit(id, { inspector: null, customer: null })).error, '22023', 'inspector_signature_required');
    expectRefusal((await submit(id, { ...SIGNED, customer: 'Sara' })).error, '22023', 'customer_signature_invalid');
    const customer = (change: Record<string, string>) => ({ ...SIGNED, customer: { ...SIGNED.inspector, ...change } });
    expectRefusal((await submit(id, customer({ name: '' }))).error, '22023', 'signature_name_invalid', { signer: 'customer' });
    expectRefusal((await submit(id, customer({ signed_at: 'epoch' }))).error, '22023', 'signature_time_invalid', { signer: 'customer' });
    expectRefusal((await submit(id, customer({ path: '' }))).error, '22023', 'signature_drawing_empty', { signer: 'customer' });
    expectRefusal((await submit(id, customer({ path: 'M1 2 L3' }))).error, '22023', 'signature_path_invalid', { signer: 'customer' });
  });

  it("a submitted inspection's answers and report are locked", async () => {
    const id = await inspection();
    expect((await submit(id)).error).toBeNull();
    expectRefusal((await fx.staff.from('inspection_data').update({ status: 'in_progress' }).eq('booking_id', id)).error, 'PT423', 'inspection_locked');
    expectRefusal((await fx.staff.from('inspection_data').delete().eq('booking_id', id)).error, 'PT423', 'inspection_locked');
    expectRefusal((await fx.staff.from('inspection_reports').update({ overall_score: 10 }).eq('booking_id', id)).error, 'PT423', 'report_locked');
  });
});

describe("a customer's link and staff cancelling", () => {
  it('the link, the cutoff, a cancelled or done booking, a booking without a time and the reason', async () => {
    const made = async (values: Record<string, unknown>) => {
      const { data } = await fx.staff.from('bookings').insert({ ...booking(), latitude: null, longitude: null, ...values }).select('id').single().throwOnError();
      const { rows } = await fx.backend.db.query<{ t: string }>('select manage_token as t from public.bookings where id = $1', [data!.id]);
      return { id: data!.id as string, token: rows[0].t };
    };
    const soon = new Date(Date.now() + 3 * 3600_000).toISOString();
    const cancel = (token: string, reason = 'Plans changed') => fx.anon.rpc('cancel_public_booking', { p_token: token, p_reason: reason });
    const move = (token: string) => fx.anon.rpc('reschedule_public_booking', { p_token: token, p_start_time: dubai(dayAhead(33), '10:00') });
    expectRefusal((await cancel('not-a-token')).error, 'PT404', 'manage_link_invalid');
    const near = await made({ start_time: soon, end_time: new Date(Date.parse(soon) + 3600_000).toISOString(), is_override: true });
    expectRefusal((await move(near.token)).error, '22023', 'change_cutoff', { hours: 24 });
    const untimed = await made({ start_time: null });
    expectRefusal((await move(untimed.token)).error, '22023', 'booking_untimed');
    expectRefusal((await cancel(untimed.token, ' ')).error, '22023', 'cancel_reason_required');
    expectRefusal((await cancel(untimed.token, 'x'.repeat(501))).error, '22023', 'cancel_reason_too_long');
    expect((await cancel(untimed.token)).error).toBeNull();
    expectRefusal((await cancel(untimed.token)).error, '22023', 'booking_already_cancelled');
    const done = await made({ start_time: null, status: 'completed' });
    expectRefusal((await cancel(done.token)).error, '22023', 'booking_already_done');
    expectRefusal((await office.from('bookings').update({ status: 'cancelled' }).eq('id', done.id)).error, '22023', 'cancel_reason_required');
  });
});
