// The sender against a real SMTP server in-process (the mail catcher: smtp-server + mailparser): what it sends,
// exactly once with two senders racing, retries with backoff then `failed`, and a sender killed mid-send losing
// nothing. On PGlite and, with BACKEND_TEST_DB=postgres, on PostgreSQL (where the two senders really race).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '../testing/start-test-backend';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { createMessageSender, type MessageSenderOptions } from './message-sender';

let backend: TestBackend;
let catcher: MailCatcher;
const transports: nodemailer.Transporter[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  catcher = await startMailCatcher({ keep: 5000 });
}, BACKEND_START_TIMEOUT);
afterAll(async () => {
  for (const transport of transports) transport.close();
  await catcher?.close();
  await backend?.close();
});
beforeEach(async () => {
  await backend.db.query('delete from public.outbound_messages');
  catcher.messages.length = 0;
});

function smtpTo(port: number) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true, maxConnections: 5 });
  transports.push(transport);
  return transport;
}
const sender = (options: Partial<MessageSenderOptions> = {}) =>
  createMessageSender({ db: backend.db, transport: smtpTo(catcher.port), from: 'Bookings <bookings@example.com>', ...options });

async function queue(count: number) {
  await backend.db.query(
    `insert into public.outbound_messages (kind, recipient, language, subject, body_text)
     select 'report_ready', 'buyer' || g || '@example.com', 'en', 'Message ' || g, 'Body ' || g from generate_series(1, $1) g`, [count]);
}
async function rows() {
  return (await backend.db.query<{ id: string; status: string; attempts: number; last_error: string | null; send_after: Date; sent_at: Date | null }>(
    'select id::text, status, attempts, last_error, send_after, sent_at from public.outbound_messages order by subject')).rows;
}

describe('the message sender', () => {
  it('sends a confirmation with its calendar invite and marks it sent', async () => {
    const staff = await backend.staffClient();
    const { data } = await staff.from('bookings').insert({
      customer_name: 'Layla Noor', customer_email: 'layla@example.com', customer_phone: '0501112233', vehicle_make: 'Toyota',
      vehicle_model: 'Camry', vehicle_year: 2019, inspection_type_id: '11111111-1111-4111-8111-000000000001', language: 'ar',
      start_time: '2027-04-06T06:00:00Z', end_time: '2027-04-06T07:30:00Z', reversegeocoded_address: 'Al Wasl Road, Dubai',
    }).select('id').single().throwOnError();
    const id = data!.id as string;
    await backend.db.query(`delete from public.outbound_messages where kind = 'booking_reminder'`);
    expect(await sender().runOnce()).toBe(1);
    const [mail] = catcher.messages;
    expect(mail.subject).toBe(`تأكيد حجز الفحص – رقم الحجز ${id.slice(0, 8).toUpperCase()}`);
    expect(mail.to).toMatchObject({ text: 'layla@example.com' });
    expect(mail.from).toMatchObject({ text: '"Bookings" <bookings@example.com>' });
    expect(mail.text).toContain('الموعد: الثلاثاء ٦ أبريل ٢٠٢٧، الساعة ١٠:٠٠ صباحًا (بتوقيت دبي)');
    expect(mail.headers.get('content-language')).toBe('ar');
    const invite = mail.attachments.find((a) => a.contentType === 'text/calendar');
    const ics = invite!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART:20270406T060000Z');
    expect(ics).toContain('DTEND:20270406T073000Z');
    expect(ics).toContain('SUMMARY:فحص السيارة – فحص 120 نقطة');
    expect(ics).toContain('LOCATION:Al Wasl Road\\, Dubai');
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it("sends a new time's invite with the same UID and a higher SEQUENCE, and a cancellation's METHOD:CANCEL", async () => {
    const staff = await backend.staffClient();
    const { data } = await staff.from('bookings').insert({
      customer_name: 'Layla Noor', customer_email: 'layla@example.com', customer_phone: '0501112233', vehicle_make: 'Toyota',
      vehicle_model: 'Camry', vehicle_year: 2019, inspection_type_id: '11111111-1111-4111-8111-000000000001',
      start_time: '2027-04-13T06:00:00Z', end_time: '2027-04-13T07:30:00Z',
    }).select('id').single().throwOnError();
    const id = data!.id as string;
    await staff.from('bookings').update({ start_time: '2027-04-14T08:00:00Z', end_time: '2027-04-14T09:30:00Z' }).eq('id', id).throwOnError();
    await backend.db.query(`delete from public.outbound_messages where kind = 'booking_reminder'`);
    expect(await sender().runOnce()).toBe(2);
    await staff.from('bookings').update({ status: 'cancelled', cancel_reason: 'Sold' }).eq('id', id).throwOnError();
    expect(await sender().runOnce()).toBe(1);
    const invites = Object.fromEntries(catcher.messages.map((mail) => {
      const kind = mail.subject!.startsWith('New time') ? 'moved' : mail.subject!.includes('cancelled') ? 'cancelled' : 'booked';
      const part = mail.attachments.find((a) => a.contentType === 'text/calendar')!;
      return [kind, part.content.toString('utf8').replace(/\r\n[ \t]/g, '').split('\r\n')];
    }));
    const uid = `UID:${id}@vehicle-inspection`;
    expect(invites.booked).toEqual(expect.arrayContaining([uid, 'SEQUENCE:0', 'METHOD:REQUEST', 'DTSTART:20270414T080000Z']));
    expect(invites.moved).toEqual(expect.arrayContaining([uid, 'SEQUENCE:1', 'METHOD:REQUEST', 'DTSTART:20270414T080000Z', 'STATUS:CONFIRMED']));
    expect(invites.cancelled).toEqual(expect.arrayContaining([uid, 'SEQUENCE:2', 'METHOD:CANCEL', 'STATUS:CANCELLED']));
    // The MIME part names the method too (RFC 6047): what mail clients read to offer 'remove from calendar'.
    const method = (subject: string) => {
      const part = catcher.messages.find((mail) => mail.subject!.includes(subject))!.attachments.find((a) => a.contentType === 'text/calendar')!;
      return (part.headers.get('content-type') as { params?: { method?: string } } | undefined)?.params?.method;
    };
    expect([method('New time'), method('cancelled')]).toEqual(['REQUEST', 'CANCEL']);
  });

  it('sends each message exactly once with two senders racing', async () => {
    await queue(300);
    const a = sender({ batchSize: 20 });
    const b = sender({ batchSize: 20 });
    const drain = async (s: typeof a) => {
      while ((await s.runOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a)]);
    const ids = catcher.messages.map((m) => m.headers.get('x-outbound-message-id'));
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
    const all = await rows();
    expect(all.every((r) => r.status === 'sent' && r.attempts === 1 && r.sent_at)).toBe(true);
  });

  it('retries with backoff and ends as failed with the error', async () => {
    const refusing = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
    try {
      await queue(1);
      const s = createMessageSender({ db: backend.db, transport: smtpTo((refusing.server.address() as AddressInfo).port), maxAttempts: 3, backoffSeconds: (n) => n * 60 });
      const started = Date.now();
      expect(await s.runOnce()).toBe(1);
      let [row] = await rows();
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.last_error).toContain('Mailbox busy, try later');
      expect(row.send_after.getTime() - started).toBeGreaterThan(55_000);
      expect(await s.runOnce()).toBe(0); // not due before its backoff
      for (const attempt of [2, 3]) {
        await backend.db.query('update public.outbound_messages set send_after = now()');
        expect(await s.runOnce()).toBe(1);
        [row] = await rows();
        expect(row).toMatchObject({ status: attempt === 3 ? 'failed' : 'queued', attempts: attempt });
      }
      await backend.db.query('update public.outbound_messages set send_after = now()');
      expect(await s.runOnce()).toBe(0);
      expect(row.last_error).toContain('451');
      expect(row.sent_at).toBeNull();
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('loses nothing when a sender dies mid-send: the row comes back after its lease, and is sent once', async () => {
    await queue(1);
    let finishDead: () => void = () => undefined;
    const dead = createMessageSender({
      db: backend.db, leaseSeconds: 1,
      transport: { sendMail: () => new Promise((resolve) => (finishDead = () => resolve({} as never))) },
    });
    const dying = dead.runOnce(); // claims the row, then hangs in the SMTP conversation: as good as killed
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await rows())[0]).toMatchObject({ status: 'queued', attempts: 1 });
    const survivor = sender();
    expect(await survivor.runOnce()).toBe(0); // still leased
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await survivor.runOnce()).toBe(1);
    expect(catcher.messages).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
    finishDead(); // the dead sender's late outcome names attempt 1 and changes nothing
    await dying;
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the backend with no SMTP_URL', () => {
  it('sends through its embedded mail catcher', { timeout: BACKEND_START_TIMEOUT }, async () => {
    const withMail = await startTestBackend({ messages: { pollMs: 50, smtpUrl: undefined } });
    try {
      expect(process.env.SMTP_URL ?? '').toBe('');
      // A fresh database's demo bookings (supabase/seed.sql) queued their confirmations too.
      await withMail.db.query('delete from public.outbound_messages');
      await withMail.db.query(`insert into public.outbound_messages (kind, recipient, subject, body_text) values ('report_ready', 'buyer@example.com', 'Caught', 'Hello')`);
      const caught = () => withMail.messaging!.catcher!.messages.filter((m) => m.subject === 'Caught');
      for (let i = 0; i < 100 && caught().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(caught().map((m) => m.text?.trim())).toEqual(['Hello']);
      for (let i = 0; i < 50; i++) {
        const { rows: [row] } = await withMail.db.query<{ status: string }>('select status from public.outbound_messages');
        if (row.status === 'sent') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await withMail.db.query('select status from public.outbound_messages')).rows).toEqual([{ status: 'sent' }]);
    } finally {
      await withMail.close();
    }
  });
});
