// npm run bench:shared-state — what moving the limits into the database costs per request
// (docs/benchmarks/backend.md#shared-limits): the anonymous RPC limit (one token taken) and a sign-in attempt's throttle
// (begin, then a failure), each in one process's memory and through embedded_limits in the database, in alternating
// rounds on PGlite and on a throwaway PostgreSQL 15 (its local binaries, as BACKEND_TEST_DB=postgres), the machine's
// load printed before each. BENCH_REQUESTS (default 3000) calls per variant; BENCH_POSTGRES=0 skips PostgreSQL.
import { loadavg } from 'node:os';
import { percentiles } from '@inspection/shared-domain';
import { openDatabase } from '../db/database';
import type { Database } from '../db/query-interface';
import { prepareDatabase } from '../db/migrate';
import { createAnonymousRpcLimiter, createSharedAnonymousRpcLimiter } from '../gateway/anonymous-rpc-limit';
import { createSignInThrottle, type SignInThrottle } from '../auth/sign-in-throttle';
import { createSharedSignInThrottle } from '../auth/shared-sign-in-throttle';
import { startPostgresServer } from '../testing/postgres-server';
import { measureInterleaved } from './measure';

const CALLS = Number(process.env.BENCH_REQUESTS ?? 3000);
// Limits no call of the bench reaches: each one measures the bookkeeping, not a refusal.
const OPEN = { perAddress: 1e9, concurrentPerEmail: 1e9, concurrentPerAddress: 1e9, concurrentOverall: 1e9, freePerPair: 1e9 };

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const ms = (n: number) => n.toFixed(3);
const p99 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.99) - 1];

async function attempt(throttle: SignInThrottle, n: number) {
  const started = await throttle.begin(`user-${n % 500}@example.com`, `10.${(n >> 8) & 255}.${n & 255}.1`);
  await started?.admitted();
  await started?.failed();
}

async function benchOn(name: string, db: Database) {
  console.log(`\n${name} (load ${load()}), ${CALLS} calls each, one caller at a time, alternating rounds`);
  let n = 0;
  const memoryLimiter = createAnonymousRpcLimiter({ burst: 1e9, perSecond: 1 });
  const sharedLimiter = createSharedAnonymousRpcLimiter(db, { burst: 1e9, perSecond: 1 });
  const memoryThrottle = createSignInThrottle(OPEN);
  const sharedThrottle = createSharedSignInThrottle(db, OPEN);
  const rows = [
    ...(await measureInterleaved([
      async () => memoryLimiter.take(`network-${n++ % 1000}`),
      async () => sharedLimiter.take(`network-${n++ % 1000}`),
    ], CALLS, 1)).map((r, i) => ({ what: `anonymous RPC limit, ${i ? 'database' : 'memory'}`, ...r })),
    ...(await measureInterleaved([
      () => attempt(memoryThrottle, n++),
      () => attempt(sharedThrottle, n++),
    ], CALLS, 1)).map((r, i) => ({ what: `sign-in throttle (begin + failure), ${i ? 'database' : 'memory'}`, ...r })),
  ];
  console.log('| what | p50 ms | p95 ms | p99 ms | CPU ms per call |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const p = percentiles(row.samples);
    console.log(`| ${row.what} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p99(row.samples))} | ${ms(row.cpuPerCall)} |`);
  }
  const concurrent = await measureInterleaved([async () => sharedLimiter.take(`network-${n++ % 1000}`)], CALLS, 8);
  const p = percentiles(concurrent[0].samples);
  console.log(`anonymous RPC limit, database, 8 callers at once: p50 ${ms(p.p50)} ms, p95 ${ms(p.p95)} ms (load ${load()})`);
}

async function main() {
  const pglite = await openDatabase();
  try {
    await prepareDatabase(pglite, { seed: false });
    await benchOn('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  if (process.env.BENCH_POSTGRES === '0') return;
  const server = await startPostgresServer();
  const postgres = await openDatabase({ url: server.url });
  try {
    await prepareDatabase(postgres, { seed: false });
    await benchOn('PostgreSQL 15 (local, one pool)', postgres);
  } finally {
    await postgres.close();
    await server.stop();
  }
}

await main();
