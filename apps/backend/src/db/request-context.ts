// Runs a unit of work the way PostgREST does: one transaction, SET LOCAL ROLE to the
// JWT's role and request.jwt.claims set, so row level security decides what is visible.
import type { Database, Queryable } from './database';

export type RequestRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestAuth {
  role: RequestRole;
  /** The verified JWT payload (for anon, the anon key's payload). */
  claims: Record<string, unknown>;
}

export function withRequestContext<T>(
  db: Database,
  auth: RequestAuth,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`,
      [auth.role, JSON.stringify(auth.claims), String(auth.claims.sub ?? '')],
    );
    return fn(tx);
  });
}
