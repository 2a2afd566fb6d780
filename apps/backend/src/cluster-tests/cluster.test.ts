// Three backend processes on one PostgreSQL 15, nginx in front (src/cluster,
// docs/operations.md#several-backends): real processes, real nginx, real signals. Only in the PostgreSQL suite (npm run test:backend:postgres);
// .ci/run installs postgresql-15 and nginx. One cluster for the whole file, the tests in order (the last ones stop
// parts of it).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../cluster/cluster';
import { percentile, runLoad, type LoadResult } from '../cluster/load';
import { startMailCatcher, type MailCatcher } from '../messages/mail-catcher';
import { openDatabase } from '../db/database';
import { prepareDatabase, findRepositoryRoot } from '../db/migrate';
import { eventually, listen } from '../testing/realtime-clients';
import { DEMO_EMAIL, DEMO_PASSWORD, testClient } from '../testing/start-test-backend';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LOCK_OUT_MS = 6_000;

describe.runIf(process.env.BACKEND_TEST_DB === 'postgres')('three backends behind nginx', () => {
  let cluster: Cluster;
  let catcher: MailCatcher;
  let db: pg.Pool;
  let accessToken: string;
  const root = mkdtempSync(join(tmpdir(), 'cluster-test-'));

  beforeAll(async () => {
    catcher = await startMailCatcher({ keep: 1000 });
    // A lock-out and a reuse window the tests can wait out (src/settings-from-env.ts); the delay still outlasts the flood.
    const env = { SMTP_URL: `smtp://127.0.0.1:${catcher.port}`, SIGN_IN_THROTTLE_BASE_DELAY_MS: String(LOCK_OUT_MS), REFRESH_TOKEN_REUSE_SECONDS: '1' };
    cluster = await startCluster({ root, backends: 3, throwaway: true, log: true, env });
    db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    // The last test stops the database: its idle connections end with 57P01.
    db.on('error', () => undefined);
    const { data, error } = await testClient(cluster.url, cluster.anonKey).auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    if (error) throw error;
    accessToken = data.session!.access_token;
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    await catcher?.close();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  /** Each write's two rows, by write id. */
  async function rowsByWrite(): Promise<Map<string, number>> {
    const { rows } = await db.query<{ full_name: string }>(`select full_name from public.contacts where full_name like 'load %'`);
    const found = new Map<string, number>();
    for (const { full_name } of rows) {
      const id = full_name.split(' ')[1];
      found.set(id, (found.get(id) ?? 0) + 1);
    }
    return found;
  }

  it('delivers a change written through backend A to a realtime subscriber on backend C', async () => {
    const [a, , c] = cluster.backends;
    const subscriber = testClient(c.url, cluster.anonKey);
    await subscriber.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const channel = await listen(subscriber, [{ event: 'INSERT', table: 'contacts' }]);
    expect(channel.status).toBe('SUBSCRIBED');
    // And one through nginx's WebSocket upgrade, on whichever backend it picks.
    const proxied = testClient(cluster.url, cluster.anonKey);
    await proxied.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const throughNginx = await listen(proxied, [{ event: 'INSERT', table: 'contacts' }]);
    expect(throughNginx.status).toBe('SUBSCRIBED');
    const written = await fetch(`${a.url}/rest/v1/contacts`, {
      method: 'POST',
      headers: { apikey: cluster.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ full_name: 'Written through A', phone_number: '+971509990001' }),
    });
    expect(written.status).toBe(201);
    const arrived = (on: typeof channel) => on.events.some((e) => (e.new as { full_name?: string }).full_name === 'Written through A');
    await eventually(() => arrived(channel) && arrived(throughNginx), 10_000);
    await subscriber.removeAllChannels();
    await proxied.removeAllChannels();
  });

  /** POST /auth/v1/token to one backend or nginx, from a client address nginx forwards (TRUSTED_PROXIES). */
  const token = (url: string, grant: string, body: object, clientAddress?: string, requestId?: string) =>
    fetch(`${url}/auth/v1/token?grant_type=${grant}`, {
      method: 'POST', body: JSON.stringify(body),
      headers: {
        apikey: cluster.anonKey, 'content-type': 'application/json',
        ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}), ...(requestId ? { 'x-request-id': requestId } : {}),
      },
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { access_token: string; refresh_token: string; code?: string } }));

  it('refreshes on backend B a session begun on A; a replay on C after the reuse window ends the session on every backend', async () => {
    const [a, b, c] = cluster.backends;
    const first = await token(a.url, 'password', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(first.status).toBe(200);
    const second = await token(b.url, 'refresh_token', { refresh_token: first.body.refresh_token });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    const readOn = (url: string) =>
      fetch(`${url}/rest/v1/contacts?select=id&limit=1`, { headers: { apikey: cluster.anonKey, authorization: `Bearer ${second.body.access_token}` } }).then((r) => r.status);
    for (const backend of cluster.backends) expect(await readOn(backend.url)).toBe(200);
    // REFRESH_TOKEN_REUSE_SECONDS=1: past it, the old token is a replay (docs/architecture/backend-state.md#sessions).
    await sleep(1_200);
    const replay = await token(c.url, 'refresh_token', { refresh_token: first.body.refresh_token });
    expect(replay).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
    expect((await token(a.url, 'refresh_token', { refresh_token: second.body.refresh_token })).status).toBe(400);
    for (const backend of cluster.backends) await expect.poll(() => readOn(backend.url), { timeout: 2_000, interval: 50 }).toBe(401);
  });

  it('checks at most 5 of 200 parallel wrong passwords for one account through nginx, refuses the rest with 429; the right one works after the lock-out', async () => {
    const attacker = '203.0.113.49';
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => token(cluster.url, 'password', { email: DEMO_EMAIL, password: `wrong-${i}` }, attacker, `flood-${i}`).then((r) => r.status)),
    );
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect(count(400)).toBeGreaterThanOrEqual(1);
    expect(count(400)).toBeLessThanOrEqual(5);
    expect(count(400) + count(429)).toBe(200);
    // nginx spread them over every backend (each request's id is in its backend's log): the count is PostgreSQL's.
    const answered = () => cluster.backends.map((_, i) => readFileSync(join(root, 'logs', `backend-${i + 1}.log`), 'utf8').split('"request_id":"flood-').length - 1);
    await expect.poll(() => answered().reduce((sum, n) => sum + n, 0), { timeout: 5_000 }).toBe(200);
    expect(answered().every((n) => n > 0), `flood requests per backend: ${answered()}`).toBe(true);
    // The right password from the attacker's address waits out the lock-out, on every backend.
    const refused = await Promise.all(cluster.backends.map((backend) => token(backend.url, 'password', { email: DEMO_EMAIL, password: DEMO_PASSWORD }, attacker)));
    expect(refused.map((r) => r.status)).toEqual([429, 429, 429]);
    await expect.poll(async () => (await token(cluster.url, 'password', { email: DEMO_EMAIL, password: DEMO_PASSWORD }, attacker)).status,
      { timeout: LOCK_OUT_MS + 5_000, interval: 250 }).toBe(200);
  }, 30_000);

  it('reloads the schema cache of every backend when a migration runs', async () => {
    // A migration run by another process (as a deploy's first backend would): supabase/migrations plus one file.
    const folder = await mkdtemp(join(tmpdir(), 'cluster-migrations-'));
    const source = join(findRepositoryRoot(), 'supabase', 'migrations');
    for (const file of readdirSync(source)) await copyFile(join(source, file), join(folder, file));
    await writeFile(join(folder, '9999_cluster_probe.sql'), `create table public.cluster_probe (id int primary key);
      grant select on public.cluster_probe to anon;`);
    const [a, b] = cluster.backends;
    const probe = (url: string) => fetch(`${url}/rest/v1/cluster_probe`, { headers: { apikey: cluster.anonKey } }).then((r) => r.status);
    expect(await probe(a.url)).toBe(404);
    const migrator = await openDatabase({ url: cluster.databaseUrl });
    try {
      await prepareDatabase(migrator, { seed: false, migrationsDir: folder });
    } finally {
      await migrator.close();
      rmSync(folder, { recursive: true, force: true });
    }
    await expect.poll(() => probe(a.url), { timeout: 5000 }).toBe(200);
    await expect.poll(() => probe(b.url), { timeout: 5000 }).toBe(200);
    await db.query('drop table public.cluster_probe');
    await db.query(`delete from supabase_migrations.schema_migrations where version like '9999%'`);
    await db.query(`notify pgrst, 'reload schema'`);
  });

  it('sends 300 queued messages exactly once with a sender on each of the 3 backends', { timeout: 60_000 }, async () => {
    await db.query(`insert into public.outbound_messages (kind, recipient, subject, body_text)
      select 'booking_reminder', 'cluster-' || n || '@example.com', 'cluster message ' || n, 'body ' || n from generate_series(1, 300) n`);
    const mine = () => catcher.messages.filter((m) => m.subject?.startsWith('cluster message '));
    await expect.poll(() => mine().length, { timeout: 45_000, interval: 250 }).toBeGreaterThanOrEqual(300);
    await sleep(1000);
    const subjects = mine().map((m) => m.subject);
    expect(subjects).toHaveLength(300);
    expect(new Set(subjects).size).toBe(300);
    const { rows } = await db.query(`select status, count(*)::int as n from public.outbound_messages where subject like 'cluster message %' group by status`);
    expect(rows).toEqual([{ status: 'sent', n: 300 }]);
  });

  let rolling: LoadResult;
  it('restarts every backend in turn under 20 clients for 30 s: no request fails, every acknowledged write is stored', { timeout: 150_000 }, async () => {
    const restarts = (async () => {
      await sleep(2000);
      for (const backend of cluster.backends) {
        expect(await backend.stop()).toBe(0);
        await backend.start();
        await sleep(1000);
      }
    })();
    const at30s = sleep(30_000);
    rolling = await runLoad({ url: cluster.url, anonKey: cluster.anonKey, accessToken, clients: 20, until: Promise.all([restarts, at30s]) });
    await restarts;
    console.log(`rolling restart: ${rolling.requests} requests in ${rolling.seconds.toFixed(1)} s, p99 ${percentile(rolling.latencies, 99).toFixed(0)} ms`);
    expect(rolling.failures).toEqual([]);
    const stored = await rowsByWrite();
    expect(rolling.acknowledged.length).toBeGreaterThan(100);
    expect(rolling.acknowledged.filter((id) => stored.get(id) !== 2)).toEqual([]);
  });

  it('keeps reading through the others when one backend is killed (kill -9); a cut write is all there or not at all', { timeout: 60_000 }, async () => {
    const victim = cluster.backends[1];
    const kill = sleep(2000).then(() => victim.kill());
    const load = await runLoad({ url: cluster.url, anonKey: cluster.anonKey, accessToken, clients: 20, until: kill.then(() => sleep(6000)) });
    expect(load.failures.filter((f) => f.kind === 'read')).toEqual([]);
    // Only the writes in flight on the killed process may fail, each with nginx's 502.
    expect(load.failures.length).toBeLessThanOrEqual(20);
    for (const failure of load.failures) expect(failure.status).toBe(502);
    const stored = await rowsByWrite();
    expect(load.acknowledged.filter((id) => stored.get(id) !== 2)).toEqual([]);
    expect(load.unacknowledged.filter((id) => ![undefined, 2].includes(stored.get(id)))).toEqual([]);
  });

  it('answers /ready 503 while the database is down and 200 once it is back, without a restart', { timeout: 60_000 }, async () => {
    const backend = cluster.backends[0];
    const ready = () => fetch(`${backend.url}/ready`).then(async (r) => ({ status: r.status, reason: ((await r.json()) as { reason?: string }).reason }));
    expect((await ready()).status).toBe(200);
    await cluster.postgres.stop('fast');
    const log = () => readFileSync(join(root, 'logs', 'backend-1.log'), 'utf8').slice(-3000);
    try {
      await ready().catch((error) => expect.fail(`backend 1 did not answer (${(error as Error).message}):\n${log()}`));
      expect(await ready()).toEqual({ status: 503, reason: 'database_unreachable' });
      expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    } finally {
      await cluster.postgres.start();
    }
    await expect.poll(async () => (await ready()).status, { timeout: 20_000, interval: 500 }).toBe(200);
  });
});
