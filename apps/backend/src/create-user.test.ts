// `npm run backend -- create-user` on the database the server uses (createStaffUser is the command's body):
// run first on a new data folder, it leaves the demo admin the README's sign-in uses; a password or role it writes
// over an existing account ends that account's sessions and refresh tokens (OWASP ASVS 7.4.3).
// On PGlite the data folder is one process's at a time, so the server stops while the command runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser } from './create-user';
import { startBackend, type Backend } from './server';
import { BACKEND_START_TIMEOUT, createScratchDatabase, DEMO_EMAIL, DEMO_PASSWORD, TEST_JWT_SECRET, testClient } from './testing/start-test-backend';

const dataDir = mkdtempSync(join(tmpdir(), 'backend-create-user-'));
const serverUrl = process.env.BACKEND_TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;
const scratch = serverUrl ? createScratchDatabase(serverUrl) : undefined;
afterAll(async () => {
  await (await scratch)?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const where = async () => ({ dataDir, databaseUrl: (await scratch)?.url });
const start = async () => startBackend({ ...(await where()), port: 0, log: false, messages: false, jwtSecret: TEST_JWT_SECRET });

async function signIn(backend: Backend, email: string, password: string) {
  const client = testClient(backend.url, backend.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  return { client, session: data.session, error };
}

const refresh = (backend: Backend, refreshToken: string) =>
  fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });

const readBookings = (backend: Backend, accessToken: string) =>
  fetch(`${backend.url}/rest/v1/bookings?select=id&limit=1`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${accessToken}` } });

describe('the create-user command', () => {
  beforeAll(async () => {
    await createStaffUser({ ...(await where()), email: 'office@example.com', password: 'office-pass-1', role: 'staff' });
  }, BACKEND_START_TIMEOUT);

  it('run first on a new data folder, leaves the demo admin of the README\'s sign-in', async () => {
    const backend = await start();
    try {
      expect((await signIn(backend, DEMO_EMAIL, DEMO_PASSWORD)).error).toBeNull();
      expect((await signIn(backend, 'office@example.com', 'office-pass-1')).error).toBeNull();
    } finally {
      await backend.close();
    }
  }, BACKEND_START_TIMEOUT);

  it('writing a password or a role ends the account\'s sessions and refresh tokens', async () => {
    let backend = await start();
    try {
      const before = (await signIn(backend, 'office@example.com', 'office-pass-1')).session!;
      expect((await readBookings(backend, before.access_token)).status).toBe(200);
      await backend.close();

      // A new password: the old sessions end.
      await createStaffUser({ ...(await where()), email: 'office@example.com', password: 'office-pass-2' });
      backend = await start();
      expect((await refresh(backend, before.refresh_token)).status).toBe(400);
      expect((await readBookings(backend, before.access_token)).status).toBe(401);

      // A new role (with the password the account has): the sessions of the old role end too.
      const again = (await signIn(backend, 'office@example.com', 'office-pass-2')).session!;
      await backend.close();
      await createStaffUser({ ...(await where()), email: 'office@example.com', password: 'office-pass-2', role: 'admin' });
      backend = await start();
      expect((await refresh(backend, again.refresh_token)).status).toBe(400);
      expect((await readBookings(backend, again.access_token)).status).toBe(401);
      expect((await signIn(backend, 'office@example.com', 'office-pass-2')).session?.user.app_metadata.role).toBe('admin');
    } finally {
      await backend.close();
    }
  }, BACKEND_START_TIMEOUT * 2);
});
