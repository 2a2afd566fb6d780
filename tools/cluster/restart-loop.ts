// Many rolling restarts of the cluster under the cluster tests' load (20 clients, half two-row writes), counting the
// failed requests: how a dropped write during a restart was measured (docs/benchmarks/cluster.md). ROUNDS (default 3)
// times every backend in turn; CLIENTS (default 20); LISTEN_QUIET_MS=0 runs the backends as they stopped before the
// fix (port closed at once, nothing refused), for an A/B in one session. Prints the machine's load.
//   npx tsx tools/cluster/restart-loop.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

// Imported when run, as tools/dev imports the backend: tools never import an app statically.
const { runLoad, percentile, startCluster } = await import('@inspection/backend/cluster');

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CLIENTS = Number(process.env.CLIENTS ?? 20);
const quiet = process.env.LISTEN_QUIET_MS;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

const root = mkdtempSync(join(tmpdir(), 'restart-loop-'));
const cluster = await startCluster({ root, backends: 3, throwaway: true, env: quiet === undefined ? {} : { LISTEN_QUIET_MS: quiet } });
try {
  const signIn = await fetch(`${cluster.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: cluster.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin1234' }),
  });
  const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
  const loadBefore = load();
  const started = performance.now();
  const stops: number[] = [];
  const restarts = (async () => {
    for (let round = 0; round < ROUNDS; round++) {
      for (const backend of cluster.backends) {
        await sleep(1000);
        stops.push((performance.now() - started) / 1000);
        await backend.stop();
        await backend.start();
      }
    }
  })();
  const result = await runLoad({ url: cluster.url, anonKey: cluster.anonKey, accessToken, clients: CLIENTS, until: restarts.then(() => sleep(1000)) });
  await restarts;
  const failures = result.failures.map((f) => `${f.kind} ${f.status} at ${f.at.toFixed(2)} s (${(f.at - Math.max(...stops.filter((s) => s <= f.at))).toFixed(2)} s after a stop)`);
  console.log(
    `restart-loop LISTEN_QUIET_MS=${quiet ?? 'cluster default'}: ${ROUNDS * 3} restarts, ${CLIENTS} clients, ${result.seconds.toFixed(0)} s | ` +
      `${result.requests} requests, ${result.acknowledged.length} writes acknowledged | ${result.failures.length} failed ${JSON.stringify(failures)} | ` +
      `p99 ${percentile(result.latencies, 99).toFixed(0)} ms | load ${loadBefore} -> ${load()}`,
  );
} finally {
  await cluster.stop();
  rmSync(root, { recursive: true, force: true });
}
