// Rolling restarts of 3 small HTTP servers behind the cluster's nginx, each stopping as a backend does
// (apps/backend/src/operations/http-lifecycle.ts) and busy 3 ms per request as a loaded backend's event loop is, under
// CLIENTS clients (default 40): the failed requests and the writes run more than once. The quick way to see a
// dropped write (docs/benchmarks/cluster.md#dropped-writes-in-a-rolling-restart): no database, a minute a run.
// ROUNDS restarts (default 12), LISTEN_QUIET_MS (default 500; 0: the port closed at once, as before), WRITES=1: POSTs
// only (else half GETs). Prints the machine's load.
//   npx tsx tools/cluster/restart-small-servers.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

// Imported when run, as tools/dev imports the backend: tools never import an app statically.
const { drainable, freePort, listen, startNginx } = await import('@inspection/backend/cluster');

const ROUNDS = Number(process.env.ROUNDS ?? 12);
const CLIENTS = Number(process.env.CLIENTS ?? 40);
const QUIET = Number(process.env.LISTEN_QUIET_MS ?? 500);
const WRITES_ONLY = process.env.WRITES === '1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const ran = new Map<string, number>();

async function small(port: number) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST') ran.set(body, (ran.get(body) ?? 0) + 1);
      const busy = performance.now() + 3;
      while (performance.now() < busy);
      setTimeout(() => res.writeHead(req.method === 'POST' ? 201 : 200).end('ok'), 2 + Math.random() * 8);
    });
  });
  await listen(server, port);
  return drainable(server);
}

const prefix = mkdtempSync(join(tmpdir(), 'restart-small-'));
const ports = [await freePort(), await freePort(), await freePort()];
const servers = await Promise.all(ports.map(small));
const nginx = await startNginx({ prefix, port: await freePort(), upstreams: ports });
const loadBefore = load();
let done = false;
let n = 0;
let ok = 0;
const failures: string[] = [];
const clients = Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (!done) {
      const id = String(++n);
      const post = WRITES_ONLY || n % 2 === 0;
      try {
        const response = await fetch(`${nginx.url}/x`, post ? { method: 'POST', body: id } : {});
        await response.arrayBuffer();
        if (response.status === (post ? 201 : 200)) ok++;
        else failures.push(`${post ? 'POST' : 'GET'} ${response.status}`);
      } catch (error) {
        failures.push(`${post ? 'POST' : 'GET'} ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`);
      }
    }
  }),
);
const started = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  const i = round % ports.length;
  // Longer than nginx's fail_timeout (2 s): the last one restarted is back in rotation.
  await sleep(2_500);
  await servers[i].stop({ graceMs: 10_000, idleCloseDelayMs: 3_000, listenQuietMs: QUIET });
  servers[i] = await small(ports[i]);
}
done = true;
await clients;
const twice = [...ran.values()].filter((times) => times > 1).length;
console.log(
  `restart-small-servers LISTEN_QUIET_MS=${QUIET}${WRITES_ONLY ? ' writes only' : ''}: ${ROUNDS} restarts, ${CLIENTS} clients, ${((performance.now() - started) / 1000).toFixed(0)} s | ` +
    `${ok} ok, ${failures.length} failed ${JSON.stringify(failures.slice(0, 5))} | writes run twice: ${twice} | load ${loadBefore} -> ${load()}`,
);
await nginx.stop();
rmSync(prefix, { recursive: true, force: true });
process.exit(0);
