// The heavy-input figures of npm run bench:hardening (docs/benchmarks/hardening.md), over HTTP only (the set-up in SQL
// as the owner) so the same file also measures older code (copy it beside an older checkout for the "before" figures):
// - a big report: a live form of 500 text fields (older code's buyer's copy cost grew with their square), all
//   answered and submitted through submit_inspection; one
//   anonymous get_public_report, then 8 anonymous callers (each from a network of its own, 127.3N.0.1) calling it in a
//   loop for 10 s while /health is asked every 100 ms: what the callers were answered, and how long /health took;
// - list_bookings(p_search) with 60,000 words, as staff, over the seed's bookings and 200 more.
// BENCH_FIELDS, BENCH_SECONDS and BENCH_BOOKINGS change the report's size, the load's length and the bookings added.
import { request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { startBackend, type Backend } from '../server';

const FIELDS = Number(process.env.BENCH_FIELDS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 200);
/** How long after the load the answers still in flight are waited for. */
const GRACE_SECONDS = Number(process.env.BENCH_GRACE ?? 30);
const TYPE = '7e57be9c-0000-4000-8000-000000000001';
const FORM = '7e57be9c-0000-4000-8000-000000000002';
const BOOKING = '7e57be9c-0000-4000-8000-000000000003';

type Answer = { status: number; ms: number; text: string };

/** One request from `localAddress` (a client network of its own on loopback), timed. */
function call(backend: Backend, localAddress: string, method: string, path: string, headers: Record<string, string> = {}, payload?: string): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port: Number(new URL(backend.url).port), localAddress, agent: false, method, path,
        headers: { apikey: backend.anonKey, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, text }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0, text: '' }));
    req.end(payload);
  });
}

const sorted = (samples: number[]) => [...samples].sort((a, b) => a - b);
const pct = (samples: number[], p: number) => (samples.length ? sorted(samples)[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)] : NaN);
const summary = (samples: number[]) =>
  samples.length ? `p50 ${pct(samples, 50).toFixed(0)} ms, p95 ${pct(samples, 95).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms (${samples.length})` : 'none';
const statuses = (answers: Answer[]) =>
  [...new Set(answers.map((a) => a.status))].sort().map((s) => `${answers.filter((a) => a.status === s).length}×${s}`).join(', ');

/** The staff token of the demo admin, signed in over HTTP. */
async function staffToken(backend: Backend): Promise<string> {
  const email = process.env.DEMO_EMAIL || 'admin@example.com';
  const password = process.env.DEMO_PASSWORD || 'admin1234';
  const answer = await call(backend, '127.0.0.1', 'POST', '/auth/v1/token?grant_type=password', {}, JSON.stringify({ email, password }));
  return (JSON.parse(answer.text) as { access_token: string }).access_token;
}

/** A type with a live form of FIELDS text fields, a booking of it with every field answered, submitted over HTTP. */
async function bigReport(backend: Backend, token: string): Promise<string> {
  const db = backend.db;
  await db.query(`insert into public.inspection_types (id, name_en, duration_minutes) values ($1, 'Bench big report', 60)`, [TYPE]);
  await db.query(`insert into public.inspection_forms (id, title, status, inspection_type_id, family_id) values ($1, 'Bench big form', 'draft', $2, gen_random_uuid())`, [FORM, TYPE]);
  await db.query(`insert into public.form_sections (form_id, title, order_index) select $1, 'Section ' || s, s from generate_series(1, 20) s`, [FORM]);
  await db.query(
    `insert into public.form_fields (section_id, title, type, input_type, order_index)
     select s.id, 'Check ' || s.order_index || '.' || f, 'text', 'plain', f from public.form_sections s cross join generate_series(1, $2::int / 20) f
      where s.form_id = $1`, [FORM, FIELDS]);
  await db.query(`update public.inspection_forms set status = 'live' where id = $1`, [FORM]);
  const start = new Date(Date.now() - 500 * 86400_000); // long past: no seeded booking is then
  await db.query(
    `insert into public.bookings (id, customer_name, customer_phone, vehicle_make, vehicle_model, vehicle_year, inspection_type_id, start_time, end_time)
     values ($1, 'Bench Buyer', '0501234567', 'Toyota', 'Camry', 2020, $2, $3, $4)`,
    [BOOKING, TYPE, start.toISOString(), new Date(start.getTime() + 3600_000).toISOString()]);
  await db.query(`insert into public.inspection_data (booking_id, form_id, data) values ($1, $2, '{}')`, [BOOKING, FORM]);
  const { rows } = await db.query<{ id: string; title: string; section: string; section_title: string }>(
    `select f.id::text, f.title, s.id::text as section, s.title as section_title from public.form_fields f
       join public.form_sections s on s.id = f.section_id where s.form_id = $1 order by s.order_index, f.order_index`, [FORM]);
  const lastUpdated = new Date(Date.now() - 60_000).toISOString();
  const value = (i: number) => `Checked, fine ${i}`;
  const data = Object.fromEntries(rows.map((r, i) => [r.id, { value: value(i), lastUpdated }]));
  const signatures = { inspector: { name: 'Bench Inspector', signed_at: lastUpdated, path: 'M10 10 L100 50' }, customer: null };
  // Older code stored the sections the browser sent; today's builds them from the answers and ignores these.
  const sections = [...new Set(rows.map((r) => r.section))].map((id) => ({
    id, title: rows.find((r) => r.section === id)!.section_title,
    fields: rows.flatMap((r, i) => (r.section === id ? [{ id: r.id, title: r.title, type: 'text', input_type: 'plain', value: value(i) }] : [])),
  }));
  const body = JSON.stringify({ p_booking_id: BOOKING, p_data: data, p_marked_data: {}, p_report: { signatures, inspection_results: sections } });
  const submit = await call(backend, '127.0.0.1', 'POST', '/rest/v1/rpc/submit_inspection', { authorization: `Bearer ${token}` }, body);
  return `${rows.length} fields submitted: ${submit.status} in ${(submit.ms / 1000).toFixed(2)} s (${(Buffer.byteLength(body) / 1e6).toFixed(2)} MB)`;
}

const report = (backend: Backend, address: string) =>
  call(backend, address, 'POST', '/rest/v1/rpc/get_public_report', { authorization: `Bearer ${backend.anonKey}` }, JSON.stringify({ booking_id: BOOKING }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for `work`, at most `ms`: older code may still be busy with the load long after it ended. */
const atMost = (work: Promise<unknown>, ms: number) => Promise.race([work, sleep(ms)]);

export async function benchBigReportUnderLoad(): Promise<void> {
  const backend = await startBackend({ port: 0, log: false, dataDir: 'memory' });
  try {
    const token = await staffToken(backend);
    const made = await bigReport(backend, token);
    const first = await report(backend, '127.0.9.1');
    const again = await report(backend, '127.0.9.1');
    console.log(`\nThe buyer's report of a big inspection (${made}; ${(first.text.length / 1e6).toFixed(2)} MB answered)`);
    console.log(`  one anonymous call      ${first.status} in ${first.ms.toFixed(0)} ms; the next ${again.status} in ${again.ms.toFixed(0)} ms`);
    let running = true;
    const answers: Answer[] = [];
    const answeredBy = new Set<number>();
    const caller = async (n: number) => {
      while (running) {
        answers.push(await report(backend, `127.${30 + n}.0.1`));
        answeredBy.add(n);
      }
    };
    const health: number[] = [];
    let asking: number | null = null;
    const t0 = performance.now();
    const callers = Array.from({ length: 8 }, (_, n) => caller(n));
    const poll = (async () => {
      while (running) {
        asking = performance.now();
        health.push((await call(backend, '127.0.8.1', 'GET', '/health')).ms);
        asking = null;
        await sleep(100);
      }
    })();
    await sleep(SECONDS * 1000);
    running = false;
    await atMost(Promise.all([...callers, poll]), GRACE_SECONDS * 1000);
    const unanswered = asking === null ? '' : `; one still unanswered after ${((performance.now() - asking) / 1000).toFixed(0)} s`;
    const ok = answers.filter((a) => a.status === 200);
    const left = 8 - answeredBy.size;
    console.log(`  8 anonymous callers     ${SECONDS} s of calls, ${((performance.now() - t0) / 1000).toFixed(1)} s waited: ${statuses(answers) || 'no answer'}${left ? ` (${left} callers never answered)` : ''}; the 200s ${summary(ok.map((a) => a.ms))}`);
    console.log(`  /health meanwhile      ${summary(health)}${unanswered}`);
  } finally {
    await atMost(backend.close(), 5_000);
  }
}

export async function benchLongSearch(): Promise<void> {
  const backend = await startBackend({ port: 0, log: false, dataDir: 'memory' });
  try {
    const token = await staffToken(backend);
    // A business's worth of bookings to search (the seed has a few dozen).
    await backend.db.query(
      `insert into public.bookings (customer_name, customer_phone, vehicle_make, vehicle_model, vehicle_year, start_time, end_time)
       select 'Search Customer ' || i, '050' || lpad(i::text, 7, '0'), 'Nissan', 'Patrol', 2018,
              t, t + interval '30 minutes'
         from generate_series(1, $1::int) i, lateral (select date_trunc('day', now()) + interval '400 days' + i * interval '1 day' + interval '6 hours' as t) s`,
      [BOOKINGS]);
    const words = Array.from({ length: 60_000 }, (_, i) => `w${i}`).join(' ');
    const answer = await call(backend, '127.0.0.1', 'POST', '/rest/v1/rpc/list_bookings', { authorization: `Bearer ${token}` }, JSON.stringify({ p_search: words }));
    const hint = answer.status === 200 ? '' : ` ${(JSON.parse(answer.text || '{}') as { hint?: string }).hint ?? ''}`;
    console.log(`\nlist_bookings(p_search) with 60,000 words (${(words.length / 1e3).toFixed(0)} kB), as staff, ${BOOKINGS} bookings added to the seed's`);
    console.log(`  answered                ${answer.status}${hint} in ${answer.ms.toFixed(0)} ms`);
  } finally {
    await backend.close();
  }
}

// Run alone (npx tsx apps/backend/src/bench/bench-anonymous-load.ts), e.g. for the "before" figures of older code.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.env.BENCH_ONLY !== 'search') await benchBigReportUnderLoad();
  if (process.env.BENCH_ONLY !== 'report') await benchLongSearch();
  process.exit(0); // older code may still be building reports nobody waits for
}
