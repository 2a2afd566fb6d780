// Test helper: the embedded backend in-process (the backend's own test harness: in-memory PGlite, or
// PostgreSQL when BACKEND_TEST_DB=postgres) and supabase-js clients, one signed in as demo staff.
// Loaded by path at run time: a lib never imports an app, this is test-only plumbing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Client } from './supabase-client';

const harnessPath = fileURLToPath(
  new URL('../../../../apps/backend/src/testing/start-test-backend.ts', import.meta.url),
);

export const backendAvailable = existsSync(harnessPath);

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

interface Harness {
  startTestBackend(): Promise<{
    url: string;
    anonKey: string;
    client(): Client;
    staffClient(): Promise<Client>;
    close(): Promise<void>;
  }>;
}

export async function startTestBackend(): Promise<TestBackend> {
  const harness = (await import(/* @vite-ignore */ harnessPath)) as Harness;
  const backend = await harness.startTestBackend();
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    client: await backend.staffClient(),
    anon: backend.client(),
    close: () => backend.close(),
  };
}
