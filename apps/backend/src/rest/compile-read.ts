// Compiles a read tree into SQL: every embed is a correlated subquery aggregated to JSON
// in the same statement; identifiers come from the schema cache, values are bound.
import { RestError, unknownColumn } from './errors';
import type { Condition, ExprCondition, OrderTerm } from './parse-filters';
import type { FieldPath } from './parse-select';
import { findChild, type Embed, type ReadNode } from './read-plan';
import { Params, arrayLiteral, quoteIdent } from './sql';

const SIMPLE_OPS: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike',
  match: '~', imatch: '~*', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>',
  adj: '-|-', isdistinct: 'is distinct from',
};
const FTS: Record<string, string> = {
  fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery',
};
const IS_VALUES: Record<string, string> = {
  null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown',
};

export function fieldSql(node: ReadNode, field: FieldPath, params: Params): string {
  if (!node.columns.has(field.name)) throw unknownColumn(node.name, field.name);
  let sql = `${node.alias}.${quoteIdent(field.name)}`;
  for (const step of field.path) {
    const key = /^-?\d+$/.test(step.key) ? `${params.add(Number(step.key))}::int` : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

function exprSql(node: ReadNode, cond: ExprCondition, params: Params): string {
  const field = fieldSql(node, cond.field, params);
  const value = cond.value;
  let sql: string;
  if (cond.op === 'in') {
    sql = `${field} = any(${params.add(arrayLiteral(value as string[]))})`;
  } else if (cond.op === 'is') {
    const kw = IS_VALUES[(value as string).toLowerCase()];
    if (!kw) throw new RestError(400, 'PGRST100', `"failed to parse filter (is.${value})"`, 'expecting null, not_null, true, false or unknown');
    sql = `${field} is ${kw}`;
  } else if (cond.op in FTS) {
    const config = cond.config ? `${params.add(cond.config)}::regconfig, ` : '';
    sql = `${field} @@ ${FTS[cond.op]}(${config}${params.add(value)})`;
  } else {
    const text = cond.op === 'like' || cond.op === 'ilike' ? (value as string).replace(/\*/g, '%') : (value as string);
    const op = SIMPLE_OPS[cond.op];
    sql = cond.quantifier ? `${field} ${op} ${cond.quantifier}(${params.add(text)})` : `${field} ${op} ${params.add(text)}`;
  }
  return cond.negate ? `not (${sql})` : sql;
}

export function conditionSql(node: ReadNode, cond: Condition, params: Params): string {
  if (cond.kind === 'expr') return exprSql(node, cond, params);
  if (cond.kind === 'embedNull') {
    const exists = existsSql(node, findChild(node, cond.embed)!, params);
    return cond.negate ? exists : `not ${exists}`;
  }
  const inner = cond.children.map((c) => `(${conditionSql(node, c, params)})`).join(` ${cond.op} `);
  return cond.negate ? `not (${inner})` : `(${inner})`;
}

export function orderSql(node: ReadNode, terms: OrderTerm[], params: Params): string {
  if (terms.length === 0) return '';
  const parts = terms.map((t) => {
    let s = t.embed ? relatedFieldSql(node, t.embed, t, params) : fieldSql(node, t.field, params);
    if (t.direction) s += ` ${t.direction}`;
    if (t.nulls) s += ` nulls ${t.nulls}`;
    return s;
  });
  return ` order by ${parts.join(', ')}`;
}

function relatedFieldSql(node: ReadNode, name: string, term: OrderTerm, params: Params): string {
  const embed = findChild(node, name);
  if (!embed || !embed.toOne) {
    throw new RestError(400, 'PGRST118', `A related order on '${name}' is not possible`, `'${name}' must be an embedded many-to-one resource of '${node.name}'`);
  }
  const child = embed.node;
  const where = embedJoin(node, embed).join(' and ');
  return `(select ${fieldSql(child, term.field, params)} from "public".${quoteIdent(child.name)} as ${child.alias} where ${where})`;
}

function embedJoin(parent: ReadNode, embed: Embed): string[] {
  return embed.join.map(([c, p]) => `${embed.node.alias}.${quoteIdent(c)} = ${parent.alias}.${quoteIdent(p)}`);
}

/** WHERE conditions of a node, including !inner embeds that must exist. */
export function whereSql(node: ReadNode, params: Params, extra: string[] = []): string {
  const conds = [...extra, ...node.where.map((c) => conditionSql(node, c, params))];
  for (const item of node.items) {
    if (item.kind === 'embed' && item.embed.inner) conds.push(existsSql(node, item.embed, params));
  }
  return conds.length ? ` where ${conds.join(' and ')}` : '';
}

/** True when the parent row has an embedded row that passes the embed's own filters. */
function existsSql(parent: ReadNode, embed: Embed, params: Params): string {
  const child = embed.node;
  const childWhere = whereSql(child, params, embedJoin(parent, embed));
  return `exists (select 1 from "public".${quoteIdent(child.name)} as ${child.alias}${childWhere})`;
}

export function limitSql(node: ReadNode, params: Params): string {
  let s = '';
  if (node.limit !== undefined) s += ` limit ${params.add(node.limit)}`;
  if (node.offset !== undefined && node.offset > 0) s += ` offset ${params.add(node.offset)}`;
  return s;
}

/** `*` of a node: every column, or only those the role may select (schemaForRole). */
export function starSql(node: ReadNode): string {
  return node.starColumns ? node.starColumns.map((c) => `${node.alias}.${quoteIdent(c)}`).join(', ') : `${node.alias}.*`;
}

/** The select list of a node: columns in request order, embeds as JSON subqueries. */
export function selectListSql(node: ReadNode, params: Params): string {
  const parts: string[] = [];
  for (const item of node.items) {
    if (item.kind === 'star') parts.push(starSql(node));
    else if (item.kind === 'field') {
      let sql = fieldSql(node, item, params);
      if (item.cast) sql = `(${sql})::${item.cast}`;
      const name = item.alias ?? (item.path.length ? item.path[item.path.length - 1].key : item.name);
      parts.push(`${sql} as ${quoteIdent(name)}`);
    } else if (!item.embed.hidden) {
      parts.push(`${embedSql(node, item.embed, params)} as ${quoteIdent(item.embed.outputName)}`);
    }
  }
  return parts.length ? parts.join(', ') : starSql(node);
}

function embedSql(parent: ReadNode, embed: Embed, params: Params): string {
  const child = embed.node;
  const list = selectListSql(child, params);
  const where = whereSql(child, params, embedJoin(parent, embed));
  const order = orderSql(child, child.order, params);
  const from = `"public".${quoteIdent(child.name)} as ${child.alias}`;
  if (embed.toOne) {
    return `(select row_to_json(_e) from (select ${list} from ${from}${where} limit 1) as _e)`;
  }
  const limit = limitSql(child, params);
  return `coalesce((select json_agg(_e) from (select ${list} from ${from}${where}${order}${limit}) as _e), '[]'::json)`;
}
