// npm run bench:backend — latency of three typical requests through supabase-js over HTTP,
// with 1 and 50 concurrent clients, against the same SQL run directly on the same database
// in the same run, and the very request supabase-js sent once more with plain fetch: plain − direct is the
// gateway's overhead (HTTP, JWT, parsing, SQL building), supabase-js − plain the client library's own.
// DATABASE_URL=postgres://… runs it on PostgreSQL instead of in-memory PGlite.
// BENCH_REQUESTS (default 300) sets the requests per measurement; BENCH_CLIENTS (default "1,50") the concurrencies;
// BENCH_ONLY=slots (a part of a scenario's name) runs only the matching scenarios.
// BENCH_PROFILE=<calls> then profiles that many plain-HTTP calls and direct replays of each scenario (profile-cpu.ts);
// BENCH_PROFILE_DIR=<folder> also writes each profile there (.cpuprofile).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { cpus, loadavg } from 'node:os';
import WebSocket from 'ws';
import { startBackend } from '../server';
import { captureStatements, replay } from './capture-sql';
import { recordingFetch, sendPlain } from './capture-http';
import { percentiles, type Percentiles } from '@inspection/shared-domain';
import { measureInterleaved } from './measure';
import { printProfile, profileCalls } from './profile-cpu';
import { benchTemplate } from './template-fixture';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = (process.env.BENCH_CLIENTS ?? '1,50').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY;
const PROFILE = Number(process.env.BENCH_PROFILE ?? 0);
const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001'; // 90 minutes
const BASIC_TYPE = '11111111-1111-4111-8111-000000000003'; // 60 minutes

interface Scenario {
  name: string;
  /** Runs as the anonymous caller (the anon key alone), as /book does; otherwise as staff. */
  anonymous?: boolean;
  run: (client: SupabaseClient) => Promise<unknown>;
}

/** 40 bookings on one business day (13 back to back from 08:00 plus 27 admin overrides on top), as bench:bookings. */
function fortyBookings(day: string) {
  return Array.from({ length: 40 }, (_, i) => {
    const start = new Date(Date.parse(`${day}T08:00:00+04:00`) + (i % 13) * 3600_000);
    return {
      customer_name: `Bench Customer ${i}`, customer_phone: `05${String(30000000 + i)}`, vehicle_make: 'Toyota', vehicle_model: 'Camry',
      vehicle_year: 2015 + (i % 10), inspection_type_id: BASIC_TYPE, start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 3600_000).toISOString(), latitude: 25.08, longitude: 55.14,
      reversegeocoded_address: 'Dubai Marina, Dubai, United Arab Emirates', location_address: `Tower ${i % 9}`, is_override: i >= 13,
    };
  });
}

async function main() {
  // The anonymous RPC limit is checked as in production (its statement is part of the overhead), with a bucket the
  // bench's thousands of calls from one address never empty.
  const backend = await startBackend({ port: 0, log: false, anonymousRpcLimits: { burst: 1e9, perSecond: 1e9 }, ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory' }) });
  const newClient = (token?: string, fetch?: typeof globalThis.fetch) =>
    createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: { ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}), ...(fetch ? { fetch } : {}) },
    });
  try {
    const signIn = newClient();
    const { data: auth, error: authError } = await signIn.auth.signInWithPassword({
      email: process.env.DEMO_EMAIL || 'admin@example.com',
      password: process.env.DEMO_PASSWORD || 'admin1234',
    });
    if (authError) throw authError;
    const token = auth.session!.access_token;
    const clients = Array.from({ length: Math.max(...CONCURRENCY) }, () => newClient(token));
    const anonClients = Array.from({ length: Math.max(...CONCURRENCY) }, () => newClient());
    const staff = clients[0];
    const recorder = recordingFetch();
    const recordingClient = newClient(token, recorder.fetch);
    const anonRecordingClient = newClient(undefined, recorder.fetch);

    const saved = await staff.rpc('save_form_template', { template: benchTemplate(STANDARD_TYPE) });
    if (saved.error) throw saved.error;
    const formId = (saved.data as { id: string }).id;
    const sections = await staff.from('form_sections').select('id').eq('form_id', formId).order('order_index');
    const sectionIds = sections.data!.map((s) => s.id as string);
    const { rows: dayRows } = await backend.db.query<{ start: Date | string; end: Date | string }>(
      `select current_date::timestamptz as start, (current_date + 1)::timestamptz as end`,
    );
    const day = { start: new Date(dayRows[0].start).toISOString(), end: new Date(dayRows[0].end).toISOString() };
    // A booking whose inspection is not submitted (a submitted one can no longer be changed: PT423).
    const { rows: open } = await backend.db.query<{ id: string }>(
      `select b.id from bookings b where not exists (select 1 from inspection_data d where d.booking_id = b.id and d.is_published) order by b.start_time limit 1`,
    );
    const bookingId = open[0].id;
    // A business day (Asia/Dubai) 400 days ahead with 40 bookings, as bench:bookings measures get_available_slots.
    const slotsDay = new Date(Date.now() + 4 * 3600_000 + 400 * 86400_000).toISOString().slice(0, 10);
    const inserted = await staff.from('bookings').insert(fortyBookings(slotsDay));
    if (inserted.error) throw inserted.error;

    const allScenarios: Scenario[] = [
      {
        name: 'nested form (120 fields, 480 options)',
        run: async (c) => {
          const r = await c.from('form_fields').select('*, dropdown_options(id, label, value, score, order_index)').in('section_id', sectionIds).order('order_index');
          if (r.error || r.data.length !== 120) throw r.error ?? new Error(`expected 120 fields, got ${r.data.length}`);
        },
      },
      {
        name: "bookings of the day",
        run: async (c) => {
          const r = await c.from('bookings').select('*').gte('start_time', day.start).lt('start_time', day.end).order('start_time', { ascending: true });
          if (r.error) throw r.error;
        },
      },
      {
        name: 'upsert inspection_data',
        run: async (c) => {
          const r = await c.from('inspection_data').upsert({ booking_id: bookingId, form_id: formId, data: { bench: { value: 'Good', score: 10 } } }, { onConflict: 'booking_id' });
          if (r.error) throw r.error;
        },
      },
      {
        name: 'get_available_slots (40 bookings, anon)',
        anonymous: true,
        run: async (c) => {
          const r = await c.rpc('get_available_slots', { p_day: slotsDay, p_inspection_type_id: STANDARD_TYPE });
          if (r.error || r.data.length !== 52) throw r.error ?? new Error(`expected 52 slots, got ${r.data.length}`);
        },
      },
    ];
    const scenarios = allScenarios.filter((s) => !ONLY || s.name.includes(ONLY));

    console.log(`\non ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`\nBackend benchmark on ${backend.db.kind} — ${REQUESTS} requests per measurement (in 6 alternating rounds): supabase-js, the same HTTP request sent with plain fetch, and the same SQL run directly\n`);
    const rows: string[][] = [];
    for (const scenario of scenarios) {
      const pool = scenario.anonymous ? anonClients : clients;
      for (let i = 0; i < 20; i++) await scenario.run(pool[0]); // warm-up (JIT, schema cache, plans)
      const statements = await captureStatements(backend.db, () => scenario.run(pool[0]));
      for (let i = 0; i < 20; i++) await replay(backend.db, statements);
      await scenario.run(scenario.anonymous ? anonRecordingClient : recordingClient);
      const request = recorder.last();
      for (let i = 0; i < 20; i++) await sendPlain(request);
      for (const concurrency of CONCURRENCY) {
        let next = 0;
        const measured = await measureInterleaved(
          [() => scenario.run(pool[next++ % concurrency]), () => sendPlain(request), () => replay(backend.db, statements)],
          REQUESTS,
          concurrency,
        );
        const [viaClient, viaPlain, direct] = measured.map((m) => percentiles(m.samples));
        rows.push(row(scenario.name, concurrency, { viaClient, viaPlain, direct }, measured.map((m) => m.cpuPerCall)));
      }
      if (PROFILE) {
        printProfile(`${scenario.name}, plain HTTP`, await profileCalls(() => sendPlain(request), PROFILE, `${scenario.name} plain`));
        printProfile(`${scenario.name}, direct SQL`, await profileCalls(() => replay(backend.db, statements), PROFILE, `${scenario.name} direct`));
      }
    }
    printTable(
      ['request', 'clients', 'supabase-js p50/p95', 'plain HTTP p50/p95', 'direct SQL p50/p95', 'gateway overhead p50', 'ratio p50', 'supabase-js own p50', 'cpu/request js / plain / direct'],
      rows,
    );
    console.log('\ngateway overhead p50 = plain HTTP p50 − direct SQL p50 (ms per request); ratio = plain HTTP p50 / direct SQL p50;');
    console.log('supabase-js own p50 = supabase-js p50 − plain HTTP p50: the client library\'s work (it reads the session before every request).');
    console.log('Plain HTTP sends byte for byte the request supabase-js sent, and parses the JSON body as it does; direct SQL');
    console.log('parses the same JSON text (the statement renders it), so their difference holds no work of the client.');
    console.log(
      backend.db.kind === 'pglite'
        ? 'With 50 clients, latency includes queueing: PGlite is one connection, so requests wait their turn.'
        : 'With 50 clients, latency includes queueing for this one Node process, which runs the clients and the server.',
    );
    console.log(`load average at the end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log('cpu/request is this process\'s CPU time per request (client, HTTP, gateway, REST and PGlite alike):');
    console.log('on a busy machine it is the steadier figure, as wall-clock latency also counts time spent waiting for a core.\n');
  } finally {
    await backend.close();
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

interface Measured {
  viaClient: Percentiles;
  viaPlain: Percentiles;
  direct: Percentiles;
}

const pair = (p: Percentiles) => `${p.p50.toFixed(2)} / ${p.p95.toFixed(2)} ms`;

function row(name: string, concurrency: number, { viaClient, viaPlain, direct }: Measured, cpu: number[]): string[] {
  return [
    name,
    String(concurrency),
    pair(viaClient),
    pair(viaPlain),
    pair(direct),
    ms(viaPlain.p50 - direct.p50),
    `${(viaPlain.p50 / direct.p50).toFixed(2)}×`,
    ms(viaClient.p50 - viaPlain.p50),
    cpu.map((c) => c.toFixed(2)).join(' / ') + ' ms',
  ];
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
