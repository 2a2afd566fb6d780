// Where the releases are recorded and stored, and who records them (docs/architecture/releases.md#the-commands): the
// backend's URL and anon key come from SUPABASE_URL / SUPABASE_ANON_KEY, else from the console's runtime-config.json
// (the place the apps read them); an admin signs in with RELEASE_EMAIL / RELEASE_PASSWORD (the demo admin by default).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export interface BackendTarget {
  url: string;
  anonKey: string;
  /** The console's origin (its runtime config and its mf-manifest.json live there). */
  consoleUrl: string;
}

export interface BackendOptions {
  backend?: string;
  anonKey?: string;
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}

export interface AdminSession {
  client: SupabaseClient;
  accessToken: string;
  email: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

async function fetchJson(fetcher: typeof fetch, url: string): Promise<unknown> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function resolveBackend({ backend, anonKey, env = process.env, fetch: fetcher = fetch }: BackendOptions = {}): Promise<BackendTarget> {
  const consoleUrl = trimSlash(env.CONSOLE_URL || 'http://localhost:4200');
  let url = backend ?? env.SUPABASE_URL;
  let key = anonKey ?? env.SUPABASE_ANON_KEY;
  if (!url || !key) {
    let config: { backendUrl?: unknown; anonKey?: unknown };
    try {
      config = (await fetchJson(fetcher, `${consoleUrl}/runtime-config.json`)) as typeof config;
    } catch (error) {
      throw new Error(
        `No backend: set SUPABASE_URL and SUPABASE_ANON_KEY, or serve the console (npm start) so ${consoleUrl}/runtime-config.json answers ` +
          `(${error instanceof Error ? error.message : String(error)})`,
      );
    }
    url ??= typeof config.backendUrl === 'string' ? config.backendUrl : undefined;
    key ??= typeof config.anonKey === 'string' ? config.anonKey : undefined;
    if (!url || !key) throw new Error(`${consoleUrl}/runtime-config.json has no backendUrl or anonKey`);
  }
  return { url: trimSlash(url), anonKey: key, consoleUrl };
}

export async function signInAdmin(target: BackendTarget, env: NodeJS.ProcessEnv = process.env): Promise<AdminSession> {
  const email = env.RELEASE_EMAIL || env.DEMO_EMAIL || 'admin@example.com';
  const password = env.RELEASE_PASSWORD || env.DEMO_PASSWORD || 'admin1234';
  // Node 20 has no WebSocket of its own, which supabase-js asks for even when nothing subscribes.
  const client = createClient(target.url, target.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`Signing in as ${email} at ${target.url} failed: ${error?.message ?? 'no session'}`);
  return { client, accessToken: data.session.access_token, email };
}

/** A database refusal as one line: its message and code (docs/decisions/0011-error-codes-not-sentences.md). */
export function refusalText(error: { message?: string; code?: string; hint?: string | null } | null): string {
  if (!error) return 'unknown error';
  const code = [error.code, error.hint].filter(Boolean).join(' ');
  return code ? `${error.message} (${code})` : String(error.message);
}
