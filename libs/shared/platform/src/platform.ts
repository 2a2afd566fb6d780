import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@inspection/database-types';
import { setBusinessTimeZone } from '@inspection/shared-domain';
import type { RuntimeConfig } from './runtime-config';
import { AUTH_STORAGE_KEY } from './auth-storage-key';

export { AUTH_STORAGE_KEY };

interface PlatformState {
  config: RuntimeConfig;
  supabase: SupabaseClient<Database>;
}

// Kept on globalThis as well as in this module: even if a remote were to bundle its own copy of
// this library by mistake, it would still find the shell's one client instead of creating a second.
const STATE_KEY = Symbol.for('inspection-console.platform');
type GlobalWithPlatform = typeof globalThis & { [STATE_KEY]?: PlatformState };

function state(): PlatformState | undefined {
  return (globalThis as GlobalWithPlatform)[STATE_KEY];
}

/**
 * Creates THE one Supabase client from the runtime config. Idempotent: later calls (from a remote's
 * bootstrap running inside the shell, for instance) return the existing platform unchanged.
 */
export function initPlatform(config: RuntimeConfig): PlatformState {
  const existing = state();
  if (existing) return existing;
  if (config.businessTimeZone) setBusinessTimeZone(config.businessTimeZone);
  const supabase = createClient<Database>(config.backendUrl, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      flowType: 'implicit',
      storageKey: AUTH_STORAGE_KEY,
    },
    // The query layer (TanStack Query) retries a failed read; the client retrying too (three times, 1 + 2 + 4 s, inside
    // each of the query's tries) kept 'Failed to load …' off the screen for 35 s.
    db: { retry: false },
  });
  const created: PlatformState = { config, supabase };
  (globalThis as GlobalWithPlatform)[STATE_KEY] = created;
  return created;
}

/**
 * The same, with a client made elsewhere: the customers' /book page starts with a client that loads Supabase's
 * library on its first request, so the page's first script stays small. Idempotent as initPlatform.
 */
export function initPlatformWithClient(config: RuntimeConfig, supabase: SupabaseClient<Database>): PlatformState {
  const existing = state();
  if (existing) return existing;
  if (config.businessTimeZone) setBusinessTimeZone(config.businessTimeZone);
  const created: PlatformState = { config, supabase };
  (globalThis as GlobalWithPlatform)[STATE_KEY] = created;
  return created;
}

export function isPlatformInitialised(): boolean {
  return state() !== undefined;
}

function requireState(what: string): PlatformState {
  const current = state();
  if (!current) {
    throw new Error(`${what} was called before initPlatform(config): load the runtime config and initialise the platform at start-up.`);
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return requireState('getRuntimeConfig()').config;
}

/** The one Supabase client shared by the shell and every remote. */
export function getSupabase(): SupabaseClient<Database> {
  return requireState('getSupabase()').supabase;
}

/** Tests only: forget the platform so the next initPlatform creates a fresh client. */
export function resetPlatformForTesting(): void {
  const current = state();
  current?.supabase.auth.stopAutoRefresh().catch(() => undefined);
  delete (globalThis as GlobalWithPlatform)[STATE_KEY];
}
