// npm run bench:hardening — what the hardening adds to every request, measured piece by piece in
// alternating rounds on one in-memory backend (the whole-request figures of bench:backend are too
// noisy on a shared machine to show a tenth of a millisecond):
// - the session check of a signed-in token (a cache hit, as on every request but the first each second);
// - statement_timeout set in the request's set_config round trip;
// - the body limit and CORS middlewares on a REST read;
// then the abuse figures of bench-abuse.ts: a sign-in flood and 50 clients beside an abusive read, and those of
// bench-network-floods.ts: the office's sign-in and a fresh customer's booking while three networks flood, and those
// of bench-anonymous-load.ts: a big report's anonymous reads (and /health) under 8 callers, a 60,000-word search.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { startBackend } from '../server';
import { createJwtCodec } from '../auth/jwt';
import { createSessionService } from '../auth/sessions';
import { corsMiddleware } from '../gateway/cors';
import { percentiles } from '@inspection/shared-domain';
import { measureInterleaved } from './measure';
import { benchAbusiveRead, benchSignInFlood } from './bench-abuse';
import { benchBookingUnderNetworkFlood, benchSignInUnderNetworkFlood } from './bench-network-floods';
import { benchBigReportUnderLoad, benchLongSearch } from './bench-anonymous-load';

const ROUNDS = Number(process.env.BENCH_REQUESTS ?? 2000);

async function main() {
  const backend = await startBackend({ port: 0, log: false, dataDir: 'memory' });
  try {
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into auth.sessions (user_id) select id from auth.users limit 1 returning id::text as id`,
    );
    const sessions = createSessionService(backend.db, createJwtCodec('x'.repeat(32)), 10);
    await sessions.isActive(rows[0].id);

    const claims = JSON.stringify({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', app_metadata: { staff: true } });
    const withoutTimeout = () =>
      backend.db.transaction((tx) =>
        tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`, [
          'authenticated', claims, '00000000-0000-0000-0000-000000000001',
        ]),
      );
    const withTimeout = () =>
      backend.db.transaction((tx) =>
        tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true), set_config('statement_timeout', $4, true)`,
          ['authenticated', claims, '00000000-0000-0000-0000-000000000001', '8s'],
        ),
      );

    const bare = new Hono().get('/rest/v1/x', (c) => c.json([]));
    const guarded = new Hono()
      .use(corsMiddleware())
      .use('/rest/v1/*', bodyLimit({ maxSize: 2 * 1024 * 1024 }))
      .get('/rest/v1/x', (c) => c.json([]));
    const request = () => new Request('http://localhost/rest/v1/x', { headers: { origin: 'http://localhost:4200' } });

    const sessionHit = percentiles(await timeEach(() => sessions.isActive(rows[0].id), ROUNDS));
    const [sqlWithout, sqlWith] = await measureInterleaved([withoutTimeout, withTimeout], ROUNDS, 1);
    const [httpWithout, httpWith] = await measureInterleaved([async () => bare.request(request()), async () => guarded.request(request())], ROUNDS, 1);
    const sql = { without: sqlWithout, with: sqlWith };
    const http = { without: httpWithout, with: httpWith };

    const p50 = (samples: number[]) => percentiles(samples).p50;
    const timeoutCost = p50(sql.with.samples) - p50(sql.without.samples);
    const middlewareCost = p50(http.with.samples) - p50(http.without.samples);
    const total = sessionHit.p50 + Math.max(0, timeoutCost) + Math.max(0, middlewareCost);
    console.log(`\nWhat the hardening adds per request (p50, ${ROUNDS} samples each, alternating rounds)\n`);
    console.log(`session check (cache hit)                 ${(sessionHit.p50 * 1000).toFixed(1)} µs`);
    console.log(`statement_timeout in the set_config trip  ${(timeoutCost * 1000).toFixed(1)} µs  (${p50(sql.without.samples).toFixed(3)} → ${p50(sql.with.samples).toFixed(3)} ms)`);
    console.log(`body limit + CORS middlewares             ${(middlewareCost * 1000).toFixed(1)} µs  (${p50(http.without.samples).toFixed(3)} → ${p50(http.with.samples).toFixed(3)} ms)`);
    console.log(`total                                     ${(total * 1000).toFixed(1)} µs  (budget 300 µs)\n`);
  } finally {
    await backend.close();
  }
}

async function timeEach(fn: () => Promise<unknown>, n: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

await main();
// The abuse figures (bench-abuse.ts): BENCH_ABUSE=off skips them.
if (process.env.BENCH_ABUSE !== 'off') {
  await benchSignInFlood();
  await benchAbusiveRead();
  await benchSignInUnderNetworkFlood();
  await benchBookingUnderNetworkFlood();
  await benchBigReportUnderLoad();
  await benchLongSearch();
}
