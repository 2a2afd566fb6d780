import type { SupabaseClient } from '@supabase/supabase-js';
import { screenQueryKey, type ScreenQuery } from '@inspection/platform-manifest';
import { defaultClient, type Client } from './supabase-client';

/**
 * The answer of a screen query (a read described as data in a remote's manifest): what the shell prefetches with the
 * route and what the remote's own query reads, so both give the same answer under the same key. A table query
 * answers its rows (an array), or one row or null when `single`; a function call answers what the function returns.
 * The answer's type is the caller's. A value still to be taken from the route (not bound) is an error.
 */
export async function readScreenQuery<Answer>(query: ScreenQuery, client: Client = defaultClient()): Promise<Answer> {
  // The table or function is named at run time.
  const untyped = client as unknown as SupabaseClient;
  if ('rpc' in query) {
    const { data, error } = await (query.failFast ? untyped.rpc(query.rpc, query.args).retry(false) : untyped.rpc(query.rpc, query.args));
    if (error) throw error;
    return data as Answer;
  }
  let request = untyped.from(query.table).select(query.select);
  for (const [column, value] of Object.entries(query.match ?? {})) {
    if (typeof value !== 'string') throw new Error(`${query.table}.${column}: route parameter "${value.param}" not bound`);
    request = request.eq(column, value);
  }
  for (const { column, ascending, nullsFirst, referencedTable } of query.order ?? []) {
    request = request.order(column, { ascending, nullsFirst, ...(referencedTable ? { referencedTable } : {}) });
  }
  // The platform's client retries no read itself; this holds for any other client that runs the query too.
  if (query.failFast) request = request.retry(false);
  if (query.single) {
    const { data, error } = await request.maybeSingle();
    if (error) throw error;
    return data as Answer;
  }
  const { data, error } = await request;
  if (error) throw error;
  return (data ?? []) as Answer;
}

/**
 * A screen query as query-client options: its key, its read and how long an answer stays fresh; a fail-fast read
 * neither retries nor waits for the connection (the screen has the device's copy). The shell's route prefetch and a
 * screen joining that read (takeInspection) use the same options, so both ask alike.
 */
export function screenQueryOptions<Answer>(query: ScreenQuery, client?: Client) {
  return {
    queryKey: screenQueryKey(query),
    queryFn: () => readScreenQuery<Answer>(query, client),
    staleTime: query.staleTime,
    ...(query.failFast ? { retry: false, networkMode: 'always' as const } : {}),
  };
}
