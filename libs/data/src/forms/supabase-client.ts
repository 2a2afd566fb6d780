import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '@inspection/auth';

/** Every fetcher takes a client so tests and tools can pass their own; screens use the shared one. */
export type Client = SupabaseClient;

export function defaultClient(): Client {
  return getSupabase() as Client;
}
