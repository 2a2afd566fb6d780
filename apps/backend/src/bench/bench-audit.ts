// npm run bench:audit — what the audit trail costs (docs/benchmarks/audit.md).
// 1. Per write: a booking update and an answers save (save_inspection_data), run as a signed-in admin's request runs
//    them (role and JWT claims set in the transaction), with the audit triggers on and off in alternating rounds;
//    p50 and p95 of each, and the p50 the triggers add.
// 2. The Audit Log tab's first page with 100,000 rows in the log: search_audit_log through supabase-js over HTTP as
//    an admin, unfiltered and with the tab's filters (table, person and business days, text), p50 and p95.
// DATABASE_URL=postgres://… runs it on PostgreSQL instead of in-memory PGlite. BENCH_REQUESTS (default 300) sets the
// writes per measurement.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend } from '../server';
import type { Queryable } from '../db/query-interface';
import { percentiles } from '@inspection/shared-domain';
import { measure } from './measure';

const WRITES = Number(process.env.BENCH_REQUESTS ?? 300);
const ROUNDS = 6;
const LOG_ROWS = 100_000;
const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';
const AUDITED = ['bookings', 'inspection_data'];

const fmt = (n: number) => n.toFixed(2).padStart(8);

async function main() {
  const backend = await startBackend({ port: 0, log: false, ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory' }) });
  try {
    const client = createClient(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
    const { data: auth, error } = await client.auth.signInWithPassword({ email: process.env.DEMO_EMAIL || 'admin@example.com', password: process.env.DEMO_PASSWORD || 'admin1234' });
    if (error) throw error;
    const claims = JSON.stringify({ sub: auth.user!.id, email: auth.user!.email, role: 'authenticated', app_metadata: auth.user!.app_metadata });
    const db = backend.db;

    // A booking with an inspection in progress, far from the demo bookings.
    const { rows: [booking] } = await db.query<{ id: string }>(
      `insert into public.bookings (customer_name, customer_phone, vehicle_make, vehicle_model, vehicle_year, inspection_type_id, start_time, end_time)
       values ('Bench Customer', '0501234567', 'Kia', 'Rio', 2020, $1, now() + interval '900 days', now() + interval '900 days 90 minutes') returning id`, [STANDARD_TYPE]);
    await db.query(`insert into public.inspection_data (booking_id, form_id, status) values ($1, $2, 'in_progress')`, [booking.id, STANDARD_FORM]);

    // As the gateway runs a request: the role and the JWT claims, local to the transaction.
    const asAdmin = (sql: string, params: unknown[]) => db.transaction(async (tx: Queryable) => {
      await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [claims]);
      await tx.query(sql, params);
    });
    let n = 0;
    const writes = {
      'booking update (notes)': () => asAdmin('update public.bookings set notes = $1 where id = $2', [`note ${n++}`, booking.id]),
      'answers save (save_inspection_data)': () => asAdmin('select public.save_inspection_data($1, $2)', [booking.id, JSON.stringify({ [`f${n % 50}`]: { value: `v${n++}`, lastUpdated: Date.now() + n } })]),
    };
    const triggers = async (on: boolean) => {
      for (const table of AUDITED) await db.exec(`alter table public.${table} ${on ? 'enable' : 'disable'} trigger audit_row_change`);
    };

    console.log(`\nAudit trigger cost on ${db.kind}: ${WRITES} writes per measurement in ${ROUNDS} alternating rounds (triggers on, off), in-process SQL as an admin's request\n`);
    console.log('write                                   on p50   on p95  off p50  off p95   added p50');
    for (const [name, write] of Object.entries(writes)) {
      for (let i = 0; i < 20; i++) await write(); // warm-up
      const on: number[] = [];
      const off: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await triggers(true);
        on.push(...(await measure(write, Math.ceil(WRITES / ROUNDS), 1)));
        await triggers(false);
        off.push(...(await measure(write, Math.ceil(WRITES / ROUNDS), 1)));
      }
      await triggers(true);
      const [a, b] = [percentiles(on), percentiles(off)];
      console.log(`${name.padEnd(38)}${fmt(a.p50)} ${fmt(a.p95)} ${fmt(b.p50)} ${fmt(b.p95)}    ${fmt(a.p50 - b.p50)} ms`);
    }
    const { rows: [logged] } = await db.query<{ n: string }>(`select count(*)::text as n from public.audit_log where row_id in ($1::text, (select id::text from public.inspection_data where booking_id = $1::uuid))`, [booking.id]);
    console.log(`(audit rows written for the bench booking and its inspection: ${logged.n}; answers saves add none after the first status change)`);

    // 100,000 rows in the log: a year of activity by 20 people over the audited tables.
    await db.query(
      `insert into public.audit_log (at, actor_id, actor_email, table_name, row_id, action, changes)
       select now() - ((${LOG_ROWS} - g) * interval '5 minutes'), md5('actor' || (g % 20))::uuid, 'person' || (g % 20) || '@example.com',
              (array['bookings','inspection_data','inspection_reports','inspection_forms','inspection_types','contacts','leads'])[1 + g % 7],
              md5('row' || (g % 5000))::uuid::text, (array['insert','update','update','delete'])[1 + g % 4],
              jsonb_build_object('start_time', jsonb_build_array(now() - g * interval '1 hour', now() - g * interval '1 hour' + interval '90 minutes'),
                                 'notes', jsonb_build_array(null, 'Gate code ' || g))
         from generate_series(1, ${LOG_ROWS}) g`);
    if (db.kind === 'postgres') await db.exec('analyze public.audit_log');
    const actor = (await db.query<{ id: string }>(`select md5('actor7')::uuid::text as id`)).rows[0].id;
    const weekAgo = new Date(Date.now() - 7 * 86400_000).toISOString();
    const pages: Record<string, Record<string, unknown>> = {
      'no filter': {},
      'table = bookings': { p_table_name: 'bookings' },
      'person + last 7 days': { p_actor_id: actor, p_from: weekAgo, p_to: new Date().toISOString() },
      'text "Gate code 99999" (one match)': { p_query: 'Gate code 99999' },
      'table + text "Gate code 1" (many)': { p_table_name: 'contacts', p_query: 'Gate code 1' },
    };
    console.log(`\nAudit Log tab, first page (100 rows) of search_audit_log over HTTP (supabase-js, admin) with ${LOG_ROWS.toLocaleString('en')} more rows in the log, 30 calls each\n`);
    console.log('filter                                      p50      p95   rows');
    for (const [name, args] of Object.entries(pages)) {
      let rows = 0;
      const call = async () => {
        const r = await client.rpc('search_audit_log', { ...args, p_limit: 100 });
        if (r.error) throw r.error;
        rows = r.data.length;
      };
      await call();
      const p = percentiles(await measure(call, 30, 1));
      console.log(`${name.padEnd(38)}${fmt(p.p50)} ${fmt(p.p95)}   ${rows}`);
    }
    const people = percentiles(await measure(async () => { const r = await client.rpc('audit_log_actors'); if (r.error) throw r.error; }, 10, 1));
    console.log(`${'the people filter (audit_log_actors)'.padEnd(38)}${fmt(people.p50)} ${fmt(people.p95)}`);
  } finally {
    await backend.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
