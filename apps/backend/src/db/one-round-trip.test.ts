// A request's one statement in one round trip (Database.queryAlone, PGlite): the same rows and errors as the
// transaction it replaces, nothing of the request's settings left behind whatever fails, and the REST layer
// using it once the budget check knows the statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable, QueryResult } from './query-interface';
import { queryInRequestContext, withRequestContext } from './request-context';
import { rawRequest } from '../rest/test-support';
import { SETUP_TIMEOUT, openFixtureDatabase } from '../rest/test-fixture';

let db: Database;

beforeAll(async () => {
  db = await openFixtureDatabase();
  await db.exec(`create table round_trip_notes (id int primary key, body text not null); grant all on round_trip_notes to service_role`);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await db.close();
});

const staff = { role: 'authenticated' as const, claims: { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' } };
const service = { role: 'service_role' as const, claims: { role: 'service_role' } };

/** What a later unit of work on the connection sees of earlier requests' settings and transactions. */
async function leftovers() {
  const { rows } = await db.query<{ role: string; claims: string | null }>(
    `select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
  );
  // SAVEPOINT is refused outside a transaction block (25P01): no transaction was left open.
  const inTx = await db.exec('savepoint probe').then(() => true, () => false);
  return { ...rows[0], in_tx: inTx };
}

describe('queryInRequestContext', () => {
  it('answers the rows, typed, that the same statement answers in a transaction', async () => {
    const sql = `select $1::text as t, $2::int as i, true as b, '{"a":[1,2]}'::json as j, null::text as n,
                        array[1,2]::int[] as arr, 2.5::float8 as f, '2026-01-02T03:04:05Z'::timestamptz as ts, $3::text as absent`;
    const values = ['žluťoučký 🐎 \'quoted\'', 7, null];
    const alone = await queryInRequestContext(db, staff, sql, values);
    const inTx = await withRequestContext(db, staff, (tx) => tx.query(sql, values));
    expect(alone.rows).toEqual(inTx.rows);
    expect(alone.rows[0]).toMatchObject({ t: 'žluťoučký 🐎 \'quoted\'', i: 7, b: true, j: { a: [1, 2] }, n: null, arr: [1, 2], absent: null });
  });

  it('runs in the caller\'s role and claims, and commits what it writes', async () => {
    const { rows } = await queryInRequestContext<{ role: string; sub: string }>(db, staff,
      `select current_user as role, current_setting('request.jwt.claims', true)::json->>'sub' as sub`, []);
    expect(rows[0]).toEqual({ role: 'authenticated', sub: staff.claims.sub });
    const written = await queryInRequestContext(db, service, `insert into round_trip_notes values ($1, $2) on conflict (id) do update set body = excluded.body`, [1, 'kept']);
    expect(written.affectedRows).toBe(1);
    expect((await db.query(`select body from round_trip_notes where id = 1`)).rows).toEqual([{ body: 'kept' }]);
    expect(await leftovers()).toMatchObject({ claims: null, in_tx: false });
  });

  it('throws the statement\'s error, rolls its writes back and leaves the connection as it found it', async () => {
    const failing = `with w as (insert into round_trip_notes values (2, 'rolled back') returning 1) select 1 / (select count(*) - 1)::int from w`;
    await expect(queryInRequestContext(db, service, failing, [])).rejects.toMatchObject({ code: '22012' });
    expect((await db.query(`select count(*)::int as n from round_trip_notes where id = 2`)).rows).toEqual([{ n: 0 }]);
    await expect(queryInRequestContext(db, staff, `select 'x'::uuid`, [])).rejects.toMatchObject({ code: '22P02' });
    await expect(queryInRequestContext(db, staff, `select $1::int`, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    const after = await leftovers();
    expect(after.claims).toBeNull();
    expect(after.in_tx).toBe(false);
    expect(after.role).not.toBe('authenticated');
    expect((await queryInRequestContext<{ v: number }>(db, staff, `select 1 as v`, [])).rows).toEqual([{ v: 1 }]);
  });

  it('fails as a transaction does when the settings themselves are refused', async () => {
    const unknownRole = { role: 'nobody' as never, claims: { role: 'nobody' } };
    await expect(queryInRequestContext(db, unknownRole, `select 1`, [])).rejects.toMatchObject({ code: '22023' });
    expect(await leftovers()).toMatchObject({ claims: null, in_tx: false });
  });
});

describe.runIf(!process.env.DATABASE_URL)('REST on PGlite', () => {
  it('sends a statement the budget check already knows in one round trip, with the same answer', async () => {
    const calls = { alone: 0, transactions: 0 };
    const original = { alone: db.queryAlone!, transaction: db.transaction };
    const spied = db as { queryAlone?: Database['queryAlone']; transaction: Database['transaction'] };
    spied.queryAlone = <T,>(prelude: string, sql: string, params: unknown[]) => {
      calls.alone++;
      return original.alone.call(db, prelude, sql, params) as Promise<QueryResult<T>>;
    };
    spied.transaction = <T,>(fn: (tx: Queryable) => Promise<T>, prelude?: string) => {
      calls.transactions++;
      return original.transaction.call(db, fn, prelude) as Promise<T>;
    };
    try {
      const read = () => rawRequest(db, 'authenticated', '/contacts?select=*&order=id');
      const first = await read();
      expect(calls).toEqual({ alone: 0, transactions: 1 }); // planned against the budget first
      const second = await read();
      expect(calls).toEqual({ alone: 1, transactions: 1 });
      expect(await second.text()).toBe(await first.text());
      expect(second.headers.get('content-range')).toBe(first.headers.get('content-range'));
    } finally {
      spied.queryAlone = original.alone;
      spied.transaction = original.transaction;
    }
  });
});

describe('queryInOneCall (a statement of its own, as query runs it)', () => {
  // Absent (PostgreSQL), callers use query: the same contract.
  const inOneCall = <T,>(sql: string, params: unknown[]) => (db.queryInOneCall ? db.queryInOneCall<T>(sql, params) : db.query<T>(sql, params));

  it('answers the rows, typed, and the count of rows written, that query answers', async () => {
    const sql = `select $1::text as t, $2::float8 as f, $3::int as i, array[1,2]::int[] as arr, '{"a":1}'::json as j, null::text as n`;
    const values = ['anon-rpc:10.0.0.0/24', 1e9, 7];
    expect((await inOneCall(sql, values)).rows).toEqual((await db.query(sql, values)).rows);
    const written = await inOneCall(`insert into round_trip_notes values ($1, $2) on conflict (id) do update set body = excluded.body`, [3, 'one call']);
    expect(written.affectedRows).toBe(1);
    expect((await db.query(`select body from round_trip_notes where id = 3`)).rows).toEqual([{ body: 'one call' }]);
  });

  it('throws the statement\'s error, keeps none of its writes and leaves no transaction open', async () => {
    const failing = `with w as (insert into round_trip_notes values (4, 'rolled back') returning 1) select 1 / (select count(*) - 1)::int from w`;
    await expect(inOneCall(failing, [])).rejects.toMatchObject({ code: '22012' });
    await expect(inOneCall(`select $1::int`, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await db.query(`select count(*)::int as n from round_trip_notes where id = 4`)).rows).toEqual([{ n: 0 }]);
    expect(await leftovers()).toMatchObject({ claims: null, in_tx: false });
  });
});
