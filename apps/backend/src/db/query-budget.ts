// A time budget for the embedded database. PGlite runs each statement to its end on the one
// thread that serves every client: statement_timeout never fires (no timer signals inside WASM),
// so a statement cannot be cancelled once it runs. It is instead refused before it runs when the
// planner's estimate is over the role's budget: EXPLAIN (no execution) with operator costs raised
// to what they cost in WASM relative to reading a page, where pattern filters are ~10× dearer than
// PostgreSQL's defaults assume. PostgreSQL needs none of this: its statement_timeout cancels.
import type { Queryable } from './query-interface';
import type { RequestRole } from './request-auth';

/** Planner cost units (with WASM_OPERATOR_COST) a statement may be estimated at, per role. */
// About 0.5 s of work on a quiet two-core machine for staff (2 000 contacts with their leads, no
// limit, is ~11 000), a tenth of a second for anonymous callers.
export const PGLITE_COST_BUDGETS: Record<RequestRole, number> = { anon: 5_000, authenticated: 20_000, service_role: 20_000 };

/** cpu_operator_cost of every request on PGlite (PostgreSQL's default is 0.0025), set with its role. */
export const WASM_OPERATOR_COST = '0.025';

export class QueryBudgetError extends Error {
  readonly code = '57014';
  constructor(
    readonly estimate: number,
    readonly budget: number,
  ) {
    super('canceling statement due to statement timeout');
  }

  get detail() {
    return `The embedded database refused this statement before running it: its estimated cost ${Math.round(this.estimate)} is over the budget of ${this.budget}`;
  }

  get hint() {
    return 'Add a limit, narrow the filters or embed fewer resources';
  }
}

/** When a database's statistics were last refreshed by a budget check (ms). */
const lastAnalyze = new WeakMap<object, number>();
const ANALYZE_EVERY_MS = 60_000;

/**
 * Throws QueryBudgetError when the statement is estimated over the role's budget. PGlite has no
 * autovacuum: tables never analyzed are estimated from their size alone, often 10-100× too high, so
 * an estimate over budget first refreshes the statistics (as the server, at most once a minute, in
 * this transaction: committed with the request) and is estimated again.
 */
export async function checkQueryBudget(
  tx: Queryable, sql: string, values: unknown[], role: RequestRole, budgets = PGLITE_COST_BUDGETS, owner: object = tx, claims?: unknown,
): Promise<void> {
  // The very statement, with the same values, for the same caller, estimated under budget a moment ago:
  // its plan is the same (the statistics change only with the ANALYZE below), so it is not planned twice.
  const key = cacheKey(sql, values, role, claims);
  const cache = recentEstimates(owner);
  if (key !== null && isFresh(owner, cache.get(key))) return;
  let estimate = await estimateCost(tx, sql, values);
  if (estimate > budgets[role] && Date.now() - (lastAnalyze.get(owner) ?? 0) > ANALYZE_EVERY_MS) {
    lastAnalyze.set(owner, Date.now());
    await tx.query(`select set_config('role', 'none', true)`);
    await tx.exec('analyze');
    await tx.query(`select set_config('role', $1, true)`, [role]);
    estimate = await estimateCost(tx, sql, values);
  }
  if (estimate > budgets[role]) throw new QueryBudgetError(estimate, budgets[role]);
  if (key !== null) {
    if (cache.size >= ESTIMATE_CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, Date.now() + ESTIMATE_TTL_MS);
  }
}

/**
 * True when checkQueryBudget would let the statement through without planning it (estimated under budget a
 * moment ago for the same caller and values): the caller may then run it without the check.
 */
export function knownWithinBudget(sql: string, values: unknown[], role: RequestRole, owner: object, claims?: unknown): boolean {
  const key = cacheKey(sql, values, role, claims);
  return key !== null && isFresh(owner, estimates.get(owner)?.get(key));
}

function isFresh(owner: object, until: number | undefined): boolean {
  return until !== undefined && until > Date.now() && (lastAnalyze.get(owner) ?? 0) < until - ESTIMATE_TTL_MS;
}

/** Statements estimated under budget (key → until when that holds), per database; refusals are never kept. */
const estimates = new WeakMap<object, Map<string, number>>();
const ESTIMATE_TTL_MS = 10_000;
const ESTIMATE_CACHE_LIMIT = 500;
/** Statements with larger texts or values (bulk writes) are estimated every time. */
const ESTIMATE_KEY_LIMIT = 16 * 1024;

function recentEstimates(owner: object): Map<string, number> {
  let cache = estimates.get(owner);
  if (!cache) estimates.set(owner, (cache = new Map()));
  return cache;
}

function cacheKey(sql: string, values: unknown[], role: RequestRole, claims: unknown): string | null {
  if (sql.length > ESTIMATE_KEY_LIMIT) return null;
  const key = `${role}\u0000${JSON.stringify(claims ?? null)}\u0000${JSON.stringify(values)}\u0000${sql}`;
  return key.length > ESTIMATE_KEY_LIMIT ? null : key;
}

async function estimateCost(tx: Queryable, sql: string, values: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>(`explain (format json) ${sql}`, values);
  return rows[0]['QUERY PLAN'][0].Plan['Total Cost'];
}
