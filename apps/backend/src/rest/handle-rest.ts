// Entry point of /rest/v1: parses a PostgREST request, compiles it to one SQL statement
// and runs it inside the caller's role and claims so row level security decides.
import { RestError, fromDatabaseError } from './errors';
import { parseAccept, parsePrefer } from './headers';
import { asTarget, handleWrite } from './handle-write';
import { handleRpc } from './handle-rpc';
import { Rollback, applyRange, queryEntries, readOutcome, runOne, type Outcome, type ReadRow, type RestContext } from './outcome';
import { parseSelect } from './parse-select';
import { AliasCounter, applyQuery, buildReadTree } from './read-plan';
import { closestName, invalidateSchemaCache, loadSchema, schemaForRole, type Relation, type SchemaCache } from './schema-cache';
import { Params, qualified } from './sql';
import { isStaffClaims } from '../auth/staff-claim';
import { readStatement } from './statements';

export type { RestContext } from './outcome';

const JSON_TYPE = 'application/json; charset=utf-8';

export async function handleRest(request: Request, ctx: RestContext): Promise<Response> {
  let outcome: Outcome;
  try {
    const method = request.method.toUpperCase();
    outcome = await route(request, { ...ctx, readOnly: method === 'GET' || method === 'HEAD' });
  } catch (error) {
    if (error instanceof Rollback) outcome = error.outcome;
    else {
      const err = fromDatabaseError(error, ctx.auth.role);
      // A vanished table or function means the schema changed; only staff may make everyone reload
      // it (an anonymous filter with a wrong operator also raises 42883).
      if ((err.code === '42P01' || err.code === '42883') && isStaffClaims(ctx.auth.claims)) invalidateSchemaCache(ctx.db);
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
  if (path.startsWith('/rpc/')) return handleRpc(request, ctx, decodePath(path.slice(5)));
  const name = decodePath(path.replace(/^\//, ''));
  if (name === '' || name.includes('/')) {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  const { schema, relation } = await findRelation(ctx, name);
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return handleRead(request, ctx, schema, relation);
  if (method === 'POST' || method === 'PATCH' || method === 'DELETE' || method === 'PUT') {
    return handleWrite(request, ctx, schema, relation, method);
  }
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

function decodePath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
}

async function findRelation(ctx: RestContext, name: string): Promise<{ schema: SchemaCache; relation: Relation }> {
  // A miss is answered from the cache (see schema-cache.ts for when it is re-read).
  const schema = schemaForRole(await loadSchema(ctx.db), ctx.auth.role);
  const relation = schema.relations.get(name);
  if (!relation) {
    const near = closestName(name, schema.relations.keys());
    throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null,
      near ? `Perhaps you meant the table 'public.${near}'` : null);
  }
  return { schema, relation };
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

