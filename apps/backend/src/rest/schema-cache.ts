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

const caches = new WeakMap<Database, Promise<SchemaCache>>();
let generation = 0;
const generations = new WeakMap<Database, number>();

export function invalidateSchemaCache(): void {
  generation++;
}

/** How many times the cache was invalidated (tests). */
export const schemaCacheGeneration = () => generation;

export function loadSchema(db: Database, refresh = false): Promise<SchemaCache> {
  const cached = caches.get(db);
  if (cached && !refresh && generations.get(db) === generation) return cached;
  const loading = db
    .query<{ schema: string }>(INTROSPECT)
    .then((r) => buildSchemaCache(JSON.parse(r.rows[0].schema) as RawSchema));
  caches.set(db, loading);
  generations.set(db, generation);
  loading.catch(() => caches.delete(db));
  return loading;
}
