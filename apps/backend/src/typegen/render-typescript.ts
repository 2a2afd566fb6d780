// Writes a catalog out as the TypeScript file `supabase gen types typescript` produces (postgres-meta's template,
// laid out as its prettier run lays it out), so code typed against it works unchanged against hosted Supabase.
import type { Catalog, CatalogColumn, CatalogFunction, CatalogRelation, CatalogType } from '../catalog';
import { HELPER_TYPES } from './helper-types-template';

export interface RenderOptions {
  /** Comment lines put at the top of the file. */
  header?: string[];
  /** Written as `__InternalSupabase.PostgrestVersion`; supabase-js reads it to pick PostgREST-version features. */
  postgrestVersion?: string;
}

const NUMBER_TYPES = ['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'];
const STRING_TYPES = ['bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid', 'vector'];
const LINE_WIDTH = 80;

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));
const pad = (depth: number) => '  '.repeat(depth);

export function renderTypescript(catalog: Catalog, options: RenderOptions = {}): string {
  const { schema } = catalog;
  const tables = catalog.relations.filter((r) => r.kind === 'table').sort(byName);
  const views = catalog.relations.filter((r) => r.kind === 'view').sort(byName);
  const schemaTypes = catalog.types.filter((t) => t.schema === schema);
  const enums = schemaTypes.filter((t) => t.enums.length > 0).sort(byName);
  const composites = schemaTypes.filter((t) => t.attributes.length > 0).sort(byName);
  const typeById = new Map(catalog.types.map((t) => [t.id, t]));
  const relationById = new Map(catalog.relations.map((r) => [r.id, r]));
  const ref = (...path: string[]) => `Database${path.map((p) => `[${JSON.stringify(p)}]`).join('')}`;

  function tsType(pgType: string): string {
    if (pgType === 'bool') return 'boolean';
    if (NUMBER_TYPES.includes(pgType)) return 'number';
    if (STRING_TYPES.includes(pgType)) return 'string';
    if (pgType === 'json' || pgType === 'jsonb') return 'Json';
    if (pgType === 'void') return 'undefined';
    if (pgType === 'record') return 'Record<string, unknown>';
    if (pgType.startsWith('_')) {
      const element = tsType(pgType.slice(1));
      return /[\s|]/.test(element) ? `(${element})[]` : `${element}[]`;
    }
    if (enums.some((t) => t.name === pgType)) return ref(schema, 'Enums', pgType);
    if (composites.some((t) => t.name === pgType)) return ref(schema, 'CompositeTypes', pgType);
    if (tables.some((t) => t.name === pgType)) return ref(schema, 'Tables', pgType, 'Row');
    if (views.some((t) => t.name === pgType)) return ref(schema, 'Views', pgType, 'Row');
    return 'unknown';
  }
  const tsTypeOfId = (id: number) => {
    const type: CatalogType | undefined = typeById.get(id);
    return type ? tsType(type.name) : 'unknown';
  };
  const sortedColumns = (relation: CatalogRelation) => [...relation.columns].sort(byName);
  const nullable = (column: CatalogColumn) => (column.isNullable ? ' | null' : '');

  const out: string[] = [];
  const line = (depth: number, text: string) => out.push(text ? pad(depth) + text : '');
  /** `name: {` ... `}` with the body's lines, or `name: { [_ in never]: never }` when there are none. */
  function block(depth: number, name: string, body: (depth: number) => void, close = '}') {
    line(depth, `${name}: {`);
    const before = out.length;
    body(depth + 1);
    if (out.length === before) line(depth + 1, '[_ in never]: never');
    line(depth, close);
  }
  /** An object type on one line if it fits, else one member per line. */
  function inlineOrBlock(depth: number, prefix: string, members: string[], suffix = '') {
    const oneLine = `${prefix}{ ${members.join('; ')} }${suffix}`;
    if (pad(depth).length + oneLine.length <= LINE_WIDTH) return line(depth, oneLine);
    line(depth, `${prefix}{`);
    for (const member of members) line(depth + 1, member);
    line(depth, `}${suffix}`);
  }

  for (const comment of options.header ?? []) line(0, comment ? `// ${comment}` : '//');
  if (options.header?.length) line(0, '');
  line(0, 'export type Json =');
  for (const member of ['string', 'number', 'boolean', 'null', '{ [key: string]: Json | undefined }', 'Json[]']) line(1, `| ${member}`);
  line(0, '');
  line(0, 'export type Database = {');
  if (options.postgrestVersion) {
    line(1, '// Allows to automatically instantiate createClient with right options');
    line(1, "// instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)");
    block(1, '__InternalSupabase', (d) => line(d, `PostgrestVersion: ${JSON.stringify(options.postgrestVersion)}`));
  }
  block(1, key(schema), (d) => {
    block(d, 'Tables', (d) => {
      for (const table of tables) {
        block(d, key(table.name), (d) => {
          block(d, 'Row', (d) => {
            for (const c of sortedColumns(table)) line(d, `${key(c.name)}: ${tsType(c.format)}${nullable(c)}`);
          });
          block(d, 'Insert', (d) => {
            for (const c of sortedColumns(table)) {
              if (c.identityGeneration === 'ALWAYS') line(d, `${key(c.name)}?: never`);
              else {
                const optional = c.isNullable || c.identityGeneration !== null || c.defaultValue !== null;
                line(d, `${key(c.name)}${optional ? '?' : ''}: ${tsType(c.format)}${nullable(c)}`);
              }
            }
          });
          block(d, 'Update', (d) => {
            for (const c of sortedColumns(table)) {
              line(d, c.identityGeneration === 'ALWAYS' ? `${key(c.name)}?: never` : `${key(c.name)}?: ${tsType(c.format)}${nullable(c)}`);
            }
          });
          relationshipsOf(d, table);
        });
      }
    });
    block(d, 'Views', (d) => {
      for (const view of views) {
        block(d, key(view.name), (d) => {
          block(d, 'Row', (d) => {
            for (const c of sortedColumns(view)) line(d, `${key(c.name)}: ${tsType(c.format)}${nullable(c)}`);
          });
          if (view.isUpdatable) {
            for (const what of ['Insert', 'Update']) {
              block(d, what, (d) => {
                for (const c of sortedColumns(view)) {
                  line(d, c.isUpdatable ? `${key(c.name)}?: ${tsType(c.format)} | null` : `${key(c.name)}?: never`);
                }
              });
            }
          }
          relationshipsOf(d, view);
        });
      }
    });
    block(d, 'Functions', (d) => {
      const callable = catalog.functions.filter(isCallableThroughRpc).sort(byName);
      const names = [...new Set(callable.map((f) => f.name))];
      for (const name of names) {
        const overloads = callable.filter((f) => f.name === name);
        if (overloads.length === 1) functionEntry(d, `${key(name)}: `, overloads[0], '');
        else {
          line(d, `${key(name)}:`);
          overloads.forEach((f) => functionEntry(d + 1, '| ', f, ''));
        }
      }
    });
    block(d, 'Enums', (d) => {
      for (const e of enums) {
        const variants = e.enums.map((v) => JSON.stringify(v));
        const oneLine = `${key(e.name)}: ${variants.join(' | ')}`;
        if (pad(d).length + oneLine.length <= LINE_WIDTH) line(d, oneLine);
        else {
          line(d, `${key(e.name)}:`);
          for (const v of variants) line(d + 1, `| ${v}`);
        }
      }
    });
    block(d, 'CompositeTypes', (d) => {
      for (const type of composites) {
        block(d, key(type.name), (d) => {
          for (const a of type.attributes) line(d, `${key(a.name)}: ${tsTypeOfId(a.typeId)} | null`);
        });
      }
    });
  });
  line(0, '}');
  out.push('', HELPER_TYPES.replaceAll('%SCHEMA%', JSON.stringify(schema)), '');
  line(0, 'export const Constants = {');
  line(1, `${key(schema)}: {`);
  if (enums.length === 0) line(2, 'Enums: {},');
  else {
    line(2, 'Enums: {');
    for (const e of enums) line(3, `${key(e.name)}: [${e.enums.map((v) => JSON.stringify(v)).join(', ')}],`);
    line(2, '},');
  }
  line(1, '},');
  line(0, '} as const');
  return out.join('\n') + '\n';

  function relationshipsOf(depth: number, relation: CatalogRelation) {
    const list = catalog.relationships
      .filter((r) => r.relation === relation.name)
      .sort((a, b) => compare(a.foreignKeyName, b.foreignKeyName) || compare(a.referencedRelation, b.referencedRelation));
    if (list.length === 0) return line(depth, 'Relationships: []');
    line(depth, 'Relationships: [');
    for (const r of list) {
      line(depth + 1, '{');
      line(depth + 2, `foreignKeyName: ${JSON.stringify(r.foreignKeyName)}`);
      line(depth + 2, `columns: ${stringArray(r.columns)}`);
      line(depth + 2, `isOneToOne: ${r.isOneToOne}`);
      line(depth + 2, `referencedRelation: ${JSON.stringify(r.referencedRelation)}`);
      line(depth + 2, `referencedColumns: ${stringArray(r.referencedColumns)}`);
      line(depth + 1, '},');
    }
    line(depth, ']');
  }

  function functionEntry(depth: number, prefix: string, fn: CatalogFunction, suffix: string) {
    const inArgs = fn.args.filter((a) => a.mode === 'in').sort(byName);
    const args = inArgs.map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsTypeOfId(a.typeId)}`);
    const argsType = inArgs.length === 0 ? 'never' : `{ ${args.join('; ')} }`;
    const returns = returnsOf(fn);
    const oneLine = `${prefix}{ Args: ${argsType}; Returns: ${returns.join(' ')} }${suffix}`;
    if (returns.length === 1 && pad(depth).length + oneLine.length <= LINE_WIDTH) return line(depth, oneLine);
    line(depth, `${prefix}{`);
    if (inArgs.length === 0) line(depth + 1, 'Args: never');
    else inlineOrBlock(depth + 1, 'Args: ', args);
    if (returns.length === 1) line(depth + 1, `Returns: ${returns[0]}`);
    else {
      line(depth + 1, `Returns: ${returns[0]}`);
      for (const member of returns.slice(1, -1)) line(depth + 2, member);
      line(depth + 1, returns[returns.length - 1]);
    }
    line(depth, `}${suffix}`);
  }

  /** The Returns type as lines: one line for a plain type, `{`, members, `}[]` for rows. */
  function returnsOf(fn: CatalogFunction): string[] {
    const set = fn.isSetReturning ? '[]' : '';
    const tableArgs = fn.args.filter((a) => a.mode === 'table');
    const rowMembers = tableArgs.length
      ? [...tableArgs].sort(byName).map((a) => `${key(a.name)}: ${tsTypeOfId(a.typeId)}`)
      : fn.returnTypeRelationId !== null && relationById.has(fn.returnTypeRelationId)
        ? sortedColumns(relationById.get(fn.returnTypeRelationId)!).map((c) => `${key(c.name)}: ${tsType(c.format)}${nullable(c)}`)
        : null;
    if (!rowMembers) return [`${tsTypeOfId(fn.returnTypeId)}${set}`];
    return ['{', ...rowMembers, `}${set}`];
  }
}

/** postgres-meta leaves out trigger functions and those PostgREST cannot call by named arguments: all inputs named, or exactly one. */
function isCallableThroughRpc(fn: CatalogFunction): boolean {
  if (fn.returnsTrigger) return false;
  const inputs = fn.args.filter((a) => ['in', 'inout', 'variadic'].includes(a.mode));
  return !inputs.some((a) => a.name === '') || inputs.length === 1;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const stringArray = (values: string[]) => `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;
