// A time budget for the embedded database. PGlite runs each statement to its end on the one
// thread that serves every client: statement_timeout never fires (no timer signals inside WASM),
// so a statement cannot be cancelled once it runs. It is instead refused before it runs when the
// planner's estimate is over the role's budget: EXPLAIN (no execution) with operator costs raised
// to what they cost in WASM relative to reading a page, where pattern filters are ~10× dearer than
// PostgreSQL's defaults assume. PostgreSQL needs none of this: its statement_timeout cancels.
import type { Queryable } from './database';
import type { RequestRole } from './request-context';

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
export async function checkQueryBudget(tx: Queryable, sql: string, values: unknown[], role: RequestRole, budgets = PGLITE_COST_BUDGETS, owner: object = tx): Promise<void> {
  let estimate = await estimateCost(tx, sql, values);
  if (estimate > budgets[role] && Date.now() - (lastAnalyze.get(owner) ?? 0) > ANALYZE_EVERY_MS) {
    lastAnalyze.set(owner, Date.now());
    await tx.query(`select set_config('role', 'none', true)`);
    await tx.exec('analyze');
    await tx.query(`select set_config('role', $1, true)`, [role]);
    estimate = await estimateCost(tx, sql, values);
  }
  if (estimate > budgets[role]) throw new QueryBudgetError(estimate, budgets[role]);
}

async function estimateCost(tx: Queryable, sql: string, values: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>(`explain (format json) ${sql}`, values);
  return rows[0]['QUERY PLAN'][0].Plan['Total Cost'];
}
