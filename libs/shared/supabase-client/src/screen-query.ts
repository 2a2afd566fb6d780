import type { SupabaseClient } from '@supabase/supabase-js';
import type { ScreenQuery } from '@inspection/platform-manifest';
import { defaultClient, type Client } from './supabase-client';

/**
 * The rows of a screen query (a read described as data in a remote's manifest): what the shell prefetches with the
 * route and what the remote's own query reads, so both give the same rows under the same key.
 */
export async function readScreenQuery<Row>(query: ScreenQuery, client: Client = defaultClient()): Promise<Row[]> {
  // The table is named at run time: the rows' type is the caller's.
  let request = (client as unknown as SupabaseClient).from(query.table).select(query.select);
  for (const { column, ascending, nullsFirst } of query.order ?? []) request = request.order(column, { ascending, nullsFirst });
  const { data, error } = await request;
  if (error) throw error;
  return (data ?? []) as Row[];
}
