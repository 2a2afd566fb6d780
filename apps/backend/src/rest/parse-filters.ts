// Filter values (`[not.]op.value`), logic trees (`or=(a.eq.1,and(b.gt.2,c.is.null))`) and
// `order=` terms, as PostgREST reads them from the query string.
import { RestError, parseError } from './errors';
import { parseFieldPath, type FieldPath } from './parse-select';

export type Operator =
  | 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch'
  | 'in' | 'is' | 'isdistinct' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj'
  | 'fts' | 'plfts' | 'phfts' | 'wfts';

const OPERATORS = new Set<string>([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is',
  'isdistinct', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
]);
const QUANTIFIABLE = new Set(['eq', 'like', 'ilike', 'gt', 'gte', 'lt', 'lte', 'match', 'imatch']);

export interface ExprCondition {
  kind: 'expr';
  field: FieldPath;
  negate: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  config?: string;
  /** A string for most operators, a list for `in`. */
  value: string | string[];
}

export interface LogicCondition {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

/** `embed=is.null` / `embed=not.is.null`: keeps parents without / with a matching embedded row. */
export interface EmbedNullCondition {
  kind: 'embedNull';
  embed: string;
  negate: boolean;
}

export type Condition = ExprCondition | LogicCondition | EmbedNullCondition;

export interface OrderTerm {
  /** `order=contacts(full_name)`: a column of a many-to-one embed. */
  embed?: string;
  field: FieldPath;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

const OP_PATTERN = /^([a-z]+)(?:\((any|all)\)|\(([A-Za-z_][A-Za-z0-9_]*)\))?\.([\s\S]*)$/;

/** Parses `[not.]op[(any|all)|(config)].value` for the given field. */
export function parseOperation(field: FieldPath, text: string, inLogicTree: boolean): ExprCondition {
  let negate = false;
  let rest = text;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = OP_PATTERN.exec(rest);
  if (!m || !OPERATORS.has(m[1])) {
    throw parseError(`filter (${text})`, `unknown or missing operator in "${text}"`);
  }
  const op = m[1] as Operator;
  const quantifier = m[2] as 'any' | 'all' | undefined;
  if (quantifier && !QUANTIFIABLE.has(op)) throw parseError(`filter (${text})`, `${op} does not take (${quantifier})`);
  const config = m[3];
  if (config && !op.endsWith('fts')) throw parseError(`filter (${text})`, `${op} does not take a configuration`);
  let raw = m[4];
  if (op === 'in') return { kind: 'expr', field, negate, op, value: parseList(raw, text) };
  if (inLogicTree) raw = unquote(raw);
  return { kind: 'expr', field, negate, op, quantifier, config, value: raw };
}

function unquote(s: string): string {
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) {
    return s.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return s;
}

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(s: string, source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(`logic tree (${source})`, 'unbalanced parentheses');
    } else if (ch === ',' && depth === 0) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || quoted) throw parseError(`logic tree (${source})`, 'unbalanced parentheses or quotes');
  parts.push(s.slice(start));
  return parts;
}

function parseList(raw: string, source: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`filter (${source})`, 'expecting "(" list ")"');
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner, source).map(unquote);
}

/** `or`/`and` parameter value: `(cond,cond,...)`. */
/** and/or trees nest at most this deep (deeper ones only cost the database). */
export const MAX_LOGIC_DEPTH = 32;

export function parseLogicTree(op: 'and' | 'or', negate: boolean, value: string, depth = 1): LogicCondition {
  if (depth > MAX_LOGIC_DEPTH) {
    throw new RestError(400, 'PGRST100', `Logic trees (and/or) may nest at most ${MAX_LOGIC_DEPTH} levels deep`, null, null);
  }
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(`logic tree (${value})`, 'expecting "(" at the start and ")" at the end');
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') throw parseError(`logic tree (${value})`, 'empty logic tree');
  const children = splitTopLevel(inner, value).map((part) => parseLogicItem(part.trim(), value, depth));
  return { kind: 'logic', op, negate, children };
}

function parseLogicItem(part: string, source: string, depth: number): Condition {
  const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(part);
  if (nested) return parseLogicTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3], depth + 1);
  const dot = fieldEnd(part);
  if (dot < 0) throw parseError(`logic tree (${source})`, `expecting field.operator.value in "${part}"`);
  const field = parseFieldPath(part.slice(0, dot), `logic tree (${source})`);
  return parseOperation(field, part.slice(dot + 1), true);
}

/** Index of the dot that ends the field name (outside a quoted name). */
function fieldEnd(s: string): number {
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '"') quoted = !quoted;
    else if (s[i] === '.' && !quoted) return i;
  }
  return -1;
}

export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value, value)
    .filter((t) => t !== '')
    .map((term) => {
      const end = fieldEnd(term);
      const related = /^([^().]+)\(([^()]+)\)(?:\.(.*))?$/.exec(term);
      const fieldText = related ? related[2] : end < 0 ? term : term.slice(0, end);
      const modText = related ? related[3] : end < 0 ? undefined : term.slice(end + 1);
      const mods = modText === undefined ? [] : modText.split('.');
      const out: OrderTerm = { field: parseFieldPath(fieldText, `order (${value})`) };
      if (related) out.embed = related[1];
      for (const mod of mods) {
        if (mod === 'asc' || mod === 'desc') out.direction = mod;
        else if (mod === 'nullsfirst') out.nulls = 'first';
        else if (mod === 'nullslast') out.nulls = 'last';
        else throw parseError(`order (${value})`, `unexpected "${mod}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
      }
      return out;
    });
}

export function parseNonNegativeInt(value: string, what: string): number {
  if (!/^\d+$/.test(value)) throw parseError(`${what} parameter (${value})`, 'expecting a non-negative integer');
  return Number(value);
}
