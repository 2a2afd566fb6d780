// Whole statements: a read over any FROM source, and the JSON body around written rows.
import { limitSql, orderSql, selectListSql, starSql, whereSql } from './compile-read';
import type { ReadNode } from './read-plan';
import type { Params } from './sql';

export interface ReadStatementOptions {
  withTotal: boolean;
  stripNulls: boolean;
}

/** Columns: body (json text), n (rows in body), total (only when withTotal). */
export function readStatement(root: ReadNode, fromSql: string, params: Params, opts: ReadStatementOptions): string {
  const where = whereSql(root, params);
  const list = selectListSql(root, params);
  const inner = `select ${list} from ${fromSql}${where}${orderSql(root, root.order, params)}${limitSql(root, params)}`;
  const total = opts.withTotal ? `, (select count(*) from ${fromSql}${where})::int as total` : '';
  return `select ${bodyExpr(opts.stripNulls)} as body, count(*)::int as n${total} from (${inner}) as _s`;
}

export function bodyExpr(stripNulls: boolean): string {
  const agg = `coalesce(json_agg(_s), '[]'::json)`;
  return `${stripNulls ? `json_strip_nulls(${agg})` : agg}::text`;
}

/** Wraps a data-modifying statement (`... returning`) and renders its rows. */
export function writeStatement(
  cte: string,
  root: ReadNode | null,
  params: Params,
  stripNulls: boolean,
): string {
  if (!root) return `with _w as (${cte} returning 1) select count(*)::int as n from _w`;
  const list = selectListSql(root, params);
  const order = orderSql(root, root.order, params);
  return `with _w as (${cte} returning ${starSql(root)}) select ${bodyExpr(stripNulls)} as body, count(*)::int as n from (select ${list} from _w as ${root.alias}${order}) as _s`;
}
