// Runs a unit of work the way PostgREST does: one transaction, SET LOCAL ROLE to the
// JWT's role and request.jwt.claims set, so row level security decides what is visible, and
// request.headers (the request's headers as JSON) so that SQL can read the client's address.
import pg from 'pg';
import type { Database, Queryable, QueryResult } from './query-interface';
import { WASM_OPERATOR_COST } from './query-budget';
import type { RequestAuth, RequestRole } from './request-auth';

/** Per role, as hosted Supabase sets them: one slow request must not hold the database. */
export const STATEMENT_TIMEOUTS: Record<RequestRole, string> = { anon: '3s', authenticated: '8s', service_role: '8s' };

export function withRequestContext<T>(
  db: Database,
  auth: RequestAuth,
  fn: (tx: Queryable) => Promise<T>,
  statementTimeout: string = STATEMENT_TIMEOUTS[auth.role],
  requestHeaders: Record<string, string> = {},
  readOnly = false,
): Promise<T> {
  return db.transaction(fn, requestPrelude(db, auth, statementTimeout, requestHeaders, readOnly));
}

/**
 * One statement in the request context, as withRequestContext(db, auth, (tx) => tx.query(sql, params)) runs it,
 * in one round trip where the database allows it (Database.queryAlone).
 */
export function queryInRequestContext<T>(
  db: Database,
  auth: RequestAuth,
  sql: string,
  params: unknown[],
  statementTimeout: string = STATEMENT_TIMEOUTS[auth.role],
  requestHeaders: Record<string, string> = {},
  readOnly = false,
): Promise<QueryResult<T>> {
  const prelude = requestPrelude(db, auth, statementTimeout, requestHeaders, readOnly);
  return db.queryAlone ? db.queryAlone<T>(prelude, sql, params) : db.transaction((tx) => tx.query<T>(sql, params), prelude);
}

/** The request's settings, sent with its BEGIN. */
function requestPrelude(db: Database, auth: RequestAuth, statementTimeout: string, requestHeaders: Record<string, string>, readOnly: boolean): string {
  // statement_timeout in the same statement (PostgreSQL honours it; PGlite has no timer signals, so there the
  // body and embed-depth limits and the query budget are what bound a request). On PGlite operators cost what
  // they cost in WASM (see query-budget.ts), for the plan and its estimate. Sent with the BEGIN in one round trip,
  // the values as escaped literals (a simple-protocol statement has no parameters).
  const operatorCost = db.kind === 'pglite' ? `, set_config('cpu_operator_cost', '${WASM_OPERATOR_COST}', true)` : '';
  // PostgREST's access mode: GET and HEAD run READ ONLY, so a function that writes needs POST (a write fails with 25006).
  const accessMode = readOnly ? `, set_config('transaction_read_only', 'on', true)` : '';
  // On PostgreSQL the request's id names the connection while it serves the request (pg_stat_activity, %a in log_line_prefix).
  const id = requestHeaders['x-request-id'];
  const application = db.kind === 'postgres' && id ? `, set_config('application_name', ${literal(`backend ${id}`)}, true)` : '';
  const settings = [auth.role, JSON.stringify(auth.claims), String(auth.claims.sub ?? ''), statementTimeout, JSON.stringify(requestHeaders)].map(literal);
  return `select set_config('role', ${settings[0]}, true), set_config('request.jwt.claims', ${settings[1]}, true), set_config('request.jwt.claim.sub', ${settings[2]}, true), set_config('statement_timeout', ${settings[3]}, true), set_config('request.headers', ${settings[4]}, true)${operatorCost}${accessMode}${application}`;
}

/** A string as an SQL literal, as libpq's PQescapeLiteral (and pg's escapeLiteral) writes it. */
export function literal(value: string): string {
  return pg.escapeLiteral(value);
}
