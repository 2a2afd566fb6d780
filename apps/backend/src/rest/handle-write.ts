// POST (insert, upsert), PUT, PATCH and DELETE on a table.
import { withRequestContext } from '../db/request-context';
import { RestError } from './errors';
import { parseAccept, parsePrefer } from './headers';
import { Rollback, queryEntries, readBodyText, runStatement, singleError, unwrapSingle, withinBudget, type Outcome, type ReadRow, type RestContext } from './outcome';
import { parseSelect } from './parse-select';
import { AliasCounter, applyQuery, buildReadTree, type Target } from './read-plan';
import type { Relation, SchemaCache } from './schema-cache';
import { Params } from './sql';
import { writeStatement } from './statements';
import { deleteSql, insertSql, parseColumnsParam, parseJsonBody, parseOnConflict, updateSql } from './write';

export const asTarget = (r: Relation): Target => ({ name: r.name, columns: r.columns, starColumns: r.starColumns, embeddable: true });

export async function handleWrite(
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
  const body = method === 'DELETE' ? undefined : parseJsonBody(await readBodyText(request, ctx));
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
  const strictCount = prefs.strict && prefs.maxAffected !== undefined && method !== 'POST';
  // Nothing to decide after the statement that could undo it: it runs as the request's one statement.
  if (!prefs.rollback && !strictCount && !(representation && accept.single)) {
    return outcomeFor((await runStatement<ReadRow>(ctx, sql, params)).rows[0]);
  }
  return withRequestContext(ctx.db, ctx.auth, async (tx) => {
    await withinBudget(ctx, tx, sql, params);
    const row = (await tx.query<ReadRow>(sql, params.values)).rows[0];
    if (strictCount && row.n > prefs.maxAffected!) {
      throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${row.n} rows`);
    }
    const outcome = outcomeFor(row);
    if (prefs.rollback) throw new Rollback(outcome);
    return outcome;
  }, ctx.statementTimeout, ctx.requestHeaders);
}

