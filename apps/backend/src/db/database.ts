// Opens the one query interface (query-interface.ts) over PGlite (default, embedded) or a real PostgreSQL server
// (when DATABASE_URL is set), so the rest of the backend never knows which it runs on.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { bindableAsText, runAloneInOneCall, runInOneRoundTrip } from './one-round-trip';
import type { Database, Queryable } from './query-interface';

export interface OpenDatabaseOptions {
  /** postgres://… connection string; when set, a real server is used. */
  url?: string;
  /** Folder for PGlite's files; omitted or 'memory' means in-memory. */
  dataDir?: string;
  /** In-memory PGlite only: start from this dumped data folder (dumpDataDir) instead of running initdb. */
  snapshot?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.snapshot);
}

/** A promise chain that lets exactly one unit of work use the connection at a time. */
function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return function runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * An in-memory database has no crash to recover from, so the WAL need not carry whole pages after each checkpoint
 * (full_page_writes, which guards against torn pages on disk): 9% less CPU for the backend's test suite (171 -> 156 and
 * 165 -> 153 CPU-s, alternating runs), whose databases are in memory, as the end-to-end platforms' are. On disk it
 * stays on.
 */
const IN_MEMORY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'full_page_writes=off'];

async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Database> {
  // btree_gist: the bookings' exclusion constraint (no double booking) is a GiST index; pg_trgm: the Audit Log's
  // text search (docs/areas/audit.md).
  const extensions = { btree_gist, pg_trgm };
  const onDisk = dataDir && dataDir !== 'memory';
  const db = await PGlite.create(
    onDisk ? { dataDir, extensions } : { extensions, startParams: IN_MEMORY_START_PARAMS, ...(snapshot ? { loadDataDir: snapshot } : {}) },
  );
  const exclusive = createMutex();
  const direct: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await db.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
  const transaction: Database['transaction'] = (fn, prelude) =>
    exclusive(async () => {
      try {
        // In the try: a failing prelude leaves an open, aborted transaction that must be rolled back.
        await db.exec(prelude ? `BEGIN; ${prelude}` : 'BEGIN');
        const result = await fn(direct);
        await db.exec('COMMIT');
        return result;
      } catch (error) {
        await db.exec('ROLLBACK');
        throw error;
      }
    });
  return {
    kind: 'pglite',
    query: (sql, params) => exclusive(() => direct.query(sql, params)),
    exec: (sql) => exclusive(() => direct.exec(sql)),
    transaction,
    queryAlone: <T>(prelude: string, sql: string, params: unknown[]) =>
      bindableAsText(params)
        ? exclusive(async () => {
            try {
              return await runInOneRoundTrip<T>(db, prelude, sql, params);
            } catch (error) {
              // The batch ends its transaction whatever fails in it; should it not have, nothing may outlive the request.
              await db.exec('ROLLBACK');
              throw error;
            }
          })
        : transaction((tx) => tx.query<T>(sql, params), prelude),
    queryInOneCall: <T>(sql: string, params: unknown[]) =>
      exclusive(() => (bindableAsText(params) ? runAloneInOneCall<T>(db, sql, params) : direct.query<T>(sql, params))),
    listen: async (channel, onNotify) => {
      const unlisten = await exclusive(() => db.listen(channel, onNotify));
      return () => exclusive(() => unlisten());
    },
    dumpDataDir: () => exclusive(() => db.dumpDataDir('none')),
    close: () => db.close(),
  };
}

const LISTEN_RETRY_MS = 1000;

async function openPostgres(url: string): Promise<Database> {
  // Dates stay text so that JSON built in SQL and plain columns render alike.
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle client whose connection dies (server restart, database dropped) emits 'error' on
  // the pool; without a listener that crashes the process. The pool replaces the client.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const client = await pool.connect(); // fail fast on a bad URL
  client.release();
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await c.query(sql, params as unknown[]);
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn, prelude) {
      const c = await pool.connect();
      // A checked-out client has no pool listener: a connection dying mid-transaction (the server stopped) would
      // emit an unhandled 'error' and end the process. The query in flight fails by itself; the client is dropped.
      let lost: Error | undefined;
      const onLost = (error: Error) => (lost = error);
      c.on('error', onLost);
      try {
        await c.query(prelude ? `BEGIN; ${prelude}` : 'BEGIN');
        const result = await fn(wrap(c));
        await c.query('COMMIT');
        return result;
      } catch (error) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        c.off('error', onLost);
        c.release(lost);
      }
    },
    // The listening connection is held out of the pool; when it dies (the server restarts, the network drops) it is
    // dropped and LISTEN taken again on a new one every LISTEN_RETRY_MS, instead of an unhandled 'error' ending the
    // process. Notifications sent while it was down are lost; onResume lets the listener catch up (docs/operations.md#several-backends).
    async listen(channel, onNotify, onResume) {
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      };
      let listener: pg.PoolClient | undefined;
      let done = false;
      let reconnecting = false;
      const drop = (c: pg.PoolClient, error: Error) => {
        if (listener !== c) return false;
        listener = undefined;
        c.release(error);
        return true;
      };
      const attach = async () => {
        const c = await pool.connect();
        listener = c;
        c.on('notification', handler);
        c.on('error', (error: Error) => {
          if (!drop(c, error)) return;
          console.error(`PostgreSQL LISTEN ${channel} lost: ${error.message}; listening again`);
          retry();
        });
        try {
          await c.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          drop(c, error as Error);
          throw error;
        }
        if (done) drop(c, new Error('unlistened'));
      };
      // One reconnection at a time, however many errors arrive meanwhile.
      const retry = () => {
        if (done || reconnecting) return;
        reconnecting = true;
        setTimeout(() => {
          attach().then(
            () => {
              reconnecting = false;
              onResume?.();
            },
            () => {
              reconnecting = false;
              retry();
            },
          );
        }, LISTEN_RETRY_MS).unref();
      };
      await attach();
      return async () => {
        if (done) return;
        done = true;
        const c = listener;
        listener = undefined;
        if (!c) return;
        c.off('notification', handler);
        await c.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        c.release();
      };
    },
    poolStats: () => ({ in_use: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
