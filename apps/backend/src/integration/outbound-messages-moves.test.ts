// A booking's new time and its cancellation reach the customer (docs/areas/messages.md#kinds): queued in the writing
// transaction, whether staff (REST) or the customer (their manage link's RPCs) made the change, with the calendar
// invite's SEQUENCE one higher each time; the reminder moves or goes; other changes queue nothing. Texts exact, in
// English and Arabic, with the manage link and the business's signature. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let admin: SupabaseClient;

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const SIGNATURE_EN = ['', 'Kind regards,', 'Al Safa Vehicle Inspection', 'Phone: +971 4 338 2200'];
const SIGNATURE_AR = ['', 'مع أطيب التحيات،', 'Al Safa Vehicle Inspection', 'الهاتف: \u200E+971 4 338 2200'];

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.staffClient();
}, BACKEND_START_TIMEOUT);
afterAll(() => backend?.close());

type Message = { id: string; kind: string; subject: string; body_text: string; send_after: string; invite_sequence: number | null };

async function messagesOf(bookingId: string): Promise<Message[]> {
  const { rows } = await backend.db.query<Message>(
    `select id::text, kind, subject, body_text, send_after::text, invite_sequence
       from public.outbound_messages where booking_id = $1 order by created_at, invite_sequence nulls last, kind`, [bookingId]);
  return rows;
}
const kinds = async (id: string) => (await messagesOf(id)).map((m) => m.kind);
const iso = (value: string) => new Date(value).toISOString();
async function manageLink(id: string): Promise<string> {
  const { rows } = await backend.db.query<{ manage_token: string }>('select manage_token from public.bookings where id = $1', [id]);
  return `http://localhost:4203/book/manage/${rows[0].manage_token}`;
}

const LAYLA = {
  customer_name: 'Layla Noor', customer_email: 'layla@example.com', customer_phone: '0501112233',
  vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: 2019, inspection_type_id: STANDARD_TYPE,
  reversegeocoded_address: 'Al Wasl Road, Jumeirah, Dubai', location_address: 'Villa 12, gate on the left',
};
async function book(row: Record<string, unknown>): Promise<string> {
  const { data } = await admin.from('bookings').insert(row).select('id').single().throwOnError();
  return data!.id as string;
}
const update = (id: string, row: Record<string, unknown>) => admin.from('bookings').update(row).eq('id', id).throwOnError();

describe('staff move a booking', () => {
  it('queues the new time (invite SEQUENCE 1) and moves the reminder, in English', async () => {
    const id = await book({ ...LAYLA, start_time: '2027-05-04T06:00:00Z', end_time: '2027-05-04T07:30:00Z' });
    const ref = id.slice(0, 8).toUpperCase();
    await update(id, { start_time: '2027-05-05T10:30:00Z', end_time: '2027-05-05T12:00:00Z' });
    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.kind, m.invite_sequence])).toEqual([
      ['booking_confirmation', 0], ['booking_rescheduled', 1], ['booking_reminder', null]]);
    const moved = messages[1];
    expect(Date.now() - Date.parse(moved.send_after)).toBeLessThan(60_000);
    expect(moved.subject).toBe('New time for your vehicle inspection: Wednesday, 5 May 2027 at 2:30 PM (Dubai time)');
    expect(moved.body_text).toBe([
      'Hello Layla Noor,', '', 'Your vehicle inspection has moved to a new time.', '',
      `Reference: ${ref}`, 'Inspection: Standard 120-point', 'Vehicle: 2019 Toyota Camry',
      'When: Wednesday, 5 May 2027 at 2:30 PM (Dubai time)', 'Address: Al Wasl Road, Jumeirah, Dubai',
      'Directions: Villa 12, gate on the left', '', 'The updated calendar invite is attached.',
      'To reschedule or cancel, open your booking:', await manageLink(id), ...SIGNATURE_EN,
    ].join('\n'));
    expect(iso(messages[2].send_after)).toBe('2027-05-04T10:30:00.000Z');
    expect(messages[2].subject).toBe('Reminder: your vehicle inspection on Wednesday, 5 May 2027 at 2:30 PM (Dubai time)');
  });

  it('writes the new time in Arabic for a booking in Arabic', async () => {
    const id = await book({ ...LAYLA, language: 'ar', start_time: '2027-05-06T06:00:00Z', end_time: '2027-05-06T07:30:00Z' });
    const ref = id.slice(0, 8).toUpperCase();
    await update(id, { start_time: '2027-05-07T05:00:00Z', end_time: '2027-05-07T06:30:00Z' });
    const moved = (await messagesOf(id)).find((m) => m.kind === 'booking_rescheduled')!;
    expect(moved.subject).toBe('موعد جديد لفحص سيارتك: الجمعة ٧ مايو ٢٠٢٧، الساعة ٩:٠٠ صباحًا (بتوقيت دبي)');
    expect(moved.body_text).toBe([
      'مرحبًا Layla Noor،', '', 'نودّ إعلامك بتغيير موعد فحص سيارتك، وإليك تفاصيل الموعد الجديد.', '',
      `رقم الحجز: ${ref}`, 'نوع الفحص: فحص 120 نقطة', 'السيارة: 2019 Toyota Camry',
      'الموعد: الجمعة ٧ مايو ٢٠٢٧، الساعة ٩:٠٠ صباحًا (بتوقيت دبي)', 'العنوان: Al Wasl Road, Jumeirah, Dubai',
      'إرشادات الوصول: Villa 12, gate on the left', '', 'أرفقنا بهذه الرسالة دعوة محدَّثة تنقل الموعد في تقويمك.',
      'لتغيير الموعد أو إلغاء الحجز، افتح صفحة حجزك:', await manageLink(id), ...SIGNATURE_AR,
    ].join('\n'));
  });

  it('queues nothing new when other fields change, and keeps the reminder right', async () => {
    const id = await book({ ...LAYLA, start_time: '2027-05-10T06:00:00Z', end_time: '2027-05-10T07:30:00Z' });
    await update(id, { notes: 'Gate code 4411' });
    await update(id, { customer_name: 'Layla N. Noor', vehicle_model: 'Corolla', reversegeocoded_address: 'Al Safa 2, Dubai' });
    await update(id, { end_time: '2027-05-10T08:00:00Z' });
    const messages = await messagesOf(id);
    expect(messages.map((m) => m.kind)).toEqual(['booking_confirmation', 'booking_reminder']);
    expect(messages[1].body_text).toContain('Hello Layla N. Noor,');
    expect(messages[1].body_text).toContain('Vehicle: 2019 Toyota Corolla\nWhen: Monday, 10 May 2027 at 10:00 AM (Dubai time)\nAddress: Al Safa 2, Dubai');
  });

  it('tells nobody of a time first set on an untimed booking or moved into the past', async () => {
    const untimed = await book({ ...LAYLA });
    await update(untimed, { start_time: '2027-05-12T06:00:00Z', end_time: '2027-05-12T07:30:00Z' });
    expect(await kinds(untimed)).toEqual(['booking_confirmation', 'booking_reminder']);
    const id = await book({ ...LAYLA, start_time: '2027-05-13T06:00:00Z', end_time: '2027-05-13T07:30:00Z' });
    await update(id, { start_time: '2026-01-13T06:00:00Z', end_time: '2026-01-13T07:30:00Z', is_override: true });
    expect(await kinds(id)).toEqual(['booking_confirmation']);
  });
});

describe('staff cancel a booking', () => {
  it('queues the cancellation (the next invite SEQUENCE) and removes the reminder, in English', async () => {
    const id = await book({ ...LAYLA, start_time: '2027-05-17T06:00:00Z', end_time: '2027-05-17T07:30:00Z' });
    const ref = id.slice(0, 8).toUpperCase();
    await update(id, { start_time: '2027-05-18T06:00:00Z', end_time: '2027-05-18T07:30:00Z' });
    await update(id, { status: 'cancelled', cancel_reason: 'The seller sold the car' });
    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.kind, m.invite_sequence])).toEqual([
      ['booking_confirmation', 0], ['booking_rescheduled', 1], ['booking_cancelled', 2]]);
    expect(messages[2].subject).toBe(`Your vehicle inspection is cancelled – reference ${ref}`);
    expect(messages[2].body_text).toBe([
      'Hello Layla Noor,', '', 'Your vehicle inspection has been cancelled.', '',
      `Reference: ${ref}`, 'Inspection: Standard 120-point', 'Vehicle: 2019 Toyota Camry',
      'When: Tuesday, 18 May 2027 at 10:00 AM (Dubai time)', 'Address: Al Wasl Road, Jumeirah, Dubai',
      'Directions: Villa 12, gate on the left', '', 'The attached calendar update removes it from your calendar.',
      'To book another inspection:', 'http://localhost:4203/book', ...SIGNATURE_EN,
    ].join('\n'));
    expect(messages[2].body_text).not.toContain('sold the car');
    // Cancelled again, or tidied afterwards: nothing more.
    await update(id, { notes: 'Refund sent' });
    expect(await kinds(id)).toEqual(['booking_confirmation', 'booking_rescheduled', 'booking_cancelled']);
  });

  it('tells the customer a reinstated booking is on again: a new confirmation with the next invite SEQUENCE', async () => {
    const id = await book({ ...LAYLA, start_time: '2027-05-19T06:00:00Z', end_time: '2027-05-19T07:30:00Z' });
    await update(id, { status: 'cancelled', cancel_reason: 'Customer asked' });
    await update(id, { status: 'scheduled' });
    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.kind, m.invite_sequence])).toEqual([
      ['booking_confirmation', 0], ['booking_cancelled', 1], ['booking_confirmation', 2], ['booking_reminder', null]]);
    expect(messages[2].subject).toBe(`Your vehicle inspection is booked – reference ${id.slice(0, 8).toUpperCase()}`);
  });

  it('writes the cancellation in Arabic, without a time for an untimed booking', async () => {
    const id = await book({ ...LAYLA, language: 'ar' });
    const ref = id.slice(0, 8).toUpperCase();
    await update(id, { status: 'cancelled', cancel_reason: 'Duplicate' });
    const cancelled = (await messagesOf(id)).find((m) => m.kind === 'booking_cancelled')!;
    expect(cancelled.subject).toBe(`إلغاء حجز الفحص – رقم الحجز ${ref}`);
    expect(cancelled.body_text).toBe([
      'مرحبًا Layla Noor،', '', 'نودّ إعلامك بإلغاء موعد فحص سيارتك.', '',
      `رقم الحجز: ${ref}`, 'نوع الفحص: فحص 120 نقطة', 'السيارة: 2019 Toyota Camry',
      'العنوان: Al Wasl Road, Jumeirah, Dubai', 'إرشادات الوصول: Villa 12, gate on the left', '',
      'لحجز فحص جديد:', 'http://localhost:4203/book?lang=ar', ...SIGNATURE_AR,
    ].join('\n'));
  });

  it('tells nobody of a cancelled past or completed inspection, nor a booking without an email', async () => {
    const past = await book({ ...LAYLA, start_time: '2026-02-02T06:00:00Z', end_time: '2026-02-02T07:30:00Z', is_override: true });
    const done = await book({ ...LAYLA, start_time: '2027-05-20T06:00:00Z', end_time: '2027-05-20T07:30:00Z' });
    const silent = await book({ ...LAYLA, customer_email: null, start_time: '2027-05-21T06:00:00Z', end_time: '2027-05-21T07:30:00Z' });
    await backend.db.query(`update public.bookings set status = 'completed' where id = $1`, [done]);
    for (const id of [past, done, silent]) await update(id, { status: 'cancelled', cancel_reason: 'Tidy up' });
    expect(await kinds(past)).toEqual(['booking_confirmation']);
    expect(await kinds(done)).toEqual(['booking_confirmation']);
    expect(await kinds(silent)).toEqual([]);
  });
});

describe('the business profile', () => {
  it('writes 24-hour times when the business chose them, and signs with its name and phone as they are now', async () => {
    await backend.db.query(`update public.business_profile set time_format = '24h', name = 'Marina Car Check', phone = '+971501234567'`);
    try {
      const id = await book({ ...LAYLA, start_time: '2027-05-24T10:30:00Z', end_time: '2027-05-24T12:00:00Z' });
      const arabic = await book({ ...LAYLA, language: 'ar', start_time: '2027-05-25T10:30:00Z', end_time: '2027-05-25T12:00:00Z' });
      const [confirmation] = await messagesOf(id);
      expect(confirmation.body_text).toContain('When: Monday, 24 May 2027 at 14:30 (Dubai time)');
      expect(confirmation.body_text.endsWith('\n\nKind regards,\nMarina Car Check\nPhone: +971 50 123 4567')).toBe(true);
      const [confirmationAr] = await messagesOf(arabic);
      expect(confirmationAr.body_text).toContain('الموعد: الثلاثاء ٢٥ مايو ٢٠٢٧، الساعة ١٤:٣٠ (بتوقيت دبي)');
    } finally {
      await backend.db.query(`update public.business_profile set time_format = '12h', name = 'Al Safa Vehicle Inspection', phone = '+97143382200'`);
    }
  });
});

describe('the customer, through their manage link', () => {
  const day = (days: number, hour: string) =>
    new Date(`${new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10)}T${hour}:00+04:00`).toISOString();
  async function bookOnline(phone: string, start: string): Promise<{ id: string; token: string }> {
    const { data, error } = await backend.client().rpc('create_public_booking', { p_booking: {
      customer_name: 'Omar Saleh', customer_phone: phone, customer_email: 'omar.moves@example.com', vehicle_make: 'Nissan',
      vehicle_model: 'Patrol', vehicle_year: 2021, inspection_type_id: STANDARD_TYPE, booking_type: 'with_location', start_time: start,
      latitude: 25.1, longitude: 55.2, location_address: 'Tower B, parking level 2', reversegeocoded_address: 'Dubai Marina',
    } });
    expect(error).toBeNull();
    const { rows } = await backend.db.query<{ manage_token: string }>('select manage_token from public.bookings where id = $1', [data.id]);
    return { id: data.id, token: rows[0].manage_token };
  }

  it('moves it: the new time with the moved reminder, none of their own words', async () => {
    const { id, token } = await bookOnline('0529871001', day(50, '10:00'));
    const { error } = await backend.client().rpc('reschedule_public_booking', { p_token: token, p_start_time: day(51, '12:00') });
    expect(error).toBeNull();
    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.kind, m.invite_sequence])).toEqual([
      ['booking_confirmation', 0], ['booking_rescheduled', 1], ['booking_reminder', null]]);
    expect(iso(messages[2].send_after)).toBe(new Date(Date.parse(day(51, '12:00')) - 86400_000).toISOString());
    const moved = messages[1];
    expect(moved.body_text).toMatch(/^Hello,\n\nYour vehicle inspection has moved to a new time\.\n/);
    expect(moved.body_text).toContain(`Vehicle: 2021\nWhen: ${moved.subject.replace('New time for your vehicle inspection: ', '')}\n\n`);
    expect(moved.body_text).toContain(`To reschedule or cancel, open your booking:\nhttp://localhost:4203/book/manage/${token}\n`);
    for (const words of ['Omar', 'Nissan', 'Patrol', 'Tower B', 'Dubai Marina']) expect(`${moved.subject}\n${moved.body_text}`).not.toContain(words);
  });

  it('cancels it: the cancellation, and the reminder removed', async () => {
    const { id, token } = await bookOnline('0529871002', day(52, '10:00'));
    const { error } = await backend.client().rpc('cancel_public_booking', { p_token: token, p_reason: 'Bought another car' });
    expect(error).toBeNull();
    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.kind, m.invite_sequence])).toEqual([['booking_confirmation', 0], ['booking_cancelled', 1]]);
    expect(messages[1].body_text).toMatch(/^Hello,\n\nYour vehicle inspection has been cancelled\.\n/);
    expect(messages[1].body_text).not.toContain('Bought another car');
  });
});
