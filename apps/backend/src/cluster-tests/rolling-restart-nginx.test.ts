// Rolling restarts behind the cluster's nginx (src/cluster/nginx.ts) of three small servers stopping as a backend does
// (src/operations/http-lifecycle.ts, listenQuietMs: docs/operations.md#a-rolling-restart), each app busy a few ms per
// request as a loaded backend is, under 40 clients: nothing fails, every write runs exactly once, and the requests a
// stopping server refused with 503 (run nowhere) were run by another server exactly once. Real nginx, no database.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { nginxBinary } from '../cluster/nginx';
import { LISTEN_QUIET_MS } from '../cluster/cluster';
import { restartSmallServersUnderLoad } from '../cluster/small-servers-restart';

const prefix = mkdtempSync(join(tmpdir(), 'rolling-nginx-'));
afterAll(() => rmSync(prefix, { recursive: true, force: true }));

// Run with the cluster's tests, in the PostgreSQL suite only (npm run test:backend:postgres): it needs no database, but
// ~30 s in both suites of .ci/run bought nothing twice.
const withCluster = process.env.BACKEND_TEST_DB === 'postgres' && existsSync(nginxBinary());
it.runIf(withCluster)('restarts each of 3 servers twice under 40 clients: no request fails, each write runs once', { timeout: 120_000 }, async () => {
  const { failures, acknowledged, ran, refused, report } = await restartSmallServersUnderLoad({
    prefix,
    rounds: 6,
    clients: 40,
    listenQuietMs: LISTEN_QUIET_MS,
    methods: ['GET', 'POST', 'GET', 'PUT'],
  });
  expect(failures, report).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(200);
  expect(acknowledged.filter((id) => ran.get(id) !== 1)).toEqual([]);
  expect([...ran].filter(([, times]) => times !== 1)).toEqual([]);
  // The 503 path was taken: those requests went to another server (above: each write ran once, none failed).
  expect(refused).toBeGreaterThan(0);
});
