// A customer moves or cancels their booking through its link (docs/areas/bookings.md#customers-manage-their-booking):
// reschedule_public_booking follows create_public_booking's slot rules, holds, limits and assignment; both it and
// cancel_public_booking refuse within change_cutoff_hours of the start, for cancelled or done bookings, and for any
// text that is not a booking's token.
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import { rpcFrom } from '../testing/rpc-from';

const fx = backendFixture();

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001'; // 90 minutes
const PREMIUM_TYPE = '11111111-1111-4111-8111-000000000002'; // 180 minutes
const TAKEN = 'This time slot is no longer available. Please select a different time.';
const CUTOFF = 'Changes are possible until 24 hours before the inspection. Please call us.';
const INVALID = { code: 'PT404', hint: 'manage_link_invalid', message: 'This booking link is not valid.' };

/** A calendar day of its own for each test, past the seed's bookings and within the 90-day horizon. */
let dayOffset = 30;
const freshDay = () => new Date(Date.now() + (dayOffset += 2) * 86400_000).toISOString().slice(0, 10);
const dubai = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();
const iso = (value: string) => new Date(value).toISOString();

/** A booking made by the office (an admin may place it at any instant with is_override), and its token. */
async function booking(start: string, extra: Record<string, unknown> = {}) {
  const { data, error } = await fx.staff.from('bookings').insert({
    customer_name: 'Omar Farouk', customer_phone: '0507654321', customer_email: 'omar@example.com', vehicle_make: 'Nissan',
    vehicle_model: 'Patrol', vehicle_year: 2021, inspection_type_id: STANDARD_TYPE, start_time: start,
    end_time: new Date(Date.parse(start) + 90 * 60_000).toISOString(), ...extra,
  }).select('id, inspector_id').single();
  expect(error).toBeNull();
  const { rows } = await fx.backend.db.query<{ t: string }>('select manage_token as t from public.bookings where id = $1', [data!.id]);
  return { id: data!.id as string, inspectorId: data!.inspector_id as string, token: rows[0].t };
}
const stored = async (id: string) =>
  (await fx.staff.from('bookings').select('status, start_time, end_time, inspector_id, cancel_reason, cancelled_at').eq('id', id).single()).data!;
const reschedule = (token: string, start: string) => fx.anon.rpc('reschedule_public_booking', { p_token: token, p_start_time: start });
const cancel = (token: string, reason: string | null) => fx.anon.rpc('cancel_public_booking', { p_token: token, p_reason: reason });

let firstInspector: string;
beforeAll(async () => {
  const { rows } = await fx.backend.db.query<{ id: string }>('select id from public.inspectors where active');
  expect(rows).toHaveLength(1);
  firstInspector = rows[0].id;
});

describe('reschedule_public_booking', () => {
  it('moves the booking to a free slot, keeping its reference, and answers it as get_managed_booking does', async () => {
    const day = freshDay();
    const { id, token } = await booking(dubai(day, '10:00'));
    const { data, error } = await reschedule(token, dubai(day, '15:15'));
    expect(error).toBeNull();
    expect(data).toMatchObject({ reference: id.slice(0, 8), status: 'scheduled', type_name_en: 'Standard 120-point' });
    expect([iso(data.start_time), iso(data.end_time)]).toEqual([dubai(day, '15:15'), dubai(day, '16:45')]);
    const row = await stored(id);
    expect([iso(row.start_time), iso(row.end_time), row.inspector_id]).toEqual([dubai(day, '15:15'), dubai(day, '16:45'), firstInspector]);
    expect((await fx.anon.rpc('get_managed_booking', { p_token: token })).data).toEqual(data);
  });

  it("offers the day's times with the booking's own time free (get_managed_day_slots), none for a wrong token", async () => {
    const day = freshDay();
    const { token } = await booking(dubai(day, '10:00'));
    type Slot = { slot_start: string; is_available: boolean; is_open: boolean };
    const at = (rows: unknown, hhmm: string) => (rows as Slot[]).find((r) => iso(r.slot_start) === dubai(day, hhmm))!;
    const everyone = await fx.anon.rpc('get_day_slots', { p_day: day, p_inspection_type_id: STANDARD_TYPE });
    expect(at(everyone.data, '10:30')).toMatchObject({ is_available: false, is_open: true });
    const own = await fx.anon.rpc('get_managed_day_slots', { p_token: token, p_day: day });
    expect(own.error).toBeNull();
    expect(own.data).toHaveLength(52);
    expect(at(own.data, '10:30')).toMatchObject({ is_available: true, is_open: true });
    expect((await fx.anon.rpc('get_managed_day_slots', { p_token: 'abc', p_day: day })).data).toEqual([]);
  });

  it('refuses a taken time (a booking, or another customer\'s hold) with 23P01, and uses up the customer\'s own hold', async () => {
    const day = freshDay();
    await booking(dubai(day, '10:00'));
    const { id, token } = await booking(dubai(day, '14:00'));
    for (const hhmm of ['10:00', '09:00', '11:15']) {
      const { error } = await reschedule(token, dubai(day, hhmm));
      expect(error).toMatchObject({ code: '23P01', hint: 'slot_taken', message: TAKEN });
    }
    expect((await reschedule(token, dubai(day, '11:30'))).error).toBeNull(); // back to back
    expect((await rpcFrom(fx.backend, '127.0.0.21', 'hold_booking_slot', { p_slot_start: dubai(day, '17:00'), p_inspection_type_id: STANDARD_TYPE })).status).toBe(200);
    expect((await reschedule(token, dubai(day, '17:00'))).error).toMatchObject({ code: '23P01', hint: 'slot_taken' });
    expect((await rpcFrom(fx.backend, '127.0.0.22', 'hold_booking_slot', { p_slot_start: dubai(day, '19:00'), p_inspection_type_id: STANDARD_TYPE })).status).toBe(200);
    const own = await rpcFrom(fx.backend, '127.0.0.22', 'reschedule_public_booking', { p_token: token, p_start_time: dubai(day, '19:00') });
    expect(own.status).toBe(200);
    expect(iso((await stored(id)).start_time)).toBe(dubai(day, '19:00'));
    expect((await fx.backend.db.query('select 1 from public.booking_slot_holds where slot_start = $1', [dubai(day, '19:00')])).rows).toEqual([]);
  });

  it('takes only slot starts, in the future and within the 90-day horizon', async () => {
    const { token } = await booking(dubai(freshDay(), '10:00'));
    const far = new Date(Date.now() + 95 * 86400_000).toISOString().slice(0, 10);
    expect((await reschedule(token, dubai(far, '10:00'))).error).toMatchObject({
      code: '22023', hint: 'booking_horizon', message: 'Please choose a date within the next 90 days', details: '{"days" : 90}',
    });
    const day = freshDay();
    for (const start of [dubai(day, '10:05'), dubai(day, '21:00'), dubai(day, '07:45'), new Date(Date.now() - 86400_000).toISOString()]) {
      expect((await reschedule(token, start)).error).toMatchObject({ code: '22023', hint: 'slot_not_offered' });
    }
  });

  it('keeps the booked minutes limit of a customer on one day, counting the moved booking at its new time only', async () => {
    const day = freshDay();
    const made = await rpcFrom(fx.backend, '127.0.0.23', 'create_public_booking', { p_booking: {
      customer_name: 'Sara Ali', customer_phone: '0501239876', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
      inspection_type_id: PREMIUM_TYPE, latitude: 25.2, longitude: 55.27, location_address: 'Gate 2', start_time: dubai(day, '08:00') } });
    expect(made.status).toBe(200);
    const { rows: [{ t }] } = await fx.backend.db.query<{ t: string }>('select manage_token as t from public.bookings where id = $1', [made.body.id]);
    // 180 of the day's 180 minutes: moving it within the day still counts 180.
    expect((await rpcFrom(fx.backend, '127.0.0.23', 'reschedule_public_booking', { p_token: t, p_start_time: dubai(day, '12:00') })).status).toBe(200);
    // Another booking moved into that day by the same client would pass the 180.
    const other = await booking(dubai(freshDay(), '10:00'));
    const refused = await rpcFrom(fx.backend, '127.0.0.23', 'reschedule_public_booking', { p_token: other.token, p_start_time: dubai(day, '17:00') });
    expect(refused).toMatchObject({ status: 429, body: { code: 'PT429', hint: 'client_minutes_limit' } });
  });

  it('gives the booking another free inspector when its own is busy at the new time', async () => {
    const day = freshDay();
    const { rows: [{ id: second }] } = await fx.backend.db.query<{ id: string }>(
      `insert into public.inspectors (full_name) values ('Zainab Second') returning id`);
    try {
      await booking(dubai(day, '16:00'), { inspector_id: firstInspector });
      const moved = await booking(dubai(day, '09:00'), { inspector_id: firstInspector });
      expect((await reschedule(moved.token, dubai(day, '16:00'))).error).toBeNull();
      expect((await stored(moved.id)).inspector_id).toBe(second);
    } finally {
      await fx.backend.db.query('update public.inspectors set active = false where id = $1', [second]);
    }
  });
});

describe('changes through the link', () => {
  it('are refused within change_cutoff_hours of the start (its number in the message), and possible just before', async () => {
    const soon = await booking(new Date(Date.now() + 24 * 3600_000 - 3 * 60_000).toISOString(), { is_override: true });
    const later = await booking(new Date(Date.now() + 24 * 3600_000 + 3 * 60_000).toISOString(), { is_override: true });
    for (const answer of [await reschedule(soon.token, dubai(freshDay(), '10:00')), await cancel(soon.token, 'Plans changed')]) {
      expect(answer.error).toMatchObject({ code: '22023', hint: 'change_cutoff', message: CUTOFF, details: '{"hours" : 24}' });
    }
    expect((await stored(soon.id)).status).toBe('scheduled');
    await fx.staff.from('public_booking_settings').update({ change_cutoff_hours: 48 }).eq('id', true).throwOnError();
    try {
      expect((await cancel(later.token, 'Plans changed')).error).toMatchObject({
        hint: 'change_cutoff', message: 'Changes are possible until 48 hours before the inspection. Please call us.',
      });
    } finally {
      await fx.staff.from('public_booking_settings').update({ change_cutoff_hours: 24 }).eq('id', true).throwOnError();
    }
    expect((await cancel(later.token, 'Plans changed')).error).toBeNull();
  });

  it('are refused for a cancelled booking and for one under way or done', async () => {
    const day = freshDay();
    const cancelled = await booking(dubai(day, '10:00'));
    expect((await cancel(cancelled.token, 'Sold the car')).error).toBeNull();
    const done = await booking(dubai(day, '15:00'));
    await fx.staff.from('bookings').update({ status: 'completed' }).eq('id', done.id).throwOnError();
    const started = await booking(dubai(day, '18:00'));
    await fx.staff.from('bookings').update({ status: 'in_progress' }).eq('id', started.id).throwOnError();
    for (const [token, hint, message] of [
      [cancelled.token, 'booking_already_cancelled', 'This booking has been cancelled.'],
      [done.token, 'booking_already_done', 'This inspection has already started or taken place. Please call us.'],
      [started.token, 'booking_already_done', 'This inspection has already started or taken place. Please call us.'],
    ]) {
      expect((await reschedule(token, dubai(day, '12:00'))).error).toMatchObject({ code: '22023', hint, message });
      expect((await cancel(token, 'Again')).error).toMatchObject({ code: '22023', hint, message });
    }
  });

  it('are refused alike for an unknown, malformed or empty token', async () => {
    const day = freshDay();
    for (const token of ['0123456789abcdef0123456789abcdef', 'abc', '', "' or true --"]) {
      expect((await reschedule(token, dubai(day, '10:00'))).error).toMatchObject(INVALID);
      expect((await cancel(token, 'Why')).error).toMatchObject(INVALID);
    }
  });
});

describe('cancel_public_booking', () => {
  it('cancels with the reason and the time, and frees the slot at once', async () => {
    const day = freshDay();
    const { id, token } = await booking(dubai(day, '13:00'));
    expect((await cancel(token, '   ')).error).toMatchObject({ code: '22023', hint: 'cancel_reason_required', message: 'Please give a reason for cancelling' });
    expect((await cancel(token, 'x'.repeat(501))).error).toMatchObject({ code: '22023', hint: 'cancel_reason_too_long' });
    const before = Date.now();
    const { data, error } = await cancel(token, '  I bought another car  ');
    expect(error).toBeNull();
    expect(data).toMatchObject({ reference: id.slice(0, 8), status: 'cancelled' });
    const row = await stored(id);
    expect(row).toMatchObject({ status: 'cancelled', cancel_reason: 'I bought another car' });
    expect(Date.parse(row.cancelled_at!)).toBeGreaterThanOrEqual(before - 5_000);
    const { data: slots } = await fx.anon.rpc('get_available_slots', { p_day: day, p_inspection_type_id: STANDARD_TYPE });
    expect((slots as { slot_start: string; is_available: boolean }[]).find((s) => iso(s.slot_start) === dubai(day, '13:00'))!.is_available).toBe(true);
    expect((await booking(dubai(day, '13:00'))).id).not.toBe(id);
  });
});
