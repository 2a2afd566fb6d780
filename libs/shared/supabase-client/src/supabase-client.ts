import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@inspection/database-types';
import { getSupabase } from '@inspection/platform';

/** Every fetcher takes a client so tests and tools can pass their own; screens use the shared one. */
export type Client = SupabaseClient<Database>;

export function defaultClient(): Client {
  return getSupabase();
}
