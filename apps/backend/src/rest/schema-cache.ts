// What PostgREST calls the schema cache: relations, columns, keys, relationships and
// functions of schema public, read from pg_catalog (src/catalog, the reader the type generator
// uses too) once and reused until invalidated.
import { readCatalog, type Catalog, type CatalogFunction } from '../catalog';
import type { Database } from '../db/query-interface';

export interface Column {
  name: string;
  type: string;
  /** Default expression from the catalog (trusted SQL), used for Prefer: missing=default. */
  defaultExpr: string | null;
  /** API roles without SELECT on it (column privileges): for them the column does not exist. */
  hiddenFrom?: string[];
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
  /** Set when the role may select only some columns: what `*` stands for (schemaForRole). */
  starColumns?: string[];
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

function toColumns(cols: { name: string; type: string; defaultExpr?: string | null; hiddenFrom?: string[] }[]) {
  return new Map(cols.map((c) => [c.name, { name: c.name, type: c.type, defaultExpr: c.defaultExpr ?? null, hiddenFrom: c.hiddenFrom }]));
}

function toFunction(fn: CatalogFunction): DbFunction {
  const args: FunctionArg[] = fn.args
    .filter((a) => a.mode === 'in' || a.mode === 'inout' || a.mode === 'variadic')
    .map((a) => ({ name: a.name, type: a.type, hasDefault: a.hasDefault }));
  const outs = fn.args.filter((a) => a.mode === 'out' || a.mode === 'inout' || a.mode === 'table');
  let returnKind: DbFunction['returnKind'] = 'scalar';
  let columns = new Map<string, Column>();
  if (fn.returnType === 'void') returnKind = 'void';
  else if (fn.returnColumns.length) {
    returnKind = 'composite';
    columns = toColumns(fn.returnColumns);
  } else if (fn.returnType === 'record' && outs.length > 0) {
    returnKind = 'composite';
    columns = toColumns(outs);
  }
  return { name: fn.name, args, returnsSet: fn.isSetReturning, returnKind, columns };
}

/** The schema cache from the one catalog model (src/catalog), as the type generator reads it too. */
export function buildSchemaCache(catalog: Catalog): SchemaCache {
  const relations = new Map<string, Relation>();
  for (const r of catalog.relations) {
    const columns = toColumns(r.columns.map((c) => ({ name: c.name, type: c.type, defaultExpr: c.defaultValue, hiddenFrom: c.hiddenFrom })));
    relations.set(r.name, { name: r.name, kind: r.kind, columns, primaryKey: r.primaryKey });
  }
  const foreignKeys = catalog.relationships.map((r) => ({
    name: r.foreignKeyName,
    table: r.relation,
    columns: r.columns,
    refTable: r.referencedRelation,
    refColumns: r.referencedColumns,
  }));
  const functions = new Map<string, DbFunction[]>();
  for (const f of catalog.functions) {
    const list = functions.get(f.name) ?? [];
    list.push(toFunction(f));
    functions.set(f.name, list);
  }
  return { relations, foreignKeys, functions };
}

// A column a role may not select (column privileges, e.g. bookings.manage_token) is, for that role, not there:
// `*` stands for the other columns (PostgreSQL would refuse `t.*` whole), and naming it is an unknown column.
const perRole = new WeakMap<SchemaCache, Map<string, SchemaCache>>();

/** The schema as one API role sees it: relations without the columns it may not select. */
export function schemaForRole(schema: SchemaCache, role: string): SchemaCache {
  let views = perRole.get(schema);
  if (!views) perRole.set(schema, (views = new Map()));
  let view = views.get(role);
  if (!view) {
    const relations = new Map<string, Relation>();
    for (const [name, r] of schema.relations) {
      const visible = [...r.columns.values()].filter((c) => !c.hiddenFrom?.includes(role));
      relations.set(name, visible.length === r.columns.size ? r
        : { ...r, columns: new Map(visible.map((c) => [c.name, c])), starColumns: visible.map((c) => c.name) });
    }
    views.set(role, (view = { ...schema, relations }));
  }
  return view;
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
  const loading = readCatalog(db, 'public').then(buildSchemaCache);
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
  const reload = () => reloadSchemaCache(db).catch((error: unknown) => console.error(`Schema cache reload failed: ${(error as Error).message}`));
  // A notification sent while the listening connection was down (a migration run meanwhile) is lost: reload on resuming.
  return db.listen('pgrst', (payload) => {
    if (payload === '' || payload === 'reload schema') void reload();
  }, () => void reload());
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
