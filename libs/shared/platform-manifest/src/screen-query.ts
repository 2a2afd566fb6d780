// The first read a screen needs, written as data in its remote's manifest, so the shell starts it with the route, in
// parallel with loading the remote, instead of after the remote's code has arrived and rendered. The
// remote's own query reads the same description (readScreenQuery in @inspection/supabase-client) under the same key
// (screenQueryKey), so the screen finds the read in flight or done in the one query client. The key carries what
// decides the answer's shape (select, filters and order, or the function and its arguments): a shell built with
// another version of the description fills a key that remote does not read, so each side can ship on its own and
// never sees rows of another shape.

export interface ScreenQueryOrder {
  column: string;
  ascending: boolean;
  nullsFirst?: boolean;
  /** Orders the rows of an embedded relation instead (e.g. 'inspection_forms.form_sections'). */
  referencedTable?: string;
}

/** A value taken from the route: the path parameter of that name (`bookingId` of /performinspection/:bookingId). */
export interface ScreenRouteParam {
  param: string;
  /** The form the value must have to be read at all (a malformed address reads nothing; the screen says why). */
  format?: 'uuid';
}

interface ScreenQueryBase {
  /** The key's prefix, as the owning area names and invalidates its queries (e.g. ['bookings', 'list']). */
  key: readonly string[];
  /** How long a read stays fresh (ms): the screen that opens with the route does not read it again. */
  staleTime: number;
  /**
   * No retries and no waiting for the connection: a failed read fails at once (the screen has something else to
   * show, such as the device's copy). Otherwise the client's retries apply.
   */
  failFast?: boolean;
}

/** A read of a table's rows (PostgREST select with embeds, in an order). */
export interface ScreenTableQuery extends ScreenQueryBase {
  table: string;
  /** PostgREST select (columns and embedded relations). */
  select: string;
  /** Equality filters, column = value; a value may come from the route. */
  match?: Readonly<Record<string, string | ScreenRouteParam>>;
  order?: readonly ScreenQueryOrder[];
  /** One row or null (PostgREST's single object), instead of an array of rows. */
  single?: boolean;
}

/** A call of a database function (`/rpc/{rpc}`) with fixed arguments, e.g. a list's first page. */
export interface ScreenRpcQuery extends ScreenQueryBase {
  rpc: string;
  args: Readonly<Record<string, string | number | boolean | null>>;
}

export type ScreenQuery = ScreenTableQuery | ScreenRpcQuery;

/** The query key of a screen query: its prefix, then what decides the answer's shape. */
export function screenQueryKey(query: ScreenQuery): readonly unknown[] {
  if ('rpc' in query) return [...query.key, { rpc: query.rpc, args: query.args }];
  const { table, select, match, single } = query;
  return [...query.key, { table, select, order: query.order ?? [], ...(match ? { match } : {}), ...(single ? { single } : {}) }];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The route parameters a screen query reads (to check every path of its screen has them). */
export function screenQueryParams(query: ScreenQuery): string[] {
  if ('rpc' in query) return [];
  return Object.values(query.match ?? {}).flatMap((value) => (typeof value === 'string' ? [] : [value.param]));
}

/**
 * The query for one route: each value taken from the route replaced by the route's parameter. Undefined when a
 * parameter is missing or malformed: there is nothing worth reading.
 */
export function bindScreenQuery<Q extends ScreenQuery>(query: Q, params: Readonly<Record<string, string | undefined>>): Q | undefined {
  if ('rpc' in query || !query.match) return query;
  const match: Record<string, string> = {};
  for (const [column, value] of Object.entries(query.match)) {
    if (typeof value === 'string') {
      match[column] = value;
      continue;
    }
    const bound = params[value.param];
    if (!bound || (value.format === 'uuid' && !UUID.test(bound))) return undefined;
    match[column] = bound;
  }
  return { ...query, match };
}
