// The PGlite time budget keeps, for a few seconds, that a statement was estimated under budget: the same text with
// the same values for the same caller is not planned a second time; anything else, and every refusal, is.
import { describe, expect, it } from 'vitest';
import type { Queryable } from './query-interface';
import { QueryBudgetError, checkQueryBudget } from './query-budget';

function fakeDatabase(cost: (sql: string) => number) {
  const explained: string[] = [];
  const tx: Queryable = {
    async query<T>(sql: string) {
      if (sql.startsWith('explain')) explained.push(sql);
      return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Total Cost': cost(sql) } }] }] as T[], affectedRows: 0 };
    },
    async exec() {},
  };
  return { tx, explained };
}

const budgets = { anon: 100, authenticated: 1000, service_role: 1000 };

describe('checkQueryBudget', () => {
  it('estimates a statement once while the same caller sends it again with the same values', async () => {
    const { tx, explained } = fakeDatabase(() => 50);
    const owner = {};
    await checkQueryBudget(tx, 'select $1', ['a'], 'anon', budgets, owner, { role: 'anon' });
    await checkQueryBudget(tx, 'select $1', ['a'], 'anon', budgets, owner, { role: 'anon' });
    expect(explained).toHaveLength(1);
    await checkQueryBudget(tx, 'select $1', ['b'], 'anon', budgets, owner, { role: 'anon' });
    await checkQueryBudget(tx, 'select $1', ['a'], 'authenticated', budgets, owner, { role: 'authenticated', sub: 'u1' });
    await checkQueryBudget(tx, 'select $1', ['a'], 'authenticated', budgets, owner, { role: 'authenticated', sub: 'u2' });
    await checkQueryBudget(tx, 'select $1', ['a'], 'anon', budgets, {}, { role: 'anon' });
    expect(explained).toHaveLength(5);
  });

  it('estimates a refused statement every time', async () => {
    const { tx, explained } = fakeDatabase(() => 500);
    const owner = {};
    for (let i = 0; i < 2; i++) {
      await expect(checkQueryBudget(tx, 'select 1', [], 'anon', budgets, owner)).rejects.toBeInstanceOf(QueryBudgetError);
    }
    // Twice per refusal: the first estimate, and again after refreshing the statistics (at most once a minute).
    expect(explained).toHaveLength(3);
  });
});
