// Test helper: the embedded backend in-process on in-memory PGlite, and a supabase-js client signed in as demo staff.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Client } from './supabase-client';

const serverPath = fileURLToPath(new URL('../../../../apps/backend/src/server.ts', import.meta.url));

/** The backend is built by another helper; these tests run once it exists. */
export const backendAvailable = existsSync(serverPath);

export interface TestBackend {
  url: string;
  anonKey: string;
  client: Client;
  anon: Client;
  close(): Promise<void>;
}

export function makeClient(url: string, key: string): Client {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  }) as Client;
}

export async function startTestBackend(): Promise<TestBackend> {
  const { startBackend } = (await import(/* @vite-ignore */ serverPath)) as {
    startBackend(opts: Record<string, unknown>): Promise<{ url: string; anonKey: string; close(): Promise<void> }>;
  };
  const backend = await startBackend({ port: 0, dataDir: 'memory', log: false });
  const client = makeClient(backend.url, backend.anonKey);
  const { error } = await client.auth.signInWithPassword({
    email: process.env.DEMO_EMAIL ?? 'admin@example.com',
    password: process.env.DEMO_PASSWORD ?? 'admin1234',
  });
  if (error) throw error;
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    client,
    anon: makeClient(backend.url, backend.anonKey),
    close: backend.close,
  };
}
