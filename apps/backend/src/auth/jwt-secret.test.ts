// No well-known signing secret and no demo account that comes back: without JWT_SECRET the backend
// generates a secret (kept in the data folder), refuses a short one, and creates the demo user only
// with the first seed.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend, type StartBackendOptions } from '../server';
import { StartupError } from '../startup-error';
import { BACKEND_START_TIMEOUT, createScratchDatabase, DEMO_EMAIL, DEMO_PASSWORD, readPgliteSnapshot, testClient } from '../testing/start-test-backend';
import { createApiKeys } from './keys';
import { JWT_SECRET_FILE } from './jwt-secret';

/** The secret every Supabase development set-up publishes. */
const PUBLIC_DEV_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

const cleanups: Array<() => unknown> = [];
const savedSecret = process.env.JWT_SECRET;
beforeAll(() => {
  delete process.env.JWT_SECRET;
});
afterAll(async () => {
  if (savedSecret !== undefined) process.env.JWT_SECRET = savedSecret;
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** PGlite in a data folder, or (BACKEND_TEST_DB=postgres) a scratch database plus the data folder for the secret. */
async function databaseOptions(dataDir: string): Promise<StartBackendOptions> {
  const server = process.env.BACKEND_TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (!server) return { dataDir };
  const scratch = await createScratchDatabase(server);
  cleanups.push(() => scratch.drop());
  return { dataDir, databaseUrl: scratch.url };
}

async function start(opts: StartBackendOptions): Promise<Backend> {
  const backend = await startBackend({ port: 0, log: false, ...opts });
  cleanups.push(() => backend.close());
  return backend;
}

describe('the signing secret', () => {
  it('is never the public development secret: a forged service_role token is refused', async () => {
    // In memory, from the global set-up's prepared database when there is one (migrating costs seconds).
    const inMemory = { dataDir: 'memory', pgliteSnapshot: await readPgliteSnapshot() };
    const backend = await start(process.env.BACKEND_TEST_DB === 'postgres' ? await databaseOptions(tempDir()) : inMemory);
    const forged = createApiKeys(PUBLIC_DEV_SECRET).serviceRoleKey;
    expect(backend.anonKey).not.toBe(createApiKeys(PUBLIC_DEV_SECRET).anonKey);
    const res = await fetch(`${backend.url}/rest/v1/bookings?select=id`, { headers: { apikey: forged, authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
    const userToken = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000', exp: Math.floor(Date.now() / 1000) + 600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(PUBLIC_DEV_SECRET));
    const asUser = await fetch(`${backend.url}/rest/v1/bookings?select=id`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${userToken}` } });
    expect(asUser.status).toBe(401);
  }, BACKEND_START_TIMEOUT); // it starts a migrated backend of its own: slow on a loaded machine

  it('refuses to start with a secret shorter than 32 characters', async () => {
    for (const jwtSecret of ['x', 'a'.repeat(31)]) {
      const error = await startBackend({ port: 0, dataDir: 'memory', jwtSecret }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toBe('JWT_SECRET must be at least 32 characters long (it signs every token and API key).');
    }
  });
});

// Both are read from the data folder on a second start, so one folder started twice shows both (each start of an
// empty folder migrates a database: the slowest part of this file).
describe('a data folder started again', () => {
  it('keeps its generated secret, owner-only, and does not bring back the demo account deleted after the first seed', async () => {
    const dataDir = tempDir();
    const opts = await databaseOptions(dataDir);
    const first = await start(opts);
    const file = join(dataDir, JWT_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const signIn = (b: Backend) => testClient(b.url, b.anonKey).auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect((await signIn(first)).error).toBeNull();
    await first.db.query(`delete from auth.users where lower(email) = lower($1)`, [DEMO_EMAIL]);
    const anonKey = first.anonKey;
    await first.close();

    const second = await start(opts);
    expect(second.anonKey).toBe(anonKey);
    const again = await signIn(second);
    expect(again.error?.message).toBe('Invalid login credentials');
  }, 300_000);
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'backend-secret-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
