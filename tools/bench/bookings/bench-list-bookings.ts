// list_bookings' time per call in the database, on the All table's 5,000 bookings (those of npm run bench:bookings),
// as the gateway runs it (the authenticated role and the admin's JWT claims, in a transaction):
//   npx tsx tools/bench/bookings/bench-list-bookings.ts   (RUNS=5 CALLS=30; DATABASE_URL=postgres://... for PostgreSQL)
// BASE=<another tree> also installs that tree's list_bookings (from its schema files) under the name
// list_bookings_base and times both on the same data, alternating run by run; each run prints /proc/loadavg.
// Figures: docs/benchmarks/bookings.md.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { percentiles } from '@inspection/shared-domain';
import { seedBookings, staffClient } from './bench-data';
import { teamOf } from './bench-inspectors';
import { listBookingsDefinition } from './list-bookings-definition';

const RUNS = Number(process.env.RUNS ?? 5);
const CALLS = Number(process.env.CALLS ?? 30);
const BASE = process.env.BASE;

/** The calls the All table makes: its first page, a search, the Inspector and Status filters, a later page. */
const CASES: [string, string][] = [
  ['first page, no search', `''`],
  ['search "customer 12"', `'customer 12'`],
  ['search, no match', `'zzzz'`],
  ['status scheduled, page 3', `'', '', 200, 100, 'upcoming', false, 'scheduled'`],
  ['by customer, descending', `'', '', 0, 100, 'customer', true`],
];

const { startBackend } = await import('@inspection/backend/server');
const databaseUrl = process.env.DATABASE_URL;
const backend = await startBackend({ port: 0, dataDir: databaseUrl ? undefined : 'memory', databaseUrl, seed: true, log: false, anonymousRpcLimits: false });
try {
  const admin = await staffClient(backend.url, backend.anonKey);
  await teamOf(admin, 5);
  const total = await seedBookings(backend.url, backend.anonKey, 5000);
  const { data: auth } = await admin.auth.getUser();
  const claims = JSON.stringify({ sub: auth.user!.id, role: 'authenticated', app_metadata: auth.user!.app_metadata });
  const variants = ['list_bookings'];
  if (BASE) {
    await backend.db.query(listBookingsDefinition(BASE, 'list_bookings_base'));
    await backend.db.query('grant execute on function public.list_bookings_base(text, text, integer, integer, text, boolean, text) to authenticated');
    variants.push('list_bookings_base');
  }
  const call = (fn: string, args: string) =>
    backend.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [claims]);
      return (await tx.query<{ page: { total: number; rows: unknown[] } }>(`select public.${fn}(${args}) as page`)).rows[0].page;
    });
  console.log(`list_bookings on ${backend.db.kind}, ${total} bookings, ${cpus().length} cores; ${RUNS} runs of ${CALLS} calls per case and variant`);
  for (const [name, args] of CASES) {
    const answers = await Promise.all(variants.map((fn) => call(fn, args)));
    const same = answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0]));
    const medians = new Map<string, number[]>(variants.map((v) => [v, []]));
    const loads: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      loads.push(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
      for (const fn of run % 2 ? [...variants].reverse() : variants) {
        const samples: number[] = [];
        for (let i = 0; i < CALLS; i++) {
          const t0 = performance.now();
          await call(fn, args);
          samples.push(performance.now() - t0);
        }
        medians.get(fn)!.push(percentiles(samples).p50);
      }
    }
    const summary = variants.map((fn) => {
      const runs = medians.get(fn)!;
      return `${fn} ${[...runs].sort((x, y) => x - y)[Math.floor((RUNS - 1) / 2)].toFixed(1)} ms (runs ${runs.map((x) => x.toFixed(1)).join(' / ')})`;
    });
    console.log(`${name} (total ${answers[0].total}${BASE ? `, answers ${same ? 'identical' : 'DIFFER'}` : ''}), load ${loads.join(' ')}: ${summary.join('; ')}`);
  }
} finally {
  await backend.close();
}
