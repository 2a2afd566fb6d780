// Three backends on one PostgreSQL behave as one (docs/architecture/backend-state.md): the sign-in throttle, the
// anonymous RPC limit, the public booking page's limits and holds, refresh-token rotation and reuse detection, the end
// of a session and a migration's schema reload hold across them. Each client is a real connection from its own
// loopback address (127.x.y.z), as the gateway sees it.
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../server';
import { findRepositoryRoot, prepareDatabase } from '../db/migrate';
import { backendFixture } from '../testing/backend-fixture';
import { rpcFrom, signInFrom } from '../testing/rpc-from';
import { TEST_JWT_SECRET } from '../testing/start-test-backend';

const onPostgres = process.env.BACKEND_TEST_DB === 'postgres';
// A first delay of 30 s, as sign-in-flood.test.ts: on a loaded machine a late guess must not be compared after 2 s.
const START = { signInLimits: { baseDelayMs: 30_000 }, anonymousRpcLimits: { burst: 5, perSecond: 0.5 }, refreshTokenReuseSeconds: 0 };

const refreshOn = (backend: Backend, token: string) =>
  fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST', headers: { apikey: backend.anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token: token }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, string> }));

const readWith = (backend: Backend, accessToken: string) =>
  fetch(`${backend.url}/rest/v1/contacts?select=id&limit=1`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${accessToken}` } }).then((res) => res.status);

/** Polls until `check` holds; the time it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

describe.runIf(onPostgres)('three backends on one PostgreSQL', () => {
  const fx = backendFixture({ start: START, signInStaff: false });
  const backends: Backend[] = [];
  const others: Backend[] = [];
  beforeAll(async () => {
    others.push(
      ...(await Promise.all([0, 1].map(() => startBackend({ ...START, databaseUrl: fx.backend.databaseUrl, port: 0, jwtSecret: TEST_JWT_SECRET, messages: false })))),
    );
    backends.push(fx.backend, ...others);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(others.map((backend) => backend.close()));
  });

  it('200 parallel wrong passwords spread over them: at most 5 checked, the rest 429, then the right password works', async () => {
    await fx.backend.createUser('flooded@example.com', 'flooded-pass-1', { staff: true });
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signInFrom(backends[i % 3], '127.0.0.4', 'flooded@example.com', `wrong-${i}`).then((r) => r.status)),
    );
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect(count(400)).toBeLessThanOrEqual(5);
    expect(count(400) + count(429)).toBe(200);
    // The attacker's address stays delayed on every backend, even with the right password; the office signs in.
    for (const backend of backends) expect((await signInFrom(backend, '127.0.0.4', 'flooded@example.com', 'flooded-pass-1')).status).toBe(429);
    const right = await signInFrom(backends[1], '127.0.0.5', 'flooded@example.com', 'flooded-pass-1');
    expect(right.status).toBe(200);
  }, 15_000);

  it('refreshes on B a session begun on A, detects a replay on C, and the ended session is refused everywhere at once', async () => {
    await fx.backend.createUser('rotating@example.com', 'rotating-pass-1', { staff: true });
    const [a, b, c] = backends;
    const first = (await signInFrom(a, '127.0.7.1', 'rotating@example.com', 'rotating-pass-1')).body;
    const second = await refreshOn(b, first.refresh_token);
    expect(second.status).toBe(200);
    const access = second.body.access_token;
    // Every backend has found the session (and keeps it for a moment).
    for (const backend of backends) expect(await readWith(backend, access)).toBe(200);
    const replay = await refreshOn(c, first.refresh_token);
    expect(replay).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
    expect((await refreshOn(a, second.body.refresh_token)).status).toBe(400);
    // Announced at commit: well before the session check's 1 s on every backend.
    for (const backend of backends) expect(await within(500, async () => (await readWith(backend, access)) === 401)).toBeLessThan(500);
  });

  it('a logout on A ends the access token on B and C at once', async () => {
    await fx.backend.createUser('leaving@example.com', 'leaving-pass-1', { staff: true });
    const session = (await signInFrom(backends[0], '127.0.7.2', 'leaving@example.com', 'leaving-pass-1')).body;
    for (const backend of backends) expect(await readWith(backend, session.access_token)).toBe(200);
    const logout = await fetch(`${backends[0].url}/auth/v1/logout`, { method: 'POST', headers: { apikey: backends[0].anonKey, authorization: `Bearer ${session.access_token}` } });
    expect(logout.status).toBe(204);
    for (const backend of backends.slice(1)) expect(await within(500, async () => (await readWith(backend, session.access_token)) === 401)).toBeLessThan(500);
  });

  it('counts anonymous RPC calls of one network over all backends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await rpcFrom(backends[i % 3], `127.0.8.${i + 1}`, 'get_public_inspection_types', {})).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const over = await rpcFrom(backends[1], '127.0.8.50', 'get_public_inspection_types', {});
    expect(over.body).toMatchObject({ code: 'PT429', hint: 'anonymous_rate_limit' });
    expect((await rpcFrom(backends[2], '127.0.9.1', 'get_public_inspection_types', {})).status).toBe(200);
  });

  it("holds the public booking page's per-phone limit and its holds per network over all backends", async () => {
    const day = new Date(Date.now() + 25 * 86400_000).toISOString().slice(0, 10);
    const booking = (hhmm: string) => ({
      customer_name: 'Public Customer', customer_phone: '0505550101', vehicle_make: 'Toyota', vehicle_model: 'Corolla', vehicle_year: 2019,
      inspection_type_id: '11111111-1111-4111-8111-000000000003', latitude: 25.2, longitude: 55.27, location_address: 'Gate 2',
      start_time: new Date(`${day}T${hhmm}:00+04:00`).toISOString(),
    });
    const made = [];
    for (const [i, hhmm] of ['09:00', '11:00', '13:00', '15:00'].entries()) {
      made.push(await rpcFrom(backends[i % 3], `127.1.${i}.1`, 'create_public_booking', { p_booking: booking(hhmm) }));
    }
    expect(made.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(made[3].body.message).toBe('This phone number already has 3 bookings today. Please call us to book more.');
    const holds = [];
    const nextDay = new Date(Date.now() + 26 * 86400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 4; i++) {
      const hold = { p_slot_start: new Date(`${nextDay}T${10 + i}:00:00+04:00`).toISOString(), p_inspection_type_id: '11111111-1111-4111-8111-000000000003' };
      holds.push((await rpcFrom(backends[i % 3], `127.2.0.${i + 1}`, 'hold_booking_slot', hold)).status);
    }
    expect(holds).toEqual([200, 200, 200, 429]);
  });

  it('reloads the schema cache of every backend when a migration runs', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'shared-state-migrations-'));
    try {
      const migrations = join(findRepositoryRoot(), 'supabase', 'migrations');
      for (const file of await readdir(migrations)) await symlink(join(migrations, file), join(folder, file));
      await writeFile(join(folder, '9990_shared_state_probe.sql'),
        `create table public.shared_state_probe (id int primary key);\nalter table public.shared_state_probe enable row level security;\n` +
        `create policy "Anyone reads the probe" on public.shared_state_probe for select to anon using (true);\ngrant select on public.shared_state_probe to anon;\n`);
      const probe = (backend: Backend) => fetch(`${backend.url}/rest/v1/shared_state_probe?select=id`, { headers: { apikey: backend.anonKey } }).then((res) => res.status);
      for (const backend of backends) expect(await probe(backend)).toBe(404);
      await prepareDatabase(backends[2].db, { migrationsDir: folder, seed: false });
      for (const backend of backends) await within(3_000, async () => (await probe(backend)) === 200);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('reloads a schema cache whose listening connection was cut while the schema changed', async () => {
    const probe = (backend: Backend) => fetch(`${backend.url}/rest/v1/shared_state_probe_2?select=id`, { headers: { apikey: backend.anonKey } }).then((res) => res.status);
    const db = backends[0].db;
    const { rows } = await db.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and query = 'listen "pgrst"'`);
    expect(rows[0].n).toBe(3);
    // Sent while no backend listens (each takes LISTEN again after a second): lost, caught up on resuming.
    await db.exec(`create table public.shared_state_probe_2 (id int primary key); grant select on public.shared_state_probe_2 to anon;
      notify pgrst, 'reload schema'`);
    for (const backend of backends) await within(5_000, async () => (await probe(backend)) === 200);
  });
});
