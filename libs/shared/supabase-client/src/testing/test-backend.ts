// Test helper: the embedded backend in-process (the backend's own test harness: in-memory PGlite, or
// PostgreSQL when BACKEND_TEST_DB=postgres) and supabase-js clients, one signed in as demo staff.
// A real import of the backend's exported testing entry point, so Nx counts the backend among this lib's
// dependencies (a backend change re-runs these suites) and a missing backend fails the suites instead of skipping.
import { startTestBackend as startHarness } from '@inspection/backend/testing';
import type { Client } from '../supabase-client';

/** PGlite's start-up plus migrations on a busy two-core machine. */
export const BACKEND_START_TIMEOUT = 180_000;

export interface TestBackend {
  url: string;
  anonKey: string;
  /** Signed in as the demo staff user. */
  client: Client;
  /** No session: the anonymous role. */
  anon: Client;
  close(): Promise<void>;
}

export async function startTestBackend(): Promise<TestBackend> {
  const backend = await startHarness();
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    client: (await backend.staffClient()) as Client,
    anon: backend.client() as Client,
    close: () => backend.close(),
  };
}
