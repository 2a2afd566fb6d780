// Rolling restarts of 3 small HTTP servers behind the cluster's nginx, each stopping as a backend does, under CLIENTS
// clients (default 40): the failed requests and the writes run more than once. The quick way to see a dropped write
// (docs/benchmarks/cluster.md#dropped-writes-in-a-rolling-restart): no database, a minute a run. ROUNDS restarts
// (default 12), LISTEN_QUIET_MS (default 500; 0: the port closed at once, as before), WRITES=1: POSTs only (else half
// GETs). Prints the machine's load.
//   npx tsx tools/cluster/restart-small-servers.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

// Imported when run, as tools/dev imports the backend: tools never import an app statically.
const { restartSmallServersUnderLoad } = await import('@inspection/backend/cluster');

const ROUNDS = Number(process.env.ROUNDS ?? 12);
const CLIENTS = Number(process.env.CLIENTS ?? 40);
const QUIET = Number(process.env.LISTEN_QUIET_MS ?? 500);
const WRITES_ONLY = process.env.WRITES === '1';
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

const prefix = mkdtempSync(join(tmpdir(), 'restart-small-'));
const loadBefore = load();
const started = performance.now();
const { ok, failures, ran } = await restartSmallServersUnderLoad({
  prefix,
  rounds: ROUNDS,
  clients: CLIENTS,
  listenQuietMs: QUIET,
  methods: WRITES_ONLY ? ['POST'] : ['POST', 'GET'],
});
const twice = [...ran.values()].filter((times) => times > 1).length;
console.log(
  `restart-small-servers LISTEN_QUIET_MS=${QUIET}${WRITES_ONLY ? ' writes only' : ''}: ${ROUNDS} restarts, ${CLIENTS} clients, ${((performance.now() - started) / 1000).toFixed(0)} s | ` +
    `${ok} ok, ${failures.length} failed ${JSON.stringify(failures.slice(0, 5))} | writes run twice: ${twice} | load ${loadBefore} -> ${load()}`,
);
rmSync(prefix, { recursive: true, force: true });
process.exit(0);
