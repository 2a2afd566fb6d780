// Turns a parsed select list plus the query string into a tree of read nodes: one per
// relation, embedded ones resolved through foreign keys, each with its filters and order.
import { RestError, parseError } from './errors';
import {
  parseLogicTree, parseNonNegativeInt, parseOperation, parseOrder,
  type Condition, type OrderTerm,
} from './parse-filters';
import { countConditions, MAX_FILTER_CONDITIONS, tooManyConditions } from './filter-limits';
import { parseFieldPath, type FieldItem, type SelectItem } from './parse-select';
import type { Column, ForeignKey, SchemaCache } from './schema-cache';

export interface Embed {
  node: ReadNode;
  outputName: string;
  toOne: boolean;
  inner: boolean;
  /** `contacts()`: used for filtering only, not output. */
  hidden: boolean;
  /** Pairs of [child column, parent column]. */
  join: [string, string][];
}

export type PlanItem = { kind: 'star' } | FieldItem | { kind: 'embed'; embed: Embed };

export interface ReadNode {
  name: string;
  columns: Map<string, Column>;
  alias: string;
  /** What `*` stands for when the role may select only some columns (schemaForRole). */
  starColumns?: string[];
  items: PlanItem[];
  where: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface Target {
  name: string;
  columns: Map<string, Column>;
  starColumns?: string[];
  /** False for function results, which have no foreign keys. */
  embeddable: boolean;
}

export class AliasCounter {
  private n = 0;
  next() {
    return `_t${this.n++}`;
  }
}

export function buildReadTree(schema: SchemaCache, target: Target, items: SelectItem[], aliases: AliasCounter): ReadNode {
  const node: ReadNode = {
    name: target.name, columns: target.columns, starColumns: target.starColumns, alias: aliases.next(), items: [], where: [], order: [],
  };
  for (const item of items) {
    if (item.kind !== 'embed') {
      node.items.push(item);
      continue;
    }
    if (!target.embeddable) {
      throw new RestError(400, 'PGRST200', `Could not find a relationship between '${target.name}' and '${item.name}' in the schema cache`);
    }
    const rel = resolveRelationship(schema, target.name, item.name, item.hint);
    const child = schema.relations.get(rel.table)!;
    const childNode = buildReadTree(
      schema, { name: child.name, columns: child.columns, starColumns: child.starColumns, embeddable: true }, item.items, aliases,
    );
    node.items.push({
      kind: 'embed',
      embed: {
        node: childNode,
        outputName: item.alias ?? item.name,
        toOne: rel.toOne,
        inner: item.inner,
        hidden: item.items.length === 0,
        join: rel.join,
      },
    });
  }
  return node;
}

interface Relationship {
  table: string;
  toOne: boolean;
  join: [string, string][];
  fk: ForeignKey;
}

function resolveRelationship(schema: SchemaCache, parent: string, name: string, hint?: string): Relationship {
  const candidates: Relationship[] = [];
  const zip = (a: string[], b: string[]) => a.map((x, i) => [x, b[i]] as [string, string]);
  if (schema.relations.has(name)) {
    for (const fk of schema.foreignKeys) {
      if (fk.table === parent && fk.refTable === name) {
        candidates.push({ table: name, toOne: true, join: zip(fk.refColumns, fk.columns), fk });
      }
      if (fk.table === name && fk.refTable === parent) {
        candidates.push({ table: name, toOne: false, join: zip(fk.columns, fk.refColumns), fk });
      }
    }
  } else {
    for (const fk of schema.foreignKeys) {
      const byColumn = fk.columns.length === 1 && fk.columns[0] === name;
      if (fk.table === parent && (byColumn || fk.name === name)) {
        candidates.push({ table: fk.refTable, toOne: true, join: zip(fk.refColumns, fk.columns), fk });
      }
    }
  }
  let matches = candidates;
  if (hint) {
    matches = candidates.filter(
      (c) => c.fk.name === hint || (c.fk.columns.length === 1 && c.fk.columns[0] === hint),
    );
    // A self-reference matches the hint from both sides; the hint names the many-to-one column.
    if (matches.length === 2 && matches[0].fk === matches[1].fk) matches = matches.filter((c) => c.toOne);
  }
  if (matches.length === 0) {
    throw new RestError(
      400, 'PGRST200',
      `Could not find a relationship between '${parent}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
      null,
    );
  }
  if (matches.length > 1) {
    throw new RestError(
      300, 'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
      matches.map((m) => `${m.toOne ? 'many-to-one' : 'one-to-many'} using ${m.fk.name}`).join('; '),
      `Try changing '${name}' to one of the following: ${matches.map((m) => `'${name}!${m.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return matches[0];
}

const ROOT_RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

/** Applies filters, logic trees, order, limit and offset from the query string to the tree. */
export function applyQuery(root: ReadNode, query: [string, string][], skip: Set<string> = new Set()): void {
  let conditions = 0;
  const add = (node: ReadNode, condition: Condition) => {
    conditions += countConditions(condition);
    if (conditions > MAX_FILTER_CONDITIONS) throw tooManyConditions(conditions);
    node.where.push(condition);
  };
  for (const [key, value] of query) {
    if (skip.has(key) || (ROOT_RESERVED.has(key) && key !== 'order' && key !== 'limit' && key !== 'offset')) continue;
    const parts = key.split('.');
    let last = parts.pop()!;
    let negateLogic = false;
    if ((last === 'or' || last === 'and') && parts[parts.length - 1] === 'not') {
      parts.pop();
      negateLogic = true;
    }
    // A dotted key whose head is not an embed may still be a plain filter on a JSON path etc.
    const node = parts.length === 0 ? root : findEmbed(root, parts);
    if (last === 'or' || last === 'and') add(node, parseLogicTree(last, negateLogic, value));
    else if (last === 'order') node.order.push(...parseOrder(value));
    else if (last === 'limit') node.limit = parseNonNegativeInt(value, 'limit');
    else if (last === 'offset') node.offset = parseNonNegativeInt(value, 'offset');
    else if (findChild(node, last) && /^(not\.)?is\.null$/.test(value)) {
      add(node, { kind: 'embedNull', embed: last, negate: value.startsWith('not.') });
    } else {
      if (negateLogic) last = `not.${last}`;
      add(node, parseOperation(parseFieldPath(last, `filter (${key})`), value, false));
    }
  }
}

export function findChild(node: ReadNode, name: string): Embed | undefined {
  for (const item of node.items) if (item.kind === 'embed' && item.embed.outputName === name) return item.embed;
  return undefined;
}

function findEmbed(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const name of path) {
    const next = node.items.find(
      (i): i is { kind: 'embed'; embed: Embed } => i.kind === 'embed' && i.embed.outputName === name,
    );
    if (!next) {
      throw new RestError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null,
        `Verify that '${name}' is included in the 'select' query parameter.`);
    }
    node = next.embed.node;
  }
  return node;
}

export { parseError };
