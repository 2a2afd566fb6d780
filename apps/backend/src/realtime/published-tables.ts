// What realtime knows of a published table (one with the realtime_capture trigger, supabase/schemas/realtime.sql):
// its columns and their types (sent with each change, as Supabase's `columns`), its primary key (what a DELETE carries),
// and, per API role, the columns the role may select and the row level security predicate that decides which rows it
// sees (docs/architecture/realtime.md#row-level-security-per-claim-group). Read from the catalog, kept a minute.
import type { Database } from '../db/query-interface';
import type { RequestRole } from '../db/request-auth';
import { schemaCacheLoads } from '../rest/schema-cache';

export interface Column {
  name: string;
  type: string;
}

export interface PublishedTable {
  schema: string;
  name: string;
  columns: Column[];
  primaryKey: string[];
}

export interface RoleAccess {
  /** The columns the role may select (column privileges), in table order. */
  columns: Column[];
  /** An SQL condition over the table's columns (alias = table name): the role's select policies; 'false' when none. */
  predicate: string;
}

const KEEP_MS = 60_000;

export function createPublishedTables(db: Database) {
  let tables: { at: number; loads: number; value: Promise<Map<string, PublishedTable>> } | undefined;
  const access = new Map<string, { at: number; loads: number; value: Promise<RoleAccess> }>();
  // Kept 60 s, and forgotten as soon as the REST schema cache reloads (a migration's NOTIFY pgrst reaches every backend).
  const fresh = (entry: { at: number; loads: number } | undefined) =>
    entry && entry.loads === schemaCacheLoads(db) && Date.now() - entry.at < KEEP_MS;

  function all(): Promise<Map<string, PublishedTable>> {
    if (!fresh(tables)) {
      const value = readTables(db);
      value.catch(() => (tables = undefined));
      tables = { at: Date.now(), loads: schemaCacheLoads(db), value };
    }
    return tables!.value;
  }

  return {
    all,
    async find(schema: string, name: string): Promise<PublishedTable | undefined> {
      return (await all()).get(`${schema}.${name}`);
    },
    accessFor(table: PublishedTable, role: RequestRole): Promise<RoleAccess> {
      const key = `${table.schema}.${table.name}:${role}`;
      const entry = access.get(key);
      if (fresh(entry)) return entry!.value;
      const value = readAccess(db, table, role);
      value.catch(() => access.delete(key));
      access.set(key, { at: Date.now(), loads: schemaCacheLoads(db), value });
      return value;
    },
  };
}

export type PublishedTables = ReturnType<typeof createPublishedTables>;

async function readTables(db: Database): Promise<Map<string, PublishedTable>> {
  const { rows } = await db.query<{ schema: string; name: string; columns: Column[]; primary_key: string[] | null }>(
    `select n.nspname as schema, c.relname as name,
            (select jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
               from pg_attribute a join pg_type t on t.oid = a.atttypid
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
            (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
               from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
              where i.indrelid = c.oid and i.indisprimary) as primary_key
       from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where tg.tgname = 'realtime_capture'`,
  );
  return new Map(rows.map((row) => [`${row.schema}.${row.name}`, { schema: row.schema, name: row.name, columns: row.columns, primaryKey: row.primary_key ?? [] }]));
}

async function readAccess(db: Database, table: PublishedTable, role: RequestRole): Promise<RoleAccess> {
  const relation = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
  const { rows } = await db.query<{ allowed: string[] | null; sees_all: boolean; may_select: boolean }>(
    `select (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
              where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
                and has_column_privilege($2, $1::regclass, a.attnum, 'SELECT')) as allowed,
            (select r.rolbypassrls from pg_roles r where r.rolname = $2) or not c.relrowsecurity as sees_all,
            has_table_privilege($2, $1::regclass, 'SELECT') or exists (
              select 1 from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
                and has_column_privilege($2, $1::regclass, a.attnum, 'SELECT')) as may_select
       from pg_class c where c.oid = $1::regclass`,
    [relation, role],
  );
  const row = rows[0];
  const allowed = new Set(row?.allowed ?? []);
  const columns = table.columns.filter((column) => allowed.has(column.name));
  if (!row || !row.may_select || columns.length === 0) return { columns, predicate: 'false' };
  if (row.sees_all) return { columns, predicate: 'true' };
  const policies = await db.query<{ permissive: boolean; qual: string | null }>(
    `select p.polpermissive as permissive, pg_get_expr(p.polqual, p.polrelid) as qual
       from pg_policy p
      where p.polrelid = $1::regclass and p.polcmd in ('r', '*')
        and ('{0}'::oid[] && p.polroles or (select oid from pg_roles where rolname = $2) = any (p.polroles))
      order by p.polname`,
    [relation, role],
  );
  // As PostgreSQL applies them: any permissive policy lets a row through, every restrictive one must too.
  const permissive = policies.rows.filter((p) => p.permissive).map((p) => `(${p.qual ?? 'false'})`);
  const restrictive = policies.rows.filter((p) => !p.permissive).map((p) => `(${p.qual ?? 'false'})`);
  if (permissive.length === 0) return { columns, predicate: 'false' };
  return { columns, predicate: [`(${permissive.join(' or ')})`, ...restrictive].join(' and ') };
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
