// Messages to customers (docs/areas/messages.md, migration 0085): the database queues them in
// the writing transaction. A confirmation when a booking with an email is created (staff or /book), a reminder due
// 24 hours before a start more than 24 hours away (moved with the booking, removed when it is cancelled or deleted),
// 'your report is ready' with the buyer's link at submit; each in the booking's language, with the customer's manage
// link and signed with the business's name and phone; no email, no message. (A new time and a cancellation:
// outbound-messages-moves.test.ts.)
// Admins read the table; office staff a booking's messages through booking_messages (no body); inspectors and anon
// nothing; nobody writes through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let office: SupabaseClient;
let inspector: SupabaseClient;

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.staffClient();
  await backend.createUser('msg-office@example.com', 'office-pass-1', { role: 'staff', staff: true });
  const { id: inspectorUser } = await backend.createUser('msg-inspector@example.com', 'inspector-pass-1', { role: 'inspector', staff: true });
  await backend.db.query(`insert into public.inspectors (full_name, user_id) values ('Message Inspector', $1)`, [inspectorUser]);
  office = await backend.signedInClient('msg-office@example.com', 'office-pass-1');
  inspector = await backend.signedInClient('msg-inspector@example.com', 'inspector-pass-1');
}, BACKEND_START_TIMEOUT);
afterAll(() => backend?.close());

type Message = { id: string; booking_id: string | null; kind: string; recipient: string; language: string; subject: string; body_text: string; status: string; send_after: string };

async function messagesOf(bookingId: string): Promise<Message[]> {
  const { rows } = await backend.db.query<Message>(
    `select id::text, booking_id::text, kind, recipient, language, subject, body_text, status, send_after::text
       from public.outbound_messages where booking_id = $1 order by created_at, kind`, [bookingId]);
  return rows;
}
const iso = (value: string) => new Date(value).toISOString();

const LAYLA = {
  customer_name: 'Layla Noor', customer_email: 'layla@example.com', customer_phone: '0501112233',
  vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: 2019, inspection_type_id: STANDARD_TYPE,
  reversegeocoded_address: 'Al Wasl Road, Jumeirah, Dubai', location_address: 'Villa 12, gate on the left',
};
// 10:00 in Dubai on Tuesday 2 March 2027.
const TUESDAY = { start_time: '2027-03-02T06:00:00.000Z', end_time: '2027-03-02T07:30:00.000Z' };

const SIGNATURE_EN = ['', 'Kind regards,', 'Al Safa Vehicle Inspection', 'Phone: +971 4 338 2200'];
const SIGNATURE_AR = ['', 'مع أطيب التحيات،', 'Al Safa Vehicle Inspection', 'الهاتف: \u200E+971 4 338 2200'];
async function manageLink(id: string): Promise<string> {
  const { rows } = await backend.db.query<{ manage_token: string }>('select manage_token from public.bookings where id = $1', [id]);
  return `http://localhost:4203/book/manage/${rows[0].manage_token}`;
}

async function book(row: Record<string, unknown>): Promise<string> {
  const { data } = await admin.from('bookings').insert(row).select('id').single().throwOnError();
  return data!.id as string;
}

describe('a booking made by staff', () => {
  it('queues its confirmation now and its reminder 24 hours before the start, in English', async () => {
    const id = await book({ ...LAYLA, ...TUESDAY });
    const ref = id.slice(0, 8).toUpperCase();
    const [confirmation, reminder] = await messagesOf(id);
    expect(confirmation).toMatchObject({ kind: 'booking_confirmation', recipient: 'layla@example.com', language: 'en', status: 'queued' });
    expect(confirmation.subject).toBe(`Your vehicle inspection is booked – reference ${ref}`);
    expect(confirmation.body_text).toBe([
      'Hello Layla Noor,', '', 'Thank you for booking with us. Your vehicle inspection is confirmed.', '',
      `Reference: ${ref}`, 'Inspection: Standard 120-point', 'Vehicle: 2019 Toyota Camry',
      'When: Tuesday, 2 March 2027 at 10:00 AM (Dubai time)', 'Address: Al Wasl Road, Jumeirah, Dubai',
      'Directions: Villa 12, gate on the left', '', 'The calendar invite is attached.',
      'To reschedule or cancel, open your booking:', await manageLink(id), ...SIGNATURE_EN,
    ].join('\n'));
    expect(Date.now() - Date.parse(confirmation.send_after)).toBeLessThan(60_000);
    expect(reminder).toMatchObject({ kind: 'booking_reminder', status: 'queued', subject: 'Reminder: your vehicle inspection on Tuesday, 2 March 2027 at 10:00 AM (Dubai time)' });
    expect(iso(reminder.send_after)).toBe('2027-03-01T06:00:00.000Z');
    // Changes close before the start (change_cutoff_hours, 24 by default): the reminder shows the booking and the number to call.
    expect(reminder.body_text).toBe([
      'Hello Layla Noor,', '', 'A reminder of your vehicle inspection tomorrow.', '',
      `Reference: ${ref}`, 'Inspection: Standard 120-point', 'Vehicle: 2019 Toyota Camry',
      'When: Tuesday, 2 March 2027 at 10:00 AM (Dubai time)', 'Address: Al Wasl Road, Jumeirah, Dubai',
      'Directions: Villa 12, gate on the left', '', 'Please make sure the vehicle is at the address at that time.',
      'Your booking:', await manageLink(id), 'If you need to change it now, please call us on +971 4 338 2200.', ...SIGNATURE_EN,
    ].join('\n'));
  });

  it('writes Arabic for a booking in Arabic', async () => {
    const id = await book({ ...LAYLA, ...TUESDAY, start_time: '2027-03-03T10:30:00.000Z', end_time: '2027-03-03T12:00:00.000Z', language: 'ar' });
    const ref = id.slice(0, 8).toUpperCase();
    const [confirmation, reminder] = await messagesOf(id);
    expect(confirmation.language).toBe('ar');
    expect(confirmation.subject).toBe(`تأكيد حجز الفحص – رقم الحجز ${ref}`);
    expect(confirmation.body_text).toBe([
      'مرحبًا Layla Noor،', '', 'شكرًا لحجزك معنا، فقد تأكّد موعد فحص سيارتك.', '',
      `رقم الحجز: ${ref}`, 'نوع الفحص: فحص 120 نقطة', 'السيارة: 2019 Toyota Camry',
      'الموعد: الأربعاء ٣ مارس ٢٠٢٧، الساعة ٢:٣٠ مساءً (بتوقيت دبي)', 'العنوان: Al Wasl Road, Jumeirah, Dubai',
      'إرشادات الوصول: Villa 12, gate on the left', '', 'أرفقنا بهذه الرسالة دعوة لإضافة الموعد إلى تقويمك.',
      'لتغيير الموعد أو إلغاء الحجز، افتح صفحة حجزك:', await manageLink(id), ...SIGNATURE_AR,
    ].join('\n'));
    expect(reminder.subject).toBe('تذكير بموعد فحص سيارتك: الأربعاء ٣ مارس ٢٠٢٧، الساعة ٢:٣٠ مساءً (بتوقيت دبي)');
    expect(reminder.body_text).toBe([
      'مرحبًا Layla Noor،', '', 'نذكّرك بموعد فحص سيارتك غدًا.', '',
      `رقم الحجز: ${ref}`, 'نوع الفحص: فحص 120 نقطة', 'السيارة: 2019 Toyota Camry',
      'الموعد: الأربعاء ٣ مارس ٢٠٢٧، الساعة ٢:٣٠ مساءً (بتوقيت دبي)', 'العنوان: Al Wasl Road, Jumeirah, Dubai',
      'إرشادات الوصول: Villa 12, gate on the left', '', 'يُرجى التأكد من وجود السيارة في المكان المحدد عند الموعد.',
      'تفاصيل حجزك:', await manageLink(id), 'إذا احتجت إلى تغيير الموعد الآن، فيُرجى الاتصال بنا على الرقم \u200E+971 4 338 2200.', ...SIGNATURE_AR,
    ].join('\n'));
  });

  it('queues nothing without an email, or with one that is not an address', async () => {
    expect(await messagesOf(await book({ ...LAYLA, ...TUESDAY, start_time: '2027-03-04T06:00:00Z', end_time: '2027-03-04T07:30:00Z', customer_email: null }))).toEqual([]);
    expect(await messagesOf(await book({ ...LAYLA, start_time: '2027-03-05T06:00:00Z', end_time: '2027-03-05T07:30:00Z', customer_email: 'not-an-email' }))).toEqual([]);
  });

  it('sends no reminder for a start less than 24 hours away, nor for a booking without a time', async () => {
    const soon = new Date(Date.now() + 20 * 3600_000);
    const id = await book({ ...LAYLA, start_time: soon.toISOString(), end_time: new Date(soon.getTime() + 5400_000).toISOString(), is_override: true });
    expect((await messagesOf(id)).map((m) => m.kind)).toEqual(['booking_confirmation']);
    const untimed = await book({ ...LAYLA });
    const [confirmation, ...rest] = await messagesOf(untimed);
    expect(rest).toEqual([]);
    expect(confirmation.body_text).toContain('When: our team will call you to agree on the time and place.');
    expect(confirmation.body_text).not.toContain('calendar invite');
  });

  it('moves the reminder with the booking, removes it when cancelled, and keeps the confirmation', async () => {
    const id = await book({ ...LAYLA, start_time: '2027-03-08T06:00:00Z', end_time: '2027-03-08T07:30:00Z' });
    await admin.from('bookings').update({ start_time: '2027-03-09T08:00:00Z', end_time: '2027-03-09T09:30:00Z' }).eq('id', id).throwOnError();
    let messages = await messagesOf(id);
    expect(messages.map((m) => m.kind)).toEqual(['booking_confirmation', 'booking_reminder', 'booking_rescheduled']);
    expect(iso(messages[1].send_after)).toBe('2027-03-08T08:00:00.000Z');
    expect(messages[1].subject).toBe('Reminder: your vehicle inspection on Tuesday, 9 March 2027 at 12:00 PM (Dubai time)');
    await admin.from('bookings').update({ notes: 'Gate code 4411' }).eq('id', id).throwOnError();
    expect((await messagesOf(id))[1].id).toBe(messages[1].id);
    await admin.from('bookings').update({ status: 'cancelled', cancel_reason: 'Customer asked' }).eq('id', id).throwOnError();
    messages = await messagesOf(id);
    expect(messages.map((m) => m.kind)).toEqual(['booking_confirmation', 'booking_rescheduled', 'booking_cancelled']);
  });

  it('on delete, drops what is still queued and keeps what was sent, without the booking', async () => {
    const id = await book({ ...LAYLA, start_time: '2027-03-10T06:00:00Z', end_time: '2027-03-10T07:30:00Z' });
    const [confirmation] = await messagesOf(id);
    await backend.db.query(`update public.outbound_messages set status = 'sent', sent_at = now() where id = $1`, [confirmation.id]);
    await admin.from('bookings').delete().eq('id', id).throwOnError();
    const { rows } = await backend.db.query(`select kind, status, booking_id from public.outbound_messages where id = $1 or booking_id = $2`, [confirmation.id, id]);
    expect(rows).toEqual([{ kind: 'booking_confirmation', status: 'sent', booking_id: null }]);
  });
});

describe('a booking made on /book', () => {
  const start = new Date(`${new Date(Date.now() + 41 * 86400_000).toISOString().slice(0, 10)}T10:00:00+04:00`).toISOString();
  const online = (extra: Record<string, unknown>) => backend.client().rpc('create_public_booking', { p_booking: {
    customer_name: 'Omar Saleh', customer_phone: '0529870001', customer_email: 'omar@example.com', vehicle_make: 'Nissan',
    vehicle_model: 'Patrol', vehicle_year: 2021, inspection_type_id: STANDARD_TYPE, booking_type: 'with_location', start_time: start,
    latitude: 25.1, longitude: 55.2, location_address: 'Tower B, parking level 2', reversegeocoded_address: 'Dubai Marina', ...extra,
  } });

  it("takes the customer's language and writes the confirmation in it", async () => {
    const { data, error } = await online({ language: 'ar' });
    expect(error).toBeNull();
    const { data: booking } = await admin.from('bookings').select('language').eq('id', data.id).single();
    expect(booking!.language).toBe('ar');
    const messages = await messagesOf(data.id);
    expect(messages.map((m) => [m.kind, m.language])).toEqual([['booking_confirmation', 'ar'], ['booking_reminder', 'ar']]);
    expect(messages[0].subject).toBe(`تأكيد حجز الفحص – رقم الحجز ${data.reference.toUpperCase()}`);
  });

  it("repeats none of the caller's own words to the address they gave, which nobody has verified", async () => {
    const { data, error } = await online({ customer_phone: '0529870004', customer_name: 'Pay At Evil', vehicle_make: 'Suspended',
      vehicle_model: 'Account', location_address: 'Call now to unlock', reversegeocoded_address: 'Transfer today',
      start_time: new Date(Date.parse(start) + 2 * 3600_000).toISOString() });
    expect(error).toBeNull();
    const messages = await messagesOf(data.id);
    expect(messages.map((m) => m.kind)).toEqual(['booking_confirmation', 'booking_reminder']);
    for (const m of messages) {
      for (const words of ['Pay At Evil', 'Suspended', 'Account', 'Call now', 'Transfer today']) expect(`${m.subject}\n${m.body_text}`).not.toContain(words);
      expect(m.body_text).toMatch(/^Hello,\n/);
      expect(m.body_text).toContain(`Reference: ${data.reference.toUpperCase()}`);
      expect(m.body_text).toContain('Vehicle: 2021');
    }
  });

  it('sends one address at most 6 messages a day from /book: a fourth booking to it is made, silently', async () => {
    const onDay = (days: number) => new Date(Date.parse(start) + days * 86400_000).toISOString(); // one a day: the per-day limits
    const ids: string[] = [];
    for (const i of [1, 2, 3, 4]) {
      const { data, error } = await online({ customer_phone: `052987010${i}`, customer_email: 'Target@Example.com ', start_time: onDay(i) });
      expect(error).toBeNull();
      ids.push(data.id);
    }
    const counts = await Promise.all(ids.map(async (id) => (await messagesOf(id)).length));
    expect(counts).toEqual([2, 2, 2, 0]);
  });

  it('refuses a language other than en or ar, and defaults to English', async () => {
    const { error } = await online({ language: 'fr', customer_phone: '0529870002' });
    expect(error).toMatchObject({ code: '22023', message: 'Please choose English or Arabic' });
    const { data } = await online({ customer_phone: '0529870003', customer_email: '', start_time: null, booking_type: 'without_location' });
    const { data: booking } = await admin.from('bookings').select('language').eq('id', data.id).single();
    expect(booking!.language).toBe('en');
    expect(await messagesOf(data.id)).toEqual([]);
  });
});

describe("'your report is ready'", () => {
  async function submitted(row: Record<string, unknown>) {
    const form = (await admin.from('inspection_forms').insert({ title: 'Messages form', inspection_type_id: STANDARD_TYPE }).select('id').single().throwOnError()).data!;
    const section = (await admin.from('form_sections').insert({ form_id: form.id, title: 'Exterior', order_index: 0 }).select('id').single().throwOnError()).data!;
    const id = await book(row);
    await admin.from('inspection_data').insert({ booking_id: id, form_id: form.id, data: {} }).throwOnError();
    const { error } = await admin.rpc('submit_inspection', { p_booking_id: id, p_data: {}, p_marked_data: {}, p_report: {
      overall_score: 0, inspection_results: [{ id: section.id, title: 'Exterior', rating: null, fields: [], images: [], maxScores: 0 }],
      damage_data: {}, images: [], vehicle_info: {},
      signatures: { inspector: { name: 'Omar Haddad', signed_at: '2026-11-25T10:05:00Z', path: 'M10 20 L30 40' }, customer: null },
    } });
    expect(error).toBeNull();
    return id;
  }

  it("is queued at submit with the buyer's link, in the booking's language", async () => {
    const id = await submitted({ ...LAYLA });
    const ready = (await messagesOf(id)).find((m) => m.kind === 'report_ready')!;
    expect(ready.subject).toBe('Your vehicle inspection report is ready');
    expect(ready.body_text).toContain(`Open your report:\nhttp://localhost:4201/report/${id}\n`);
    expect(ready.body_text.endsWith(['Anyone with this link can open the report, so share it only with people you trust.', ...SIGNATURE_EN].join('\n'))).toBe(true);
    const arabic = await submitted({ ...LAYLA, language: 'ar' });
    const readyAr = (await messagesOf(arabic)).find((m) => m.kind === 'report_ready')!;
    expect(readyAr.subject).toBe('تقرير فحص سيارتك جاهز');
    expect(readyAr.body_text).toContain(`اكتمل فحص سيارتك 2019 Toyota Camry وأصبح التقرير جاهزًا.\n\nلعرض التقرير:\nhttp://localhost:4201/report/${arabic}?lang=ar\n`);
    expect(readyAr.body_text.endsWith(SIGNATURE_AR.join('\n'))).toBe(true);
  });

  it('is not queued without an email', async () => {
    expect(await messagesOf(await submitted({ ...LAYLA, customer_email: null }))).toEqual([]);
  });
});

describe('who reads and writes public.outbound_messages', () => {
  it("admins read the table; office staff only a booking's messages, without bodies; inspectors and anon none; nobody writes", async () => {
    const { rows: [own] } = await backend.db.query<{ id: string }>(
      `select i.id::text from public.inspectors i join auth.users u on u.id = i.user_id where u.email = 'msg-inspector@example.com'`);
    const id = await book({ ...LAYLA, inspector_id: own.id });
    await backend.db.query(`insert into public.outbound_messages (kind, recipient, subject, body_text) values ('report_ready', 'x@example.com', 'Orphan', 'No booking')`);
    const adminRows = (await admin.from('outbound_messages').select('id, subject').throwOnError()).data!;
    expect(adminRows.some((m) => m.subject === 'Orphan')).toBe(true);
    expect(adminRows.length).toBeGreaterThan(1);
    // Office staff: not the table, not even a booking's rows of it; the booking's messages through booking_messages.
    expect((await office.from('outbound_messages').select('id').throwOnError()).data).toEqual([]);
    expect((await office.from('outbound_messages').select('id').eq('booking_id', id).throwOnError()).data).toEqual([]);
    const officeRows = (await office.rpc('booking_messages', { p_booking_id: id }).throwOnError()).data as Record<string, unknown>[];
    expect(officeRows.map((m) => [m.booking_id, m.kind])).toEqual([[id, 'booking_confirmation']]);
    expect(officeRows[0]).toMatchObject({ recipient: 'layla@example.com', status: 'queued', language: 'en' });
    expect(officeRows[0]).not.toHaveProperty('body_text');
    expect((await admin.rpc('booking_messages', { p_booking_id: id }).throwOnError()).data).toEqual(officeRows);
    // An inspector reads none, not even of a booking assigned to them (which they do read).
    expect((await inspector.from('bookings').select('id').eq('id', id).throwOnError()).data).toEqual([{ id }]);
    expect((await inspector.from('outbound_messages').select('id').throwOnError()).data).toEqual([]);
    expect((await inspector.rpc('booking_messages', { p_booking_id: id }).throwOnError()).data).toEqual([]);
    const anon = await backend.client().from('outbound_messages').select('id');
    expect(anon.data ?? []).toEqual([]);
    expect((await backend.client().rpc('booking_messages', { p_booking_id: id })).error?.code).toBe('42501');

    const insert = await admin.from('outbound_messages').insert({ kind: 'report_ready', recipient: 'a@example.com', subject: 's', body_text: 'b' });
    expect(insert.error?.code).toBe('42501');
    const update = await admin.from('outbound_messages').update({ status: 'sent' }).eq('booking_id', id).select('id');
    expect(update.error?.code ?? (update.data!.length === 0 ? 'none' : 'written')).not.toBe('written');
    expect((await messagesOf(id))[0].status).toBe('queued');
  });

  it("lets admins resend (back to the queue, due now, attempts 0) and refuses everyone else", async () => {
    const id = await book({ ...LAYLA });
    const [message] = await messagesOf(id);
    await backend.db.query(`update public.outbound_messages set status = 'failed', attempts = 5, last_error = 'boom' where id = $1`, [message.id]);
    expect((await office.rpc('resend_outbound_message', { p_id: message.id })).error).toMatchObject({ code: '42501', message: 'Only admins can resend messages' });
    expect((await backend.client().rpc('resend_outbound_message', { p_id: message.id })).error).not.toBeNull();
    expect((await admin.rpc('resend_outbound_message', { p_id: message.id })).error).toBeNull();
    const { rows } = await backend.db.query(`select status, attempts, last_error from public.outbound_messages where id = $1`, [message.id]);
    expect(rows).toEqual([{ status: 'queued', attempts: 0, last_error: null }]);
  });
});
