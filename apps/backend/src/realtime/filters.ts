// A postgres_changes binding's `filter`: `column=op.value` with op one of eq, neq, lt, lte, gt, gte, in (`in.(a,b)`),
// optionally `not.`-prefixed, several joined by commas (all must hold), values in double quotes when they hold , ( or ).
// Values compare as the column's type: numbers as numbers, times as instants, booleans, the rest as text.
import type { Column } from './published-tables';

const OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;
type Operator = (typeof OPERATORS)[number];

export interface Condition {
  column: string;
  operator: Operator;
  negated: boolean;
  values: string[];
  kind: 'number' | 'time' | 'boolean' | 'text';
}

export class FilterError extends Error {}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const TIME_TYPES = new Set(['timestamptz', 'timestamp', 'date']);

/** Parses a filter against the columns the subscriber may read; throws FilterError naming what is wrong. */
export function parseFilter(filter: string, columns: Column[]): Condition[] {
  return splitOutside(filter, ',').map((part) => {
    const match = /^([^=]+)=(not\.)?([a-z]+)\.(.*)$/s.exec(part.trim());
    if (!match) throw new FilterError(`Invalid filter "${part}": expected column=operator.value`);
    const [, column, not, operator, raw] = match;
    if (!OPERATORS.includes(operator as Operator)) {
      throw new FilterError(`Invalid filter operator "${operator}": use one of ${OPERATORS.join(', ')}`);
    }
    const found = columns.find((c) => c.name === column);
    if (!found) throw new FilterError(`Invalid column for filter ${column}`);
    let values: string[];
    if (operator === 'in') {
      const list = /^\((.*)\)$/s.exec(raw);
      if (!list) throw new FilterError(`Invalid filter "${part}": in takes a list, in.(a,b)`);
      values = splitOutside(list[1], ',').map(unquote);
      if (values.length > 100) throw new FilterError('Invalid filter: at most 100 values in a list');
    } else values = [unquote(raw)];
    const kind = NUMBER_TYPES.has(found.type) ? 'number' : TIME_TYPES.has(found.type) ? 'time' : found.type === 'bool' ? 'boolean' : 'text';
    return { column, operator: operator as Operator, negated: Boolean(not), values, kind };
  });
}

export function matchesFilter(conditions: Condition[], record: Record<string, unknown> | null | undefined): boolean {
  if (!record) return false;
  return conditions.every((condition) => matchesCondition(condition, record[condition.column]) !== condition.negated);
}

function matchesCondition(condition: Condition, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  const compare = (wanted: string) => compareAs(condition.kind, value, wanted);
  switch (condition.operator) {
    case 'eq':
      return compare(condition.values[0]) === 0;
    case 'neq':
      return compare(condition.values[0]) !== 0;
    case 'lt':
      return compare(condition.values[0]) < 0;
    case 'lte':
      return compare(condition.values[0]) <= 0;
    case 'gt':
      return compare(condition.values[0]) > 0;
    case 'gte':
      return compare(condition.values[0]) >= 0;
    case 'in':
      return condition.values.some((wanted) => compare(wanted) === 0);
  }
}

/** <0, 0, >0 as the stored value sorts before, with or after the filter's; NaN when they cannot be compared. */
function compareAs(kind: Condition['kind'], value: unknown, wanted: string): number {
  if (kind === 'number') return Number(value) - Number(wanted);
  if (kind === 'time') return Date.parse(String(value)) - Date.parse(wanted);
  if (kind === 'boolean') return String(value) === String(wanted === 't' ? true : wanted === 'f' ? false : wanted) ? 0 : NaN;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text < wanted ? -1 : text > wanted ? 1 : 0;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return /^".*"$/s.test(trimmed) ? trimmed.slice(1, -1).replaceAll('\\"', '"') : trimmed;
}

/** Splits on `separator` outside double quotes and parentheses. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' && text[i - 1] !== '\\') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    else if (!quoted && depth === 0 && ch === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
