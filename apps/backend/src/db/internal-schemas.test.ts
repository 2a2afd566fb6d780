// The backend's own schemas (docs/architecture/backend-state.md): the shared limits and realtime's change feed are
// read and written by the backend's functions only. Row level security is on for every table and the API roles hold
// no grant on them, so neither /rest/v1 nor a SQL function run as a caller can reach them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareDatabase } from './migrate';
import type { Database } from './query-interface';
import { openTestDatabase } from './test-database';

const SCHEMAS = ['embedded_limits', 'embedded_realtime'];
const API_ROLES = ['anon', 'authenticated'];
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  await prepareDatabase(db);
}, 240_000);
afterAll(() => db?.close());

it('has row level security on every table of embedded_limits and embedded_realtime', async () => {
  const { rows } = await db.query<{ schema: string; name: string; rls: boolean }>(
    `select n.nspname as schema, c.relname as name, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p') order by 1, 2`,
    [SCHEMAS],
  );
  expect(new Set(rows.map((row) => row.schema))).toEqual(new Set(SCHEMAS));
  expect(rows.filter((row) => !row.rls).map((row) => `${row.schema}.${row.name}`)).toEqual([]);
});

it('grants anon and authenticated nothing on their tables and sequences', async () => {
  const { rows } = await db.query<{ role: string; relation: string; privilege: string }>(
    `select r.role, n.nspname || '.' || c.relname as relation, p.privilege
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join unnest($2::text[]) as r(role)
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
      where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'S')
        and case when c.relkind = 'S' then p.privilege = 'SELECT' and has_sequence_privilege(r.role, c.oid, 'USAGE,SELECT,UPDATE')
                 else has_table_privilege(r.role, c.oid, p.privilege) end
      order by 1, 2, 3`,
    [SCHEMAS, API_ROLES],
  );
  expect(rows).toEqual([]);
});
