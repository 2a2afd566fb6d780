// Runs benches on a throwaway PostgreSQL 15 server (as the backend suites' BACKEND_TEST_DB=postgres does), each on a
// fresh database, one after the other, printing the load average before each:
//   npx tsx apps/backend/src/bench/on-postgres.ts <worktree>:<bench script> [...]
// e.g. a baseline worktree and this one back to back (BENCH_CLIENTS=1 BENCH_REQUESTS=300 are passed on):
//   npx tsx apps/backend/src/bench/on-postgres.ts /work/wt/base:apps/backend/src/bench/bench-backend.ts $PWD:apps/backend/src/bench/bench-backend.ts
import { loadavg } from 'node:os';
import { execFileSync } from 'node:child_process';
import { startPostgresServer } from '../testing/postgres-server';
const pg = await startPostgresServer();
try {
  for (const [i, cmd] of process.argv.slice(2).entries()) {
    const [dir, script] = cmd.split(':');
    console.log(`== ${dir} ${script} ${new Date().toISOString().slice(11, 19)} load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    execFileSync('psql', [pg.url, '-qc', `create database bench${i}`], { stdio: 'ignore' });
    const url = pg.url.replace(/\/postgres$/, `/bench${i}`);
    try {
      const out = execFileSync('npx', ['tsx', script], { cwd: dir, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      console.log(out.split('\n').filter((l) => /^(nested|bookings|upsert|get_avail|load|Function|Planning|Execution| {2})/.test(l)).join('\n'));
    } catch (e) { console.log(String((e as { stderr?: string }).stderr ?? e).slice(0, 2000)); }
  }
} finally { await pg.stop(); }
