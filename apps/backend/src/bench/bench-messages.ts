// npm run bench:messages — sending 1,000 queued messages (docs/benchmarks/messages.md): the backend's own sender (the defaults: 50 rows
// a claim, a pooled SMTP transport of 5 connections) drains public.outbound_messages into the embedded mail catcher
// (a real SMTP server in-process). Prints the time and checks that exactly 1,000 arrived, once each, all marked sent.
// In-memory PGlite; DATABASE_URL=postgres://… runs it on PostgreSQL. BENCH_MESSAGES sets the count; half of them
// are booking confirmations with their calendar invite.
import { startBackend } from '../server';

const COUNT = Number(process.env.BENCH_MESSAGES ?? 1000);

async function main() {
  const backend = await startBackend({
    port: 0, log: false, messages: { pollMs: 20, catcherKeep: COUNT },
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory' }),
  });
  try {
    const { catcher, sender } = backend.messaging!;
    if (!catcher) throw new Error('Unset SMTP_URL: the bench sends to the embedded mail catcher');
    await sender.stop();
    await backend.db.query('delete from public.outbound_messages');
    const booking = (await backend.db.query<{ id: string }>(`select id::text from public.bookings where start_time is not null limit 1`)).rows[0];
    await backend.db.query(
      `insert into public.outbound_messages (booking_id, kind, recipient, language, subject, body_text)
       select case when g % 2 = 0 then $2::uuid end, case when g % 2 = 0 then 'booking_confirmation' else 'report_ready' end,
              'customer' || g || '@example.com', case when g % 3 = 0 then 'ar' else 'en' end,
              'Bench message ' || g, repeat('A line of the message body. ', 20) from generate_series(1, $1) g`,
      [COUNT, booking.id]);
    const before = catcher.received();
    const started = performance.now();
    sender.start();
    while (catcher.received() - before < COUNT || (await pending(backend.db)) > 0) await new Promise((r) => setTimeout(r, 10));
    const ms = performance.now() - started;
    await sender.stop();
    await new Promise((r) => setTimeout(r, 300));
    const received = catcher.received() - before;
    const ids = new Set(catcher.messages.slice(-COUNT).map((m) => m.headers.get('x-outbound-message-id')));
    const { rows: [states] } = await backend.db.query<{ sent: number; attempts: number }>(
      `select count(*) filter (where status = 'sent')::int as sent, sum(attempts)::int as attempts from public.outbound_messages`);
    const invites = catcher.messages.slice(-COUNT).filter((m) => m.attachments.some((a) => a.contentType === 'text/calendar')).length;
    console.log(`bench:messages (${backend.db.kind}): ${COUNT} queued messages sent in ${(ms / 1000).toFixed(2)} s ` +
      `(${(COUNT / (ms / 1000)).toFixed(0)} messages/s); received ${received}, distinct ${ids.size}, with an invite ${invites}; ` +
      `rows sent ${states.sent}, attempts ${states.attempts}`);
    if (received !== COUNT || ids.size !== COUNT || states.sent !== COUNT || states.attempts !== COUNT) {
      throw new Error(`Expected exactly ${COUNT} messages received, each once`);
    }
  } finally {
    await backend.close();
  }
}

async function pending(db: { query: <T>(sql: string) => Promise<{ rows: T[] }> }) {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.outbound_messages where status <> 'sent'`);
  return rows[0].n;
}

await main();
