// Entry point of /rest/v1: parses a PostgREST request, compiles it to one SQL statement
// and runs it inside the caller's role and claims so row level security decides.
import type { Database } from '../db/database';
import { withRequestContext, type RequestAuth } from '../db/request-context';
import { RestError, fromDatabaseError } from './errors';
import { parseAccept, parsePrefer, parseRange, type AcceptInfo, type Preferences } from './headers';
import { AliasCounter, applyQuery, buildReadTree, type ReadNode, type Target } from './read-plan';
import { parseSelect } from './parse-select';
import { callSql, findFunction, functionNotFound } from './rpc';
import { invalidateSchemaCache, loadSchema, type Relation, type SchemaCache } from './schema-cache';
import { Params, qualified } from './sql';
import { readStatement, writeStatement } from './statements';
import { deleteSql, insertSql, parseColumnsParam, parseJsonBody, parseOnConflict, updateSql } from './write';

export interface RestContext {
  db: Database;
  auth: RequestAuth;
  path: string;
}

interface Outcome {
  status: number;
  body: string | null;
  headers?: Record<string, string>;
}

class Rollback {
  constructor(readonly outcome: Outcome) {}
}

const JSON_TYPE = 'application/json; charset=utf-8';

export async function handleRest(request: Request, ctx: RestContext): Promise<Response> {
  let outcome: Outcome;
  try {
    outcome = await route(request, ctx);
  } catch (error) {
    if (error instanceof Rollback) outcome = error.outcome;
    else {
      const err = fromDatabaseError(error, ctx.auth.role);
      if (err.code === '42P01' || err.code === '42883') invalidateSchemaCache();
      const headers: Record<string, string> = err.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
      outcome = { status: err.status, body: JSON.stringify(err.body()), headers };
    }
  }
  const head = request.method.toUpperCase() === 'HEAD';
  const hasBody = outcome.body !== null && !head && outcome.status !== 204;
  return new Response(hasBody ? outcome.body : null, {
    status: outcome.status,
    headers: { 'Content-Type': JSON_TYPE, ...outcome.headers },
  });
}

function checkProfile(headers: Headers) {
  for (const name of ['accept-profile', 'content-profile']) {
    const value = headers.get(name);
    if (value && value !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
  }
}

async function route(request: Request, ctx: RestContext): Promise<Outcome> {
  checkProfile(request.headers);
  const path = ctx.path.replace(/\/+$/, '');
  if (path.startsWith('/rpc/')) return handleRpc(request, ctx, decodeURIComponent(path.slice(5)));
  const name = decodeURIComponent(path.replace(/^\//, ''));
  if (name === '' || name.includes('/')) {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  const { schema, relation } = await findRelation(ctx.db, name);
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return handleRead(request, ctx, schema, relation);
  if (method === 'POST' || method === 'PATCH' || method === 'DELETE' || method === 'PUT') {
    return handleWrite(request, ctx, schema, relation, method);
  }
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

async function findRelation(db: Database, name: string): Promise<{ schema: SchemaCache; relation: Relation }> {
  let schema = await loadSchema(db);
  if (!schema.relations.has(name)) schema = await loadSchema(db, true);
  const relation = schema.relations.get(name);
  if (!relation) {
    throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  return { schema, relation };
}

const asTarget = (r: Relation): Target => ({ name: r.name, columns: r.columns, embeddable: true });

function queryEntries(request: Request): [string, string][] {
  return [...new URL(request.url).searchParams.entries()];
}

function applyRange(root: ReadNode, headers: Headers) {
  const range = parseRange(headers.get('range'));
  if (!range) return;
  if (root.offset === undefined) root.offset = range.offset;
  if (range.limit !== undefined && root.limit === undefined) root.limit = range.limit;
}

async function handleRead(request: Request, ctx: RestContext, schema: SchemaCache, relation: Relation): Promise<Outcome> {
  const url = new URL(request.url);
  const accept = parseAccept(request.headers.get('accept'));
  const prefs = parsePrefer(request.headers.get('prefer'));
  const root = buildReadTree(schema, asTarget(relation), parseSelect(url.searchParams.get('select') ?? '*'), new AliasCounter());
  applyQuery(root, queryEntries(request));
  applyRange(root, request.headers);
  const params = new Params();
  const sql = readStatement(root, `${qualified(relation.name)} as ${root.alias}`, params, {
    withTotal: Boolean(prefs.count),
    stripNulls: accept.stripNulls,
  });
  const row = await runOne<ReadRow>(ctx, sql, params);
  return readOutcome(row, root, accept, prefs);
}

interface ReadRow {
  body: string;
  n: number;
  total?: number;
}

async function runOne<T>(ctx: RestContext, sql: string, params: Params): Promise<T> {
  return withRequestContext(ctx.db, ctx.auth, async (tx) => (await tx.query<T>(sql, params.values)).rows[0]);
}

function singleError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`, null);
}

function unwrapSingle(body: string): string {
  return body.slice(1, -1).trim();
}

function readOutcome(row: ReadRow, root: ReadNode, accept: AcceptInfo, prefs: Preferences): Outcome {
  const offset = root.offset ?? 0;
  const total = prefs.count ? row.total ?? row.n : undefined;
  const totalText = total === undefined ? '*' : String(total);
  const contentRange = row.n > 0 ? `${offset}-${offset + row.n - 1}/${totalText}` : `*/${totalText}`;
  if (accept.single) {
    if (row.n !== 1) throw singleError(row.n);
    return { status: 200, body: unwrapSingle(row.body), headers: { 'Content-Range': contentRange } };
  }
  let status = 200;
  if (total !== undefined) {
    if (offset > total && offset > 0) {
      throw new RestError(416, 'PGRST103', 'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`);
    }
    if (row.n < total) status = 206;
  }
  return { status, body: row.body, headers: { 'Content-Range': contentRange } };
}

async function handleWrite(
  request: Request, ctx: RestContext, schema: SchemaCache, relation: Relation, method: string,
): Promise<Outcome> {
  const url = new URL(request.url);
  const accept = parseAccept(request.headers.get('accept'));
  const prefs = parsePrefer(request.headers.get('prefer'));
  const representation = prefs.return === 'representation';
  const select = parseSelect(url.searchParams.get('select') ?? '*');
  const root = buildReadTree(schema, asTarget(relation), representation ? select : [{ kind: 'star' }], new AliasCounter());
  applyQuery(root, queryEntries(request));
  const params = new Params();
  const body = method === 'DELETE' ? undefined : parseJsonBody(await request.text());
  let cte: string | null;
  if (method === 'POST' || method === 'PUT') {
    if (body === undefined) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const onConflict = method === 'PUT' ? relation.primaryKey : parseOnConflict(url.searchParams.get('on_conflict'));
    cte = insertSql(relation, body, {
      columns: parseColumnsParam(url.searchParams.get('columns')),
      missingDefault: prefs.missingDefault,
      resolution: method === 'PUT' ? 'merge-duplicates' : prefs.resolution,
      onConflict,
    }, params);
  } else if (method === 'PATCH') {
    cte = updateSql(relation, body ?? {}, root, params);
  } else {
    cte = deleteSql(relation, root, params);
  }
  const created = method === 'POST' || method === 'PUT';
  const countText = (n: number) => (prefs.count ? String(n) : '*');
  const outcomeFor = (row: ReadRow): Outcome => {
    const range = created || row.n === 0 ? `*/${countText(row.n)}` : `0-${row.n - 1}/${countText(row.n)}`;
    const headers = { 'Content-Range': range };
    if (!representation) return { status: created ? 201 : 204, body: null, headers };
    if (accept.single) {
      if (row.n !== 1) throw singleError(row.n);
      return { status: created ? 201 : 200, body: unwrapSingle(row.body), headers };
    }
    return { status: created ? 201 : 200, body: row.body, headers };
  };
  if (cte === null) return outcomeFor({ body: '[]', n: 0 });
  const sql = writeStatement(cte, representation ? root : null, params, accept.stripNulls);
  return withRequestContext(ctx.db, ctx.auth, async (tx) => {
    const row = (await tx.query<ReadRow>(sql, params.values)).rows[0];
    if (prefs.strict && prefs.maxAffected !== undefined && method !== 'POST' && row.n > prefs.maxAffected) {
      throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${row.n} rows`);
    }
    const outcome = outcomeFor(row);
    if (prefs.rollback) throw new Rollback(outcome);
    return outcome;
  });
}

const RPC_RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', 'and', 'not.or', 'not.and']);

async function handleRpc(request: Request, ctx: RestContext, name: string): Promise<Outcome> {
  const method = request.method.toUpperCase();
  const accept = parseAccept(request.headers.get('accept'));
  const prefs = parsePrefer(request.headers.get('prefer'));
  const url = new URL(request.url);
  const query = queryEntries(request);
  let args: Record<string, unknown> = {};
  let argKeys = new Set<string>();
  if (method === 'POST') {
    const body = parseJsonBody(await request.text()) ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object of named arguments');
    }
    args = body as Record<string, unknown>;
  } else if (method !== 'GET' && method !== 'HEAD') {
    throw new RestError(405, 'PGRST101', 'Only GET, HEAD or POST requests are allowed for RPC');
  }
  const lookup = (schema: SchemaCache) => {
    if (method === 'POST') return findFunction(schema, name, Object.keys(args), prefs.singleObject);
    // GET: query parameters named like an argument are arguments, the rest filter the result.
    const keys = query.map(([k]) => k).filter((k) => !RPC_RESERVED.has(k) && !k.includes('.'));
    const overloads = schema.functions.get(name) ?? [];
    const fn = overloads
      .filter((f) => f.args.every((a) => a.name !== '' && (a.hasDefault || keys.includes(a.name))))
      .sort((a, b) => b.args.length - a.args.length)[0];
    if (!fn) return undefined;
    argKeys = new Set(fn.args.map((a) => a.name).filter((n) => keys.includes(n)));
    args = Object.fromEntries(query.filter(([k]) => argKeys.has(k)));
    return { fn, wholeBody: false };
  };
  let schema = await loadSchema(ctx.db);
  let match = lookup(schema);
  if (!match) {
    schema = await loadSchema(ctx.db, true);
    match = lookup(schema);
  }
  if (!match) {
    const names = method === 'POST' ? Object.keys(args) : query.map(([k]) => k).filter((k) => !RPC_RESERVED.has(k));
    throw functionNotFound(name, names);
  }
  const { fn } = match;
  const params = new Params();
  const { call, argsFrom } = callSql(match, args, params);
  const lateral = argsFrom ? `${argsFrom} cross join lateral ` : '';
  if (fn.returnKind === 'void') {
    await runOne(ctx, `select (${call})::text as v${argsFrom ? ` from ${argsFrom}` : ''}`, params);
    return { status: 204, body: null };
  }
  if (fn.returnKind === 'scalar' && !fn.returnsSet) {
    const row = await runOne<{ body: string | null }>(ctx, `select to_json(${call})::text as body${argsFrom ? ` from ${argsFrom}` : ''}`, params);
    return { status: 200, body: row.body ?? 'null' };
  }
  if (fn.returnKind === 'scalar') {
    const limit = url.searchParams.get('limit');
    const node: ReadNode = { name, columns: new Map(), alias: '_f', items: [], where: [], order: [] };
    if (limit !== null) applyQuery(node, [['limit', limit]]);
    const limitText = node.limit !== undefined ? ` limit ${params.add(node.limit)}` : '';
    const row = await runOne<ReadRow>(ctx, `select coalesce(json_agg(_s.v), '[]'::json)::text as body, count(*)::int as n from (select _f.v from ${lateral}${call} as _f(v)${limitText}) as _s`, params);
    return { status: 200, body: row.body, headers: { 'Content-Range': row.n ? `0-${row.n - 1}/*` : '*/*' } };
  }
  const root = buildReadTree(schema, { name, columns: fn.columns, embeddable: false },
    parseSelect(url.searchParams.get('select') ?? '*'), new AliasCounter());
  applyQuery(root, query, argKeys);
  applyRange(root, request.headers);
  const sql = readStatement(root, `${lateral}${call} as ${root.alias}`, params, {
    withTotal: Boolean(prefs.count), stripNulls: accept.stripNulls,
  });
  const row = await runOne<ReadRow>(ctx, sql, params);
  if (!fn.returnsSet) return { status: 200, body: row.n ? unwrapSingle(row.body) : 'null' };
  return readOutcome(row, root, accept, prefs);
}
