// Records the statements a REST request runs (inside its one transaction) so the benchmark
// can replay exactly the same SQL directly on the database.
import type { Database, Queryable } from '../db/database';

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
  const wrapped = <T>(fn: (tx: Queryable) => Promise<T>, prelude?: string): Promise<T> => {
    captured.prelude = prelude;
    return original.call<Database, [(tx: Queryable) => Promise<T>, string | undefined], Promise<T>>(db, (tx) => fn(recorder(tx)), prelude);
  };
  (db as { transaction: Database['transaction'] }).transaction = wrapped;
  try {
    await request();
  } finally {
    (db as { transaction: Database['transaction'] }).transaction = original;
  }
  return captured;
}

/** Replays captured statements in one transaction, as the gateway would have. */
export function replay(db: Database, statements: CapturedStatements): Promise<void> {
  return db.transaction(async (tx) => {
    for (const s of statements) await tx.query(s.sql, s.params);
  }, statements.prelude);
}
