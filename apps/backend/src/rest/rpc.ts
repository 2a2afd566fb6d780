// /rpc/{fn}: named arguments travel as one bound json parameter read by json_to_record;
// results render as PostgREST does (scalar, JSON, a row, or a filterable set of rows).
import { RestError } from './errors';
import type { DbFunction, SchemaCache } from './schema-cache';
import { Params, qualified, quoteIdent } from './sql';

const JSON_TYPES = new Set(['json', 'jsonb']);

export interface FunctionMatch {
  fn: DbFunction;
  /** The whole JSON body is the one json/jsonb argument. */
  wholeBody: boolean;
}

export function findFunction(schema: SchemaCache, name: string, argNames: string[], singleObject: boolean): FunctionMatch | undefined {
  const overloads = schema.functions.get(name) ?? [];
  if (!singleObject) {
    const named = overloads.find((f) =>
      f.args.every((x) => x.name !== '' && (x.hasDefault || argNames.includes(x.name))) &&
      argNames.every((a) => f.args.some((x) => x.name === a)),
    );
    if (named) return { fn: named, wholeBody: false };
  }
  const single = overloads.find((f) =>
    f.args.length === 1 && JSON_TYPES.has(f.args[0].type) && (singleObject || f.args[0].name === ''));
  return single ? { fn: single, wholeBody: true } : undefined;
}

export function functionNotFound(name: string, argNames: string[], near: string | null = null): RestError {
  const list = [...argNames].sort().join(', ');
  return new RestError(
    404, 'PGRST202',
    `Could not find the function public.${name}${list ? `(${list})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${name}${list ? ` with parameters ${list}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    near ? `Perhaps you meant to call the function public.${near}` : null,
  );
}

/** The call expression, and the FROM item that provides the arguments (or ''). */
export function callSql(match: FunctionMatch, args: Record<string, unknown>, params: Params): { call: string; argsFrom: string } {
  const { fn } = match;
  const name = qualified(fn.name);
  if (match.wholeBody) {
    return { call: `${name}(${params.add(JSON.stringify(args))}::${fn.args[0].type})`, argsFrom: '' };
  }
  const used = fn.args.filter((a) => a.name in args);
  if (used.length === 0) return { call: `${name}()`, argsFrom: '' };
  const record = used.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
  const call = `${name}(${used.map((a) => `${quoteIdent(a.name)} := _a.${quoteIdent(a.name)}`).join(', ')})`;
  return { call, argsFrom: `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${record})` };
}
