// The first read a screen needs, written as data in its remote's manifest, so the shell starts it with the route, in
// parallel with loading the remote, instead of after the remote's code has arrived and rendered (issue 25). The
// remote's own query reads the same description (readScreenQuery in @inspection/supabase-client) under the same key
// (screenQueryKey), so the screen finds the read in flight or done in the one query client. The key carries what
// decides the answer's shape (select and order, or the function and its arguments): a shell built with another
// version of the description fills a key that remote does not read, so each side can ship on its own and never sees
// rows of another shape.

export interface ScreenQueryOrder {
  column: string;
  ascending: boolean;
  nullsFirst?: boolean;
}

/** A read of a table's rows (PostgREST select with embeds, in an order). */
export interface ScreenTableQuery {
  /** The key's prefix, as the owning area names and invalidates its queries (e.g. ['bookings', 'list']). */
  key: readonly string[];
  table: string;
  /** PostgREST select (columns and embedded relations). */
  select: string;
  order?: readonly ScreenQueryOrder[];
  /** How long a read stays fresh (ms): the screen that opens with the route does not read it again. */
  staleTime: number;
}

/** A call of a database function (`/rpc/{rpc}`) with fixed arguments, e.g. a list's first page. */
export interface ScreenRpcQuery {
  key: readonly string[];
  rpc: string;
  args: Readonly<Record<string, string | number | boolean | null>>;
  staleTime: number;
}

export type ScreenQuery = ScreenTableQuery | ScreenRpcQuery;

/** The query key of a screen query: its prefix, then what decides the answer's shape. */
export function screenQueryKey(query: ScreenQuery): readonly unknown[] {
  if ('rpc' in query) return [...query.key, { rpc: query.rpc, args: query.args }];
  return [...query.key, { table: query.table, select: query.select, order: query.order ?? [] }];
}
