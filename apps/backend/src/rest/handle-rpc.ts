// POST/GET/HEAD /rpc/{fn}.
import { RestError } from './errors';
import { parseAccept, parsePrefer } from './headers';
import { queryEntries, readBodyText, readOutcome, runOne, unwrapSingle, applyRange, type Outcome, type ReadRow, type RestContext } from './outcome';
import { parseSelect } from './parse-select';
import { AliasCounter, applyQuery, buildReadTree, type ReadNode } from './read-plan';
import { callSql, findFunction, functionNotFound } from './rpc';
import { closestName, loadSchema, schemaForRole, type SchemaCache } from './schema-cache';
import { Params } from './sql';
import { readStatement } from './statements';
import { parseJsonBody } from './write';

const RPC_RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', 'and', 'not.or', 'not.and']);

export async function handleRpc(request: Request, ctx: RestContext, name: string): Promise<Outcome> {
  const method = request.method.toUpperCase();
  const accept = parseAccept(request.headers.get('accept'));
  const prefs = parsePrefer(request.headers.get('prefer'));
  const url = new URL(request.url);
  const query = queryEntries(request);
  let args: Record<string, unknown> = {};
  let argKeys = new Set<string>();
  if (method === 'POST') {
    const body = parseJsonBody(await readBodyText(request, ctx)) ?? {};
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
  const schema = schemaForRole(await loadSchema(ctx.db), ctx.auth.role);
  const match = lookup(schema);
  if (!match) {
    const names = method === 'POST' ? Object.keys(args) : query.map(([k]) => k).filter((k) => !RPC_RESERVED.has(k));
    throw functionNotFound(name, names, schema.functions.has(name) ? null : closestName(name, schema.functions.keys()));
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

