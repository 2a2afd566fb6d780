// Reads what `supabase gen types typescript` (postgres-meta) reads from the system catalog: the tables, views,
// columns, foreign keys, functions, enums and composite types of one schema, plus every type they name.
import type { Queryable } from '../db/database';

export interface CatalogColumn {
  name: string;
  /** The type's name as pg_type spells it (`int4`, `_text`, a domain's base type). */
  format: string;
  isNullable: boolean;
  /** Default or generation expression; null when the column has neither. */
  defaultValue: string | null;
  identityGeneration: 'ALWAYS' | 'BY DEFAULT' | null;
  /** Views: whether an INSERT/UPDATE through the view may set it. */
  isUpdatable: boolean;
}

export interface CatalogRelation {
  id: number;
  name: string;
  kind: 'table' | 'view';
  /** Views only: PostgreSQL can insert into and update it (a simple view). */
  isUpdatable: boolean;
  columns: CatalogColumn[];
}

export interface CatalogRelationship {
  foreignKeyName: string;
  relation: string;
  columns: string[];
  /** The referencing columns are exactly a primary key or unique index of their table. */
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface CatalogFunctionArg {
  name: string;
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  typeId: number;
  hasDefault: boolean;
}

export interface CatalogFunction {
  name: string;
  args: CatalogFunctionArg[];
  returnTypeId: number;
  /** The table or view whose row type the function returns, if any. */
  returnTypeRelationId: number | null;
  isSetReturning: boolean;
}

export interface CatalogType {
  id: number;
  name: string;
  schema: string;
  /** Enum labels in sort order (empty unless an enum). */
  enums: string[];
  /** Attributes of a free-standing composite type (empty otherwise). */
  attributes: Array<{ name: string; typeId: number }>;
}

export interface Catalog {
  schema: string;
  relations: CatalogRelation[];
  relationships: CatalogRelationship[];
  functions: CatalogFunction[];
  types: CatalogType[];
}

const ARG_MODES: Record<string, CatalogFunctionArg['mode']> = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' };

export async function readCatalog(db: Queryable, schema = 'public'): Promise<Catalog> {
  const relations = await db.query<{
    id: number;
    name: string;
    relkind: string;
    is_updatable: boolean;
    columns: Array<{
      name: string;
      format: string;
      not_null: boolean;
      default_value: string | null;
      identity: string;
      is_updatable: boolean;
    }> | null;
  }>(
    `select c.oid::int as id, c.relname as name, c.relkind::text as relkind,
            (c.relkind in ('v', 'm') and (pg_relation_is_updatable(c.oid::regclass, false) & 20) = 20) as is_updatable,
            (select json_agg(json_build_object(
                      'name', a.attname,
                      'format', coalesce(bt.typname, t.typname),
                      'not_null', a.attnotnull or (t.typtype = 'd' and t.typnotnull),
                      'default_value', case when a.atthasdef then pg_get_expr(ad.adbin, ad.adrelid) end,
                      'identity', a.attidentity::text,
                      'is_updatable', pg_column_is_updatable(c.oid::regclass, a.attnum, false)
                    ) order by a.attnum)
               from pg_attribute a
               join pg_type t on t.oid = a.atttypid
               left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
               left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')
      order by c.relname`,
    [schema],
  );

  const relationships = await db.query<{
    foreign_key_name: string;
    relation: string;
    columns: string[];
    is_one_to_one: boolean;
    referenced_relation: string;
    referenced_columns: string[];
  }>(
    `select con.conname as foreign_key_name, rel.relname as relation,
            (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
            exists (select 1 from pg_index i
                     where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                       and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                         = (select array_agg(x order by x) from unnest(con.conkey) x)) as is_one_to_one,
            ref.relname as referenced_relation,
            (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as referenced_columns
       from pg_constraint con
       join pg_class rel on rel.oid = con.conrelid
       join pg_namespace n on n.oid = rel.relnamespace
       join pg_class ref on ref.oid = con.confrelid
       join pg_namespace rn on rn.oid = ref.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
    [schema],
  );

  // Trigger functions are no API: postgres-meta leaves them out, and so do we.
  const functions = await db.query<{
    name: string;
    arg_types: number[] | null;
    arg_modes: string[] | null;
    arg_names: string[] | null;
    in_arg_count: number;
    default_count: number;
    return_type_id: number;
    return_type_relation_id: number | null;
    is_set_returning: boolean;
  }>(
    `select p.proname as name,
            to_json(coalesce(p.proallargtypes::int[], p.proargtypes::int[])) as arg_types,
            to_json(p.proargmodes::text[]) as arg_modes,
            to_json(p.proargnames) as arg_names,
            p.pronargs::int as in_arg_count,
            p.pronargdefaults::int as default_count,
            p.prorettype::int as return_type_id,
            nullif(rt.typrelid, 0)::int as return_type_relation_id,
            p.proretset as is_set_returning
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
      order by p.proname, p.oid`,
    [schema],
  );

  const types = await db.query<{
    id: number;
    name: string;
    schema: string;
    enums: string[] | null;
    attributes: Array<{ name: string; type_id: number }> | null;
  }>(
    `select t.oid::int as id, t.typname as name, n.nspname as schema,
            (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as enums,
            (select json_agg(json_build_object('name', a.attname, 'type_id', a.atttypid::int) order by a.attnum)
               from pg_attribute a join pg_class c on c.oid = a.attrelid
              where t.typtype = 'c' and c.oid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped)
              as attributes
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
      where n.nspname in ($1, 'pg_catalog')`,
    [schema],
  );

  return {
    schema,
    relations: relations.rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: ['v', 'm'].includes(row.relkind) ? 'view' : 'table',
      isUpdatable: row.is_updatable,
      columns: (row.columns ?? []).map((column) => ({
        name: column.name,
        format: column.format,
        isNullable: !column.not_null,
        defaultValue: column.default_value,
        identityGeneration: column.identity === 'a' ? 'ALWAYS' : column.identity === 'd' ? 'BY DEFAULT' : null,
        isUpdatable: column.is_updatable,
      })),
    })),
    relationships: relationships.rows.map((row) => ({
      foreignKeyName: row.foreign_key_name,
      relation: row.relation,
      columns: row.columns,
      isOneToOne: row.is_one_to_one,
      referencedRelation: row.referenced_relation,
      referencedColumns: row.referenced_columns,
    })),
    functions: functions.rows.map((row) => {
      const types = row.arg_types ?? [];
      const modes = row.arg_modes ?? types.map(() => 'i');
      // pronargdefaults counts the last input arguments.
      const inputs = modes.map((mode, i) => (['i', 'b', 'v'].includes(mode) ? i : -1)).filter((i) => i >= 0);
      const withDefault = new Set(inputs.slice(inputs.length - row.default_count));
      return {
        name: row.name,
        args: types.map((typeId, i) => ({
          name: row.arg_names?.[i] ?? '',
          mode: ARG_MODES[modes[i]] ?? 'in',
          typeId,
          hasDefault: row.default_count > 0 && withDefault.has(i),
        })),
        returnTypeId: row.return_type_id,
        returnTypeRelationId: row.return_type_relation_id,
        isSetReturning: row.is_set_returning,
      };
    }),
    types: types.rows.map((row) => ({
      id: row.id,
      name: row.name,
      schema: row.schema,
      enums: row.enums ?? [],
      attributes: (row.attributes ?? []).map((a) => ({ name: a.name, typeId: a.type_id })),
    })),
  };
}
