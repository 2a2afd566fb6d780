// An embedded data folder from before staff became a claim keeps working: its accounts (all staff
// then) get the claim when the migration runs, the demo user as admin.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepositoryRoot } from '../db/migrate';
import { startBackend, type StartBackendOptions } from '../server';
import { createScratchDatabase, DEMO_EMAIL, DEMO_PASSWORD, TEST_JWT_SECRET, testClient } from '../testing/start-test-backend';
import { STAFF_CLAIM_MIGRATION } from './users';

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('upgrading a data folder through the staff-claim migration', () => {
  it('gives its existing accounts the staff claim and the demo user the admin role', async () => {
    const all = join(findRepositoryRoot(), 'supabase', 'migrations');
    const before = tempDir('migrations-before-');
    for (const file of readdirSync(all).filter((f) => f.endsWith('.sql') && f < STAFF_CLAIM_MIGRATION)) cpSync(join(all, file), join(before, file));

    const server = process.env.BACKEND_TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;
    const scratch = server ? await createScratchDatabase(server) : undefined;
    if (scratch) cleanups.push(() => scratch.drop());
    const opts: StartBackendOptions = { port: 0, jwtSecret: TEST_JWT_SECRET, dataDir: tempDir('backend-upgrade-'), ...(scratch ? { databaseUrl: scratch.url } : {}) };

    const old = await startBackend({ ...opts, migrationsDir: before });
    await old.close();
    const upgraded = await startBackend(opts);
    cleanups.push(() => upgraded.close());
    const client = testClient(upgraded.url, upgraded.anonKey);
    const { data, error } = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    expect(data.user!.app_metadata).toMatchObject({ staff: true, role: 'admin' });
    const { count } = await client.from('inspection_types').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(0);
  }, 300_000);
});
