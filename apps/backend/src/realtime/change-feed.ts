// Reads embedded_realtime.changes (supabase/schemas/realtime.sql) in commit order from where this backend started,
// woken by NOTIFY embedded_realtime after each writing commit (PGlite delivers notifications in-process, PostgreSQL to
// every listening backend), with a slow poll as a safety net. One batch is handled at a time, so each change is handed
// on once and in order. Old rows are deleted now and then (every backend may do it; it is idempotent).
import type { Database } from '../db/query-interface';

export interface Change {
  id: number;
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

export interface ChangeFeedOptions {
  /** The safety-net poll, ms (default 1000). */
  pollMs?: number;
  /** How long a change row is kept, seconds (default 300). */
  keepSeconds?: number;
  batchSize?: number;
}

export interface ChangeFeed {
  close(): Promise<void>;
}

export async function startChangeFeed(db: Database, onBatch: (changes: Change[]) => Promise<void>, opts: ChangeFeedOptions = {}): Promise<ChangeFeed> {
  // A database without the change table (a test's own migrations folder) has nothing to deliver.
  const exists = await db.query<{ found: boolean }>(`select to_regclass('embedded_realtime.changes') is not null as found`);
  if (!exists.rows[0]?.found) return { close: async () => undefined };
  const batchSize = opts.batchSize ?? 500;
  const keepSeconds = opts.keepSeconds ?? 300;
  const { rows } = await db.query<{ last: string | null }>('select max(seq)::text as last from embedded_realtime.commits');
  let cursor = Number(rows[0]?.last ?? 0);
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let lastCleanup = Date.now();

  async function drain(): Promise<void> {
    again = false;
    for (;;) {
      const { rows: found } = await db.query<{
        seq: string; id: string; table_name: string; op: Change['op']; record: Change['record']; old_record: Change['oldRecord']; commit_timestamp: string;
      }>(
        `with k as (select seq, txid, committed_at from embedded_realtime.commits where seq > $1 order by seq limit ${batchSize})
         select k.seq::text, c.id::text, c.table_name, c.op, c.record, c.old_record,
                to_char(k.committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
           from k join embedded_realtime.changes c on c.txid = k.txid
          order by k.seq, c.id`,
        [cursor],
      );
        if (found.length === 0 || closed) break;
        cursor = Number(found[found.length - 1].seq);
        const changes = found.map((row) => ({
          id: Number(row.id), table: row.table_name, op: row.op, record: row.record, oldRecord: row.old_record, commitTimestamp: row.commit_timestamp,
        }));
        try {
          await onBatch(changes);
        } catch (error) {
          console.error('realtime: a batch of changes failed', error);
        }
        if (new Set(found.map((row) => row.seq)).size < batchSize) break;
    }
    if (Date.now() - lastCleanup > 60_000) {
      lastCleanup = Date.now();
      await db.query(
        `with old as (delete from embedded_realtime.commits where committed_at < now() - make_interval(secs => $1) returning txid)
         delete from embedded_realtime.changes where txid in (select txid from old)`,
        [keepSeconds],
      );
    }
  }

  const wake = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => {
        if (!closed) console.error('realtime: reading changes failed', error);
      })
      .finally(() => {
        running = undefined;
        if (again) wake();
      });
  };

  const unlisten = await db.listen('embedded_realtime', wake);
  const poll = setInterval(wake, opts.pollMs ?? 1000);
  poll.unref();
  return {
    async close() {
      closed = true;
      clearInterval(poll);
      await unlisten().catch(() => undefined);
      await running;
    },
  };
}
