// Records the statements a REST request runs (inside its one transaction) so the benchmark
// can replay exactly the same SQL directly on the database.
import type { Database, Queryable, QueryResult } from '../db/query-interface';

export interface CapturedStatement {
  sql: string;
  params: unknown[];
}

/** The statements of one request: `prelude` is what was sent with its BEGIN (the request's settings). */
export type CapturedStatements = CapturedStatement[] & { prelude?: string };

export async function captureStatements(db: Database, request: () => Promise<unknown>): Promise<CapturedStatements> {
  const original = db.transaction;
  const captured: CapturedStatements = [];
  const recorder = (tx: Queryable): Queryable => ({
    query: (sql, params = []) => {
      captured.push({ sql, params });
      return tx.query(sql, params);
    },
    exec: (sql) => tx.exec(sql),
  });
  // Only a request's transactions carry its settings (src/db/request-context.ts): one without (a background job's,
  // such as the message sender's claim, running meanwhile) is not the request's and must not be replayed under them.
  const wrapped = <T>(fn: (tx: Queryable) => Promise<T>, prelude?: string): Promise<T> => {
    if (prelude === undefined) return original.call(db, fn) as Promise<T>;
    captured.prelude = prelude;
    return original.call<Database, [(tx: Queryable) => Promise<T>, string | undefined], Promise<T>>(db, (tx) => fn(recorder(tx)), prelude);
  };
  // A request's one statement may go to the database with its settings in one round trip (queryAlone): recorded the same.
  const alone = db.queryAlone;
  const recordAlone = <T>(prelude: string, sql: string, params: unknown[]) => {
    captured.prelude = prelude;
    captured.push({ sql, params });
    return alone!.call(db, prelude, sql, params) as Promise<QueryResult<T>>;
  };
  const target = db as { transaction: Database['transaction']; queryAlone?: Database['queryAlone'] };
  target.transaction = wrapped;
  if (alone) target.queryAlone = recordAlone;
  try {
    await request();
  } finally {
    target.transaction = original;
    if (alone) target.queryAlone = alone;
  }
  return captured;
}

/**
 * Replays captured statements in one transaction (BEGIN with the settings, each statement, COMMIT: a round trip each),
 * as a client sending that SQL itself would, and reads the JSON a statement renders (its `body` column, text) as the
 * HTTP side reads the response's body: the difference between the two is then the gateway's work alone.
 */
export function replay(db: Database, statements: CapturedStatements): Promise<void> {
  return db.transaction(async (tx) => {
    for (const s of statements) {
      const { rows } = await tx.query<{ body?: unknown }>(s.sql, s.params);
      for (const row of rows) if (typeof row.body === 'string') JSON.parse(row.body);
    }
  }, statements.prelude);
}
