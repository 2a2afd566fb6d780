// pg_catalog → the typed model of one schema: what `supabase gen types typescript` (postgres-meta) and
// PostgREST's schema cache read (relations, columns, keys, relationships, functions, types), plus the
// definitions the schema drift test compares (constraints, indexes, policies, triggers, comments, privileges).
import type { Queryable } from '../db/query-interface';
import type { Catalog, CatalogConstraint, CatalogFunctionArg, CatalogIndex, CatalogTrigger } from './catalog-model';
import { FUNCTIONS_SQL, RELATIONSHIPS_SQL, RELATIONS_SQL, TYPES_SQL } from './catalog-queries';

const ARG_MODES: Record<string, CatalogFunctionArg['mode']> = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' };

interface RelationRow {
  id: number;
  name: string;
  relkind: string;
  is_updatable: boolean;
  row_security: boolean;
  force_row_security: boolean;
  comment: string | null;
  acl: string[] | null;
  definition: string | null;
  columns: Array<{
    name: string;
    type: string;
    format: string;
    not_null: boolean;
    default_value: string | null;
    identity: string;
    generated: string;
    is_updatable: boolean;
    comment: string | null;
    hidden_from: string[] | null;
  }> | null;
  primary_key: string[] | null;
  constraints: CatalogConstraint[] | null;
  indexes: CatalogIndex[] | null;
  policies: Array<{ name: string; command: string; permissive: boolean; roles: string[]; using: string | null; with_check: string | null }> | null;
  triggers: CatalogTrigger[] | null;
}

interface RelationshipRow {
  foreign_key_name: string;
  relation: string;
  columns: string[];
  is_one_to_one: boolean;
  referenced_relation: string;
  referenced_columns: string[];
}

interface FunctionRow {
  name: string;
  identity_arguments: string;
  arg_types: number[] | null;
  arg_type_names: string[] | null;
  arg_modes: string[] | null;
  arg_names: string[] | null;
  default_count: number;
  return_type_id: number;
  return_type: string;
  return_type_relation_id: number | null;
  return_columns: Array<{ name: string; type: string }> | null;
  is_set_returning: boolean;
  returns_trigger: boolean;
  security_definer: boolean;
  volatility: string;
  config: string[] | null;
  definition: string;
  comment: string | null;
  acl: string[] | null;
}

interface TypeRow {
  id: number;
  name: string;
  schema: string;
  enums: string[] | null;
  attributes: Array<{ name: string; type_id: number }> | null;
}

export async function readCatalog(db: Queryable, schema = 'public'): Promise<Catalog> {
  const relations = await db.query<RelationRow>(RELATIONS_SQL, [schema]);
  const relationships = await db.query<RelationshipRow>(RELATIONSHIPS_SQL, [schema]);
  const functions = await db.query<FunctionRow>(FUNCTIONS_SQL, [schema]);
  const types = await db.query<TypeRow>(TYPES_SQL, [schema]);
  return {
    schema,
    relations: relations.rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: ['v', 'm'].includes(row.relkind) ? 'view' : 'table',
      isUpdatable: row.is_updatable,
      columns: (row.columns ?? []).map((column) => ({
        name: column.name,
        type: column.type,
        format: column.format,
        isNullable: !column.not_null,
        defaultValue: column.default_value,
        identityGeneration: column.identity === 'a' ? 'ALWAYS' : column.identity === 'd' ? 'BY DEFAULT' : null,
        isGenerated: column.generated === 's',
        isUpdatable: column.is_updatable,
        comment: column.comment,
        hiddenFrom: column.hidden_from ?? [],
      })),
      primaryKey: row.primary_key ?? [],
      rowSecurity: row.row_security,
      forceRowSecurity: row.force_row_security,
      comment: row.comment,
      acl: row.acl,
      definition: row.definition,
      constraints: row.constraints ?? [],
      indexes: row.indexes ?? [],
      policies: (row.policies ?? []).map(({ with_check, ...policy }) => ({ ...policy, withCheck: with_check })),
      triggers: row.triggers ?? [],
    })),
    relationships: relationships.rows.map((row) => ({
      foreignKeyName: row.foreign_key_name,
      relation: row.relation,
      columns: row.columns,
      isOneToOne: row.is_one_to_one,
      referencedRelation: row.referenced_relation,
      referencedColumns: row.referenced_columns,
    })),
    functions: functions.rows.map((row) => {
      const typeIds = row.arg_types ?? [];
      const modes = row.arg_modes ?? typeIds.map(() => 'i');
      // pronargdefaults counts the last input arguments.
      const inputs = modes.map((mode, i) => (['i', 'b', 'v'].includes(mode) ? i : -1)).filter((i) => i >= 0);
      const withDefault = new Set(inputs.slice(inputs.length - row.default_count));
      return {
        name: row.name,
        identityArguments: row.identity_arguments,
        args: typeIds.map((typeId, i) => ({
          name: row.arg_names?.[i] ?? '',
          mode: ARG_MODES[modes[i]] ?? 'in',
          typeId,
          type: row.arg_type_names?.[i] ?? '',
          hasDefault: row.default_count > 0 && withDefault.has(i),
        })),
        returnTypeId: row.return_type_id,
        returnType: row.return_type,
        returnTypeRelationId: row.return_type_relation_id,
        returnColumns: row.return_columns ?? [],
        isSetReturning: row.is_set_returning,
        returnsTrigger: row.returns_trigger,
        securityDefiner: row.security_definer,
        volatility: row.volatility,
        config: row.config ?? [],
        definition: row.definition,
        comment: row.comment,
        acl: row.acl,
      };
    }),
    types: types.rows.map((row) => ({
      id: row.id,
      name: row.name,
      schema: row.schema,
      enums: row.enums ?? [],
      attributes: (row.attributes ?? []).map((a) => ({ name: a.name, typeId: a.type_id })),
    })),
  };
}
