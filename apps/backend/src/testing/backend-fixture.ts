// The one set-up of the backend's test files: `const fx = backendFixture()` at the top of a file starts the backend
// in-process before its tests (startTestBackend: in-memory PGlite, or a fresh database of its own on PostgreSQL with
// BACKEND_TEST_DB=postgres), signs the demo user in, and closes it all after them. A file's own set-up (users, probe
// functions, rows) goes in a beforeAll after this line, which vitest runs once the fixture's has.
import { afterAll, beforeAll } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from './start-test-backend';

export interface BackendFixtureOptions {
  /** Options of the backend under test (limits, timeouts, token reuse). */
  start?: Parameters<typeof startTestBackend>[0];
  /** Sign the demo user in (the default); false where a sign-in would count, as in the throttle tests. */
  signInStaff?: boolean;
}

export interface BackendFixture {
  readonly backend: TestBackend;
  /** A supabase-js client signed in as the demo user (staff and admin). */
  readonly staff: SupabaseClient;
  /** The demo user's access token, for raw HTTP requests. */
  readonly staffToken: string;
  /** A supabase-js client with the anon key and no session. */
  readonly anon: SupabaseClient;
  /** Adds a user with exactly these claims (none unless given) and signs it in. */
  signUp(email: string, password: string, appMetadata?: Record<string, unknown>): Promise<SignedInUser>;
}

export interface SignedInUser {
  id: string;
  client: SupabaseClient;
  token: string;
}

/** A signed-in client's access token. */
export async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('The client has no session');
  return data.session.access_token;
}

export function backendFixture({ start = {}, signInStaff = true }: BackendFixtureOptions = {}): BackendFixture {
  let backend: TestBackend | undefined;
  let staff: { client: SupabaseClient; token: string } | undefined;
  let anon: SupabaseClient | undefined;

  beforeAll(async () => {
    backend = await startTestBackend(start);
    anon = backend.client();
    if (signInStaff) {
      const client = await backend.staffClient();
      staff = { client, token: await accessToken(client) };
    }
  }, BACKEND_START_TIMEOUT);
  afterAll(() => backend?.close());

  const started = () => {
    if (!backend) throw new Error('The backend fixture starts in beforeAll: use it inside hooks and tests');
    return backend;
  };
  const signedIn = () => {
    started();
    if (!staff) throw new Error('backendFixture({ signInStaff: false }) signs nobody in');
    return staff;
  };
  return {
    get backend() {
      return started();
    },
    get staff() {
      return signedIn().client;
    },
    get staffToken() {
      return signedIn().token;
    },
    get anon() {
      started();
      return anon!;
    },
    async signUp(email, password, appMetadata = {}) {
      const { id } = await started().createUser(email, password, appMetadata);
      const client = await started().signedInClient(email, password);
      return { id, client, token: await accessToken(client) };
    },
  };
}
