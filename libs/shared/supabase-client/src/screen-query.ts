import type { SupabaseClient } from '@supabase/supabase-js';
import type { ScreenQuery } from '@inspection/platform-manifest';
import { defaultClient, type Client } from './supabase-client';

/**
 * The answer of a screen query (a read described as data in a remote's manifest): what the shell prefetches with the
 * route and what the remote's own query reads, so both give the same answer under the same key. A table query
 * answers its rows (an array); a function call answers what the function returns. The answer's type is the caller's.
 */
export async function readScreenQuery<Answer>(query: ScreenQuery, client: Client = defaultClient()): Promise<Answer> {
  // The table or function is named at run time.
  const untyped = client as unknown as SupabaseClient;
  if ('rpc' in query) {
    const { data, error } = await untyped.rpc(query.rpc, query.args);
    if (error) throw error;
    return data as Answer;
  }
  let request = untyped.from(query.table).select(query.select);
  for (const { column, ascending, nullsFirst } of query.order ?? []) request = request.order(column, { ascending, nullsFirst });
  const { data, error } = await request;
  if (error) throw error;
  return (data ?? []) as Answer;
}
