// The backend in-process for tests: port 0, log off, on in-memory PGlite, or, when
// BACKEND_TEST_DB=postgres (DATABASE_URL set by the global set-up), on a fresh database of
// its own on that PostgreSQL server, dropped on close.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import pg from 'pg';
import { startBackend, type Backend, type StartBackendOptions } from '../server';
import { hashPassword } from '../auth/passwords';

export const DEMO_EMAIL = process.env.DEMO_EMAIL || 'admin@example.com';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'admin1234';

/** The harness signs with this known secret so tests can forge and expire tokens (a real start generates one). */
export const TEST_JWT_SECRET = 'test-only-jwt-secret-for-the-embedded-backend-harness';

/** Long enough for PGlite's start-up on a busy two-core machine. */
export const BACKEND_START_TIMEOUT = 180_000;

export interface TestBackend extends Backend {
  /** The scratch database's postgres:// URL with BACKEND_TEST_DB=postgres (a second process may connect), else undefined. */
  databaseUrl?: string;
  /** A supabase-js client with the anon key (no session), as a Node test needs it. */
  client(key?: string): SupabaseClient;
  /** A supabase-js client signed in as the demo staff user (staff and admin). */
  staffClient(): Promise<SupabaseClient>;
  /** Adds a user whose app_metadata is exactly `appMetadata` (no staff claim unless given). */
  createUser(email: string, password: string, appMetadata?: Record<string, unknown>): Promise<{ id: string }>;
  /** A supabase-js client signed in with that email and password. */
  signedInClient(email: string, password: string): Promise<SupabaseClient>;
}

/** Set by the global set-up (src/testing/global-setup.ts): a migrated and seeded database to start from. */
export const PGLITE_SNAPSHOT_ENV = 'BACKEND_TEST_PGLITE_SNAPSHOT';
export const PG_TEMPLATE_ENV = 'BACKEND_TEST_PG_TEMPLATE';
export const PREPARED_DAY_ENV = 'BACKEND_TEST_PREPARED_DAY';

/** Today in UTC and in the machine's zone (either may be the database's): a prepared database is used on its day only. */
export const preparedDay = () => `${new Date().toISOString().slice(0, 10)} ${new Date().toDateString()}`;

let snapshot: Promise<Blob> | undefined;
/** The global set-up's PGlite data folder, read once per worker; undefined without the set-up (other projects). */
export function readPgliteSnapshot(): Promise<Blob> | undefined {
  const file = process.env[PGLITE_SNAPSHOT_ENV];
  if (!file) return undefined;
  return (snapshot ??= readFile(file).then((bytes) => new Blob([bytes])));
}

export async function startTestBackend(opts: Omit<StartBackendOptions, 'port' | 'dataDir' | 'databaseUrl' | 'log'> = {}): Promise<TestBackend> {
  const serverUrl = process.env.BACKEND_TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (process.env.BACKEND_TEST_DB === 'postgres' && !serverUrl) {
    throw new Error('BACKEND_TEST_DB=postgres needs the global set-up (src/testing/global-setup.ts) or DATABASE_URL');
  }
  // A start as the global set-up's (seeded, default inspectors and migrations) begins from its prepared database.
  // The seed dates its bookings from the day it ran (current_date): after midnight a copy would be yesterday's seed.
  const prepared =
    opts.seed !== false && opts.seedInspectors === undefined && opts.migrationsDir === undefined && process.env[PREPARED_DAY_ENV] === preparedDay();
  const database = serverUrl ? await createScratchDatabase(serverUrl, prepared ? process.env[PG_TEMPLATE_ENV] : undefined) : undefined;
  const pgliteSnapshot = !serverUrl && prepared ? await readPgliteSnapshot() : undefined;
  const backend = await startBackend({
    jwtSecret: TEST_JWT_SECRET,
    // The sender runs only where a test asks for it (messages: {...}).
    messages: false,
    ...opts,
    port: 0,
    log: false,
    ...(database ? { databaseUrl: database.url } : { dataDir: 'memory', pgliteSnapshot }),
  }).catch(async (error) => {
    await database?.drop();
    throw error;
  });

  const client = (key = backend.anonKey) => testClient(backend.url, key);
  const signedInClient = async (email: string, password: string) => {
    const supabase = client();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return supabase;
  };
  return {
    ...backend,
    databaseUrl: database?.url,
    client,
    signedInClient,
    staffClient: () => signedInClient(DEMO_EMAIL, DEMO_PASSWORD),
    async createUser(email, password, appMetadata = {}) {
      const { rows } = await backend.db.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
         values (lower($1), $2, now(), $3::jsonb) returning id::text as id`,
        [email, await hashPassword(password), JSON.stringify({ provider: 'email', providers: ['email'], ...appMetadata })],
      );
      return rows[0];
    },
    async close() {
      await backend.close();
      await database?.drop();
    },
  };
}

export function testClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A new empty database on that server, or a copy of `template` (a database nobody is connected to). */
export async function createScratchDatabase(serverUrl: string, template?: string) {
  const name = `backend_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
