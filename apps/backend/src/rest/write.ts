// INSERT (with upsert), UPDATE and DELETE statements from a JSON body; the body travels as
// one bound json parameter and is turned into rows by json_populate_record.
import { RestError, parseError } from './errors';
import { conditionSql } from './compile-read';
import type { ReadNode } from './read-plan';
import type { Relation } from './schema-cache';
import { Params, qualified, quoteIdent } from './sql';

const noColumn = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export function parseColumnsParam(value: string | null): string[] | null {
  if (value === null) return null;
  return value.split(',').map((c) => {
    const t = c.trim();
    return t.startsWith('"') && t.endsWith('"') && t.length >= 2 ? t.slice(1, -1).replace(/""/g, '"') : t;
  }).filter((c) => c !== '');
}

/** JSON bodies nest at most this deep (a form template needs a few dozen levels). */
export const MAX_JSON_DEPTH = 128;

/** The deepest nesting of arrays and objects in a JSON text, found without parsing it. */
function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92) i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 || ch === 123) max = Math.max(max, ++depth);
    else if (ch === 93 || ch === 125) depth--;
  }
  return max;
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', `JSON nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', String((e as Error).message));
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkColumns(rel: Relation, columns: string[]) {
  for (const c of columns) if (!rel.columns.has(c)) throw noColumn(rel.name, c);
}

export interface InsertOptions {
  columns: string[] | null;
  missingDefault: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  onConflict: string[] | null;
}

export function insertSql(rel: Relation, body: unknown, opts: InsertOptions, params: Params): string {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object or an array of objects');
  const columns = opts.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  checkColumns(rel, columns);
  const table = qualified(rel.name);
  const exprs = columns.map((c) => {
    const col = rel.columns.get(c)!;
    const value = `_r.${quoteIdent(c)}`;
    if (!opts.missingDefault) return value;
    return `case when _j.v::jsonb ? ${params.add(c)} then ${value} else ${col.defaultExpr ?? 'null'} end`;
  });
  const target = columns.length ? ` (${columns.map(quoteIdent).join(', ')})` : '';
  let sql = `insert into ${table} as _t0${target} select ${exprs.join(', ')} from json_array_elements(${params.add(JSON.stringify(rows))}::json) as _j(v) cross join lateral json_populate_record(null::${table}, _j.v) as _r`;
  if (opts.resolution) {
    const conflict = opts.onConflict ?? rel.primaryKey;
    if (conflict.length === 0) throw new RestError(400, 'PGRST100', '"failed to parse on_conflict parameter"', `'${rel.name}' has no primary key; give on_conflict`);
    checkColumns(rel, conflict);
    sql += ` on conflict (${conflict.map(quoteIdent).join(', ')})`;
    sql += opts.resolution === 'ignore-duplicates' || columns.length === 0
      ? ' do nothing'
      : ` do update set ${columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
  } else if (opts.onConflict) {
    checkColumns(rel, opts.onConflict);
  }
  return sql;
}

export function parseOnConflict(value: string | null): string[] | null {
  if (value === null) return null;
  const cols = parseColumnsParam(value) ?? [];
  if (cols.length === 0) throw parseError('on_conflict parameter', 'expecting column names');
  return cols;
}

// Hosted Supabase loads pg-safeupdate for PostgREST's connection: an UPDATE or DELETE without a
// WHERE clause fails with SQLSTATE 21000 (PostgREST answers 400). Any filter on the table itself
// makes a WHERE; `limit` and filters on embedded resources do not.
const requiresWhere = (statement: 'UPDATE' | 'DELETE') =>
  new RestError(400, '21000', `${statement} requires a WHERE clause`);

function filterSql(filters: ReadNode, params: Params, statement: 'UPDATE' | 'DELETE'): string {
  if (filters.where.length === 0) throw requiresWhere(statement);
  return ` where ${filters.where.map((c) => conditionSql(filters, c, params)).join(' and ')}`;
}

/** Null when the body sets no column (PostgREST then touches nothing). */
export function updateSql(rel: Relation, body: unknown, filters: ReadNode, params: Params): string | null {
  if (!isObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
  const columns = Object.keys(body);
  checkColumns(rel, columns);
  const table = qualified(rel.name);
  if (columns.length === 0) return null;
  const where = filterSql(filters, params, 'UPDATE');
  const set = columns.map((c) => `${quoteIdent(c)} = _r.${quoteIdent(c)}`).join(', ');
  return `update ${table} as _t0 set ${set} from json_populate_record(null::${table}, ${params.add(JSON.stringify(body))}::json) as _r${where}`;
}

export function deleteSql(rel: Relation, filters: ReadNode, params: Params): string {
  return `delete from ${qualified(rel.name)} as _t0${filterSql(filters, params, 'DELETE')}`;
}
