// Rolling restarts behind the cluster's nginx (src/cluster/nginx.ts) of three small servers stopping as a backend does
// (src/operations/http-lifecycle.ts, listenQuietMs: docs/operations.md#a-rolling-restart), each app busy a few ms per
// request as a loaded backend is, under 40 clients: nothing fails, every write runs exactly once, and the requests a
// stopping server refused with 503 (run nowhere) were run by another server exactly once. Real nginx, no database.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { nginxBinary, startNginx, type Nginx } from '../cluster/nginx';
import { LISTEN_QUIET_MS } from '../cluster/cluster';
import { drainable, listen, type Drain } from '../operations/http-lifecycle';
import { freePort } from '../operations/local-postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const prefix = mkdtempSync(join(tmpdir(), 'rolling-nginx-'));
let nginx: Nginx | undefined;
const servers: { close: () => void }[] = [];
afterAll(async () => {
  await nginx?.stop();
  servers.forEach((s) => s.close());
  rmSync(prefix, { recursive: true, force: true });
});

/** Writes run, by id (the request body), whichever server ran them. */
const ran = new Map<string, number>();

async function startServer(port: number): Promise<Drain> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'GET') ran.set(body, (ran.get(body) ?? 0) + 1);
      const busy = performance.now() + 3;
      while (performance.now() < busy); // a loaded backend's event loop: connections wait in the kernel meanwhile
      setTimeout(() => res.writeHead(req.method === 'POST' ? 201 : 200).end('done'), 2 + Math.random() * 8);
    });
  });
  await listen(server, port);
  servers.push({ close: () => server.closeAllConnections() });
  return drainable(server);
}

// Run with the cluster's tests, in the PostgreSQL suite only (npm run test:backend:postgres): it needs no database, but
// ~30 s in both suites of .ci/run bought nothing twice.
const withCluster = process.env.BACKEND_TEST_DB === 'postgres' && existsSync(nginxBinary());
it.runIf(withCluster)('restarts each of 3 servers twice under 40 clients: no request fails, each write runs once', { timeout: 120_000 }, async () => {
  const ports = [await freePort(), await freePort(), await freePort()];
  const drains = await Promise.all(ports.map(startServer));
  nginx = await startNginx({ prefix, port: await freePort(), upstreams: ports });
  const failures: string[] = [];
  const acknowledged: string[] = [];
  let done = false;
  let n = 0;
  const load = Promise.all(
    Array.from({ length: 40 }, async () => {
      while (!done) {
        const id = `write-${++n}`;
        const method = ['GET', 'POST', 'GET', 'PUT'][n % 4];
        try {
          const response = await fetch(`${nginx!.url}/things`, method === 'GET' ? {} : { method, body: id });
          await response.arrayBuffer();
          if (response.status !== (method === 'POST' ? 201 : 200)) failures.push(`${method} ${response.status} ${new Date().toISOString()}`);
          else if (method !== 'GET') acknowledged.push(id);
        } catch (error) {
          failures.push(`${method} ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`);
        }
      }
    }),
  );
  let refused = 0;
  const stops: string[] = [];
  for (let round = 0; round < 6; round++) {
    const i = round % ports.length;
    // Longer than fail_timeout: the last one stopped is back in rotation.
    await sleep(2_500);
    const stopAt = performance.now();
    await drains[i].stop({ listenQuietMs: LISTEN_QUIET_MS, idleCloseDelayMs: 3_000 });
    stops.push(`stop ${i} at ${new Date().toISOString()} took ${(performance.now() - stopAt).toFixed(0)} ms`);
    refused += drains[i].refused;
    drains[i] = await startServer(ports[i]);
  }
  done = true;
  await load;
  const errors = () => readFileSync(join(prefix, 'error.log'), 'utf8').split('\n').filter((line) => !line.includes('[warn]')).slice(-10).join('\n');
  expect(failures, `${stops.join(' ')}\n${errors()}`).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(200);
  expect(acknowledged.filter((id) => ran.get(id) !== 1)).toEqual([]);
  expect([...ran].filter(([, times]) => times !== 1)).toEqual([]);
  // The 503 path was taken: those requests went to another server (above: each write ran once, none failed).
  expect(refused).toBeGreaterThan(0);
});
