// The one query interface the backend programs against, whichever database serves it (database.ts opens PGlite or
// PostgreSQL behind it). Types only, at the bottom of db/, so the modules that implement it import nothing above.
export interface QueryResult<T> {
  rows: T[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows: number;
}

export interface Queryable {
  /** One statement with bound parameters ($1, $2, ...). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside BEGIN/COMMIT (ROLLBACK on throw). On PGlite, which is a single
   * connection, transactions are serialised so that one request's SET LOCAL never
   * leaks into another's; on PostgreSQL each transaction gets its own pooled client.
   * `prelude` (statements without parameters, e.g. the request's settings) is sent with the BEGIN in the
   * same round trip.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, prelude?: string): Promise<T>;
  /**
   * The same as `transaction((tx) => tx.query(sql, params), prelude)`, in one round trip where the database
   * allows it (PGlite, with values bound as text: see one-round-trip.ts); absent, callers use transaction.
   */
  queryAlone?<T = Record<string, unknown>>(prelude: string, sql: string, params: unknown[]): Promise<QueryResult<T>>;
  /**
   * The same as `query(sql, params)` for a statement of its own (its own implicit transaction), in one call into the
   * database where it allows it (PGlite, values that are strings or numbers bound as text: one-round-trip.ts) rather
   * than the five of PGlite's query(); absent, callers use query.
   */
  queryInOneCall?<T = Record<string, unknown>>(sql: string, params: unknown[]): Promise<QueryResult<T>>;
  /**
   * LISTEN on a channel (on PostgreSQL, on a connection of its own); resolves to the UNLISTEN. `onResume` runs each time
   * LISTEN is taken again after its connection was lost (notifications sent meanwhile are lost: catch up there).
   */
  listen(channel: string, onNotify: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections in use and idle, and the requests waiting for one (GET /metrics). */
  poolStats?(): { in_use: number; idle: number; waiting: number };
  /** PGlite only: its whole data folder as an uncompressed tarball, for `snapshot` (tests start from one). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}
