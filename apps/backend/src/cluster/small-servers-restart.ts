// Rolling restarts of 3 small HTTP servers behind the cluster's nginx, each stopping as a backend does
// (../operations/http-lifecycle.ts) and busy ~3 ms per request as a loaded backend's event loop is (connections wait in
// the kernel meanwhile), under many clients: no database, so a dropped write shows in a minute
// (docs/benchmarks/cluster.md#dropped-writes-in-a-rolling-restart). Used by src/cluster-tests/rolling-restart-nginx.test.ts
// and tools/cluster/restart-small-servers.ts.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { drainable, listen, type Drain } from '../operations/http-lifecycle';
import { freePort } from '../operations/local-postgres';
import { startNginx } from './nginx';

export interface SmallServersRestartOptions {
  /** nginx's folder (config, logs). */
  prefix: string;
  rounds: number;
  clients: number;
  /** The servers' stop: see Drain.stop (0: the port closed at once). */
  listenQuietMs: number;
  /** The requests' methods, in turn; every method but GET is a write, its id in the body. */
  methods: readonly string[];
}

export interface SmallServersRestartResult {
  /** Answered as expected: 201 for a POST, else 200. */
  ok: number;
  failures: string[];
  /** The writes answered as expected, by id. */
  acknowledged: string[];
  /** How many times each write ran, whichever server ran it. */
  ran: Map<string, number>;
  /** Requests the stopping servers answered 503 without running them. */
  refused: number;
  /** Each stop's time, and the last lines of nginx's error log: what a failure message needs. */
  report: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const expected = (method: string) => (method === 'POST' ? 201 : 200);

export async function restartSmallServersUnderLoad(options: SmallServersRestartOptions): Promise<SmallServersRestartResult> {
  const ran = new Map<string, number>();
  const servers = new Set<Server>();
  const start = async (port: number): Promise<Drain> => {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.method !== 'GET') ran.set(body, (ran.get(body) ?? 0) + 1);
        const busy = performance.now() + 3;
        while (performance.now() < busy);
        setTimeout(() => res.writeHead(expected(req.method ?? '')).end('done'), 2 + Math.random() * 8);
      });
    });
    await listen(server, port);
    servers.add(server);
    server.once('close', () => servers.delete(server));
    return drainable(server);
  };
  const ports = [await freePort(), await freePort(), await freePort()];
  const drains = await Promise.all(ports.map(start));
  const nginx = await startNginx({ prefix: options.prefix, port: await freePort(), upstreams: ports });
  try {
    const result = { ok: 0, failures: [] as string[], acknowledged: [] as string[], ran, refused: 0 };
    let done = false;
    let n = 0;
    const load = Promise.all(
      Array.from({ length: options.clients }, async () => {
        while (!done) {
          const id = `write-${++n}`;
          const method = options.methods[n % options.methods.length];
          try {
            const response = await fetch(`${nginx.url}/things`, method === 'GET' ? {} : { method, body: id });
            await response.arrayBuffer();
            if (response.status !== expected(method)) result.failures.push(`${method} ${response.status} ${new Date().toISOString()}`);
            else {
              result.ok++;
              if (method !== 'GET') result.acknowledged.push(id);
            }
          } catch (error) {
            result.failures.push(`${method} ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`);
          }
        }
      }),
    );
    const stops: string[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const i = round % ports.length;
      // Longer than nginx's fail_timeout: the last one stopped is back in rotation.
      await sleep(2_500);
      const stopAt = performance.now();
      await drains[i].stop({ listenQuietMs: options.listenQuietMs, idleCloseDelayMs: 3_000 });
      stops.push(`stop ${i} at ${new Date().toISOString()} took ${(performance.now() - stopAt).toFixed(0)} ms`);
      result.refused += drains[i].refused;
      drains[i] = await start(ports[i]);
    }
    done = true;
    await load;
    const errors = readFileSync(join(options.prefix, 'error.log'), 'utf8').split('\n').filter((line) => !line.includes('[warn]'));
    return { ...result, report: `${stops.join(' ')}\n${errors.slice(-10).join('\n')}` };
  } finally {
    await nginx.stop();
    servers.forEach((server) => {
      server.close();
      server.closeAllConnections();
    });
  }
}
