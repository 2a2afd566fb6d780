// What PostgREST calls the schema cache: relations, columns, keys, relationships and
// functions of schema public, read from pg_catalog once and reused until invalidated.
import type { Database } from '../db/database';

export interface Column {
  name: string;
  type: string;
  /** Default expression from the catalog (trusted SQL), used for Prefer: missing=default. */
  defaultExpr: string | null;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** 'composite' when rows have named columns, 'void', or 'scalar'. */
  returnKind: 'composite' | 'scalar' | 'void';
  /** Output columns for composite results (for select/filters/order on them). */
  columns: Map<string, Column>;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
}

const INTROSPECT = `
with rels as (
  select c.oid, c.relname, c.relkind from pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r','v','m','f','p')
)
select json_build_object(
  'relations', (select coalesce(json_agg(json_build_object(
      'name', r.relname,
      'kind', case when r.relkind in ('r','p','f') then 'table' else 'view' end,
      'columns', (select coalesce(json_agg(json_build_object(
          'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
          'defaultExpr', pg_get_expr(d.adbin, d.adrelid)) order by a.attnum), '[]')
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped),
      'primaryKey', (select coalesce(json_agg(a.attname order by k.ord), '[]')
        from pg_constraint p cross join unnest(p.conkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = p.conrelid and a.attnum = k.attnum
        where p.conrelid = r.oid and p.contype = 'p'))), '[]') from rels r),
  'foreignKeys', (select coalesce(json_agg(json_build_object(
      'name', f.conname, 'table', src.relname, 'refTable', dst.relname,
      'columns', (select json_agg(a.attname order by k.ord) from unnest(f.conkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k.attnum),
      'refColumns', (select json_agg(a.attname order by k.ord) from unnest(f.confkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = f.confrelid and a.attnum = k.attnum))), '[]')
    from pg_constraint f join rels src on src.oid = f.conrelid join rels dst on dst.oid = f.confrelid
    where f.contype = 'f'),
  'functions', (select coalesce(json_agg(json_build_object(
      'name', p.proname,
      'argNames', p.proargnames,
      'argModes', p.proargmodes,
      'allArgTypes', (select json_agg(format_type(t, null) order by o)
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, o)),
      'nargs', p.pronargs, 'ndefaults', p.pronargdefaults,
      'returnsSet', p.proretset,
      'returnType', format_type(p.prorettype, null),
      'returnTypType', rt.typtype,
      'returnColumns', (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
        from pg_attribute a where rt.typrelid <> 0 and a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped))), '[]')
    from pg_proc p join pg_type rt on rt.oid = p.prorettype
    where p.pronamespace = 'public'::regnamespace and p.prokind = 'f')
)::text as schema`;

interface RawFunction {
  name: string;
  argNames: string[] | null;
  argModes: string[] | null;
  allArgTypes: string[] | null;
  nargs: number;
  ndefaults: number;
  returnsSet: boolean;
  returnType: string;
  returnTypType: string;
  returnColumns: { name: string; type: string }[] | null;
}

interface RawSchema {
  relations: { name: string; kind: 'table' | 'view'; columns: Column[]; primaryKey: string[] }[];
  foreignKeys: ForeignKey[];
  functions: RawFunction[];
}

function toColumns(cols: { name: string; type: string; defaultExpr?: string | null }[]) {
  return new Map(cols.map((c) => [c.name, { name: c.name, type: c.type, defaultExpr: c.defaultExpr ?? null }]));
}

function toFunction(raw: RawFunction): DbFunction {
  const types = raw.allArgTypes ?? [];
  const modes = raw.argModes ?? types.map(() => 'i');
  const names = raw.argNames ?? [];
  const args: FunctionArg[] = [];
  const outs: { name: string; type: string }[] = [];
  types.forEach((type, i) => {
    const mode = modes[i];
    const name = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') args.push({ name, type, hasDefault: false });
    if (mode === 'o' || mode === 'b' || mode === 't') outs.push({ name, type });
  });
  args.forEach((a, i) => (a.hasDefault = i >= args.length - raw.ndefaults));
  let returnKind: DbFunction['returnKind'] = 'scalar';
  let columns = new Map<string, Column>();
  if (raw.returnType === 'void') returnKind = 'void';
  else if (raw.returnColumns?.length) {
    returnKind = 'composite';
    columns = toColumns(raw.returnColumns);
  } else if (raw.returnType === 'record' && outs.length > 0) {
    returnKind = 'composite';
    columns = toColumns(outs);
  }
  return { name: raw.name, args, returnsSet: raw.returnsSet, returnKind, columns };
}

export function buildSchemaCache(raw: RawSchema): SchemaCache {
  const relations = new Map<string, Relation>();
  for (const r of raw.relations) {
    relations.set(r.name, { name: r.name, kind: r.kind, columns: toColumns(r.columns), primaryKey: r.primaryKey });
  }
  const functions = new Map<string, DbFunction[]>();
  for (const f of raw.functions) {
    const list = functions.get(f.name) ?? [];
    list.push(toFunction(f));
    functions.set(f.name, list);
  }
  return { relations, foreignKeys: raw.foreignKeys, functions };
}

// When the cache is read again. As PostgREST does, never because a request named something the
// cache lacks: anyone holding the anon key could otherwise make the backend re-read the whole
// catalog once per request (/rest/v1/nope_1, /nope_2, ...). The schema changes only through the
// migrations, which run before the server answers; after DDL at run time (tests, a developer at
// psql) send NOTIFY pgrst, 'reload schema' as on hosted Supabase, or call reloadSchemaCache.
interface CacheEntry {
  schema?: Promise<SchemaCache>;
  /** Catalog reads so far (tests assert that misses cause none). */
  loads: number;
  stale: boolean;
}

const entries = new WeakMap<Database, CacheEntry>();

function entryOf(db: Database): CacheEntry {
  let entry = entries.get(db);
  if (!entry) entries.set(db, (entry = { loads: 0, stale: false }));
  return entry;
}

function read(db: Database, entry: CacheEntry): Promise<SchemaCache> {
  entry.loads++;
  entry.stale = false;
  const loading = db
    .query<{ schema: string }>(INTROSPECT)
    .then((r) => buildSchemaCache(JSON.parse(r.rows[0].schema) as RawSchema));
  entry.schema = loading;
  loading.catch(() => {
    if (entry.schema === loading) entry.schema = undefined;
  });
  return loading;
}

/** The cached schema; the catalog is read only the first time or after the cache was marked stale. */
export function loadSchema(db: Database): Promise<SchemaCache> {
  const entry = entryOf(db);
  return entry.schema && !entry.stale ? entry.schema : read(db, entry);
}

/** Re-reads the catalog now: after migrations, and after DDL at run time. */
export function reloadSchemaCache(db: Database): Promise<SchemaCache> {
  return read(db, entryOf(db));
}

/**
 * Reloads on `NOTIFY pgrst, 'reload schema'` (or an empty payload), as PostgREST does; resolves to
 * the function that stops listening.
 */
export function listenForSchemaReload(db: Database): Promise<() => Promise<void>> {
  return db.listen('pgrst', (payload) => {
    if (payload === '' || payload === 'reload schema') {
      reloadSchemaCache(db).catch((error: unknown) => console.error(`Schema cache reload failed: ${(error as Error).message}`));
    }
  });
}

/** The next lookup re-reads the catalog (a staff request found a cached table or function gone). */
export function invalidateSchemaCache(db: Database): void {
  entryOf(db).stale = true;
}

/** How many times the catalog was read for this database. */
export const schemaCacheLoads = (db: Database) => entries.get(db)?.loads ?? 0;

/** PostgREST's hint for a name it cannot find: the closest name the cache holds, if one is close. */
export function closestName(name: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 8 || a.length > 64 || b.length > 64) return Infinity;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}
