// What a handler produces before it becomes a Response, and the helpers every handler shares:
// running the one statement in the request context, ranges, single-object results.
import { queryInRequestContext, withRequestContext } from '../db/request-context';
import type { RequestAuth } from '../db/request-auth';
import type { Database, Queryable, QueryResult } from '../db/query-interface';
import { checkQueryBudget, knownWithinBudget } from '../db/query-budget';
import { RestError } from './errors';
import { parseRange, type AcceptInfo, type Preferences } from './headers';
import type { ReadNode } from './read-plan';
import type { Params } from './sql';

export interface RestContext {
  db: Database;
  auth: RequestAuth;
  path: string;
  /** Overrides the role's statement_timeout (tests). */
  statementTimeout?: string;
  /** What SQL reads as request.headers, as PostgREST sets it (x-forwarded-for: the client's address). */
  requestHeaders?: Record<string, string>;
  /** GET and HEAD: the transaction is READ ONLY, as PostgREST's (a function that writes needs POST). */
  readOnly?: boolean;
  /** Reads the request's body as text (default: request.text()). */
  readBody?: () => Promise<string>;
}

export function readBodyText(request: Request, ctx: RestContext): Promise<string> {
  return ctx.readBody ? ctx.readBody() : request.text();
}

export interface Outcome {
  status: number;
  body: string | null;
  headers?: Record<string, string>;
}

export class Rollback {
  constructor(readonly outcome: Outcome) {}
}

export function queryEntries(request: Request): [string, string][] {
  return [...new URL(request.url).searchParams.entries()];
}

export function applyRange(root: ReadNode, headers: Headers) {
  const range = parseRange(headers.get('range'));
  if (!range) return;
  if (root.offset === undefined) root.offset = range.offset;
  if (range.limit !== undefined && root.limit === undefined) root.limit = range.limit;
}

export interface ReadRow {
  body: string;
  n: number;
  total?: number;
}

export async function runOne<T>(ctx: RestContext, sql: string, params: Params): Promise<T> {
  return (await runStatement<T>(ctx, sql, params)).rows[0];
}

/**
 * The request's one statement in the request context, within the budget. A statement known to be within it (checked
 * a moment ago) needs no check first, so its transaction goes to the database in one round trip where it can.
 */
export async function runStatement<T>(ctx: RestContext, sql: string, params: Params): Promise<QueryResult<T>> {
  const { db, auth } = ctx;
  if (db.kind !== 'pglite' || knownWithinBudget(sql, params.values, auth.role, db, auth.claims)) {
    return queryInRequestContext<T>(db, auth, sql, params.values, ctx.statementTimeout, ctx.requestHeaders, ctx.readOnly);
  }
  return withRequestContext(db, auth, async (tx) => {
    await withinBudget(ctx, tx, sql, params);
    return tx.query<T>(sql, params.values);
  }, ctx.statementTimeout, ctx.requestHeaders, ctx.readOnly);
}

/** On PGlite, refuses a statement estimated over the role's time budget (see db/query-budget.ts). */
export async function withinBudget(ctx: RestContext, tx: Queryable, sql: string, params: Params): Promise<void> {
  if (ctx.db.kind === 'pglite') await checkQueryBudget(tx, sql, params.values, ctx.auth.role, undefined, ctx.db, ctx.auth.claims);
}

export function singleError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`, null);
}

export function unwrapSingle(body: string): string {
  return body.slice(1, -1).trim();
}

export function readOutcome(row: ReadRow, root: ReadNode, accept: AcceptInfo, prefs: Preferences): Outcome {
  const offset = root.offset ?? 0;
  const total = prefs.count ? row.total ?? row.n : undefined;
  const totalText = total === undefined ? '*' : String(total);
  const contentRange = row.n > 0 ? `${offset}-${offset + row.n - 1}/${totalText}` : `*/${totalText}`;
  if (accept.single) {
    if (row.n !== 1) throw singleError(row.n);
    return { status: 200, body: unwrapSingle(row.body), headers: { 'Content-Range': contentRange } };
  }
  let status = 200;
  if (total !== undefined) {
    if (offset > total && offset > 0) {
      throw new RestError(416, 'PGRST103', 'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`);
    }
    if (row.n < total) status = 206;
  }
  return { status, body: row.body, headers: { 'Content-Range': contentRange } };
}

