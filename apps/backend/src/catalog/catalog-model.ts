// The typed model of one schema's system catalog (pg_catalog), read by readCatalog. One model feeds the
// REST schema cache (src/rest/schema-cache.ts), the type generator (src/typegen) and the schema drift test
// (migrations against supabase/schemas).

export interface CatalogColumn {
  name: string;
  /** format_type with the type modifier, as SQL spells it (`numeric(10,2)`, `timestamp with time zone`). */
  type: string;
  /** The type's name as pg_type spells it (`int4`, `_text`, a domain's base type). */
  format: string;
  isNullable: boolean;
  /** Default or generation expression; null when the column has neither. */
  defaultValue: string | null;
  identityGeneration: 'ALWAYS' | 'BY DEFAULT' | null;
  /** A stored generated column: defaultValue is its expression. */
  isGenerated: boolean;
  /** Views: whether an INSERT/UPDATE through the view may set it. */
  isUpdatable: boolean;
  comment: string | null;
  /** The API roles (anon, authenticated, service_role) that may not select it (column privileges). */
  hiddenFrom: string[];
}

export interface CatalogConstraint {
  name: string;
  /** pg_constraint.contype: c(heck), f(oreign key), p(rimary key), u(nique), x (exclusion), t(rigger). */
  type: string;
  definition: string;
}

export interface CatalogIndex {
  name: string;
  definition: string;
  comment: string | null;
}

export interface CatalogPolicy {
  name: string;
  /** pg_policy.polcmd: r (select), a (insert), w (update), d (delete), * (all). */
  command: string;
  permissive: boolean;
  roles: string[];
  using: string | null;
  withCheck: string | null;
}

export interface CatalogTrigger {
  name: string;
  definition: string;
  /** pg_trigger.tgenabled: O (origin and local), D (disabled), R, A. */
  enabled: string;
}

export interface CatalogRelation {
  id: number;
  name: string;
  kind: 'table' | 'view';
  /** Views only: PostgreSQL can insert into and update it (a simple view). */
  isUpdatable: boolean;
  columns: CatalogColumn[];
  primaryKey: string[];
  rowSecurity: boolean;
  forceRowSecurity: boolean;
  comment: string | null;
  /** Privileges as aclitem text, sorted; null = the owner's defaults. */
  acl: string[] | null;
  /** Views: pg_get_viewdef. */
  definition: string | null;
  constraints: CatalogConstraint[];
  indexes: CatalogIndex[];
  policies: CatalogPolicy[];
  triggers: CatalogTrigger[];
}

export interface CatalogRelationship {
  foreignKeyName: string;
  relation: string;
  columns: string[];
  /** The referencing columns are exactly a primary key or unique index of their table. */
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface CatalogFunctionArg {
  name: string;
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  typeId: number;
  /** format_type of the argument's type (`jsonb`, `timestamp with time zone`). */
  type: string;
  hasDefault: boolean;
}

export interface CatalogFunction {
  name: string;
  /** pg_get_function_identity_arguments: what tells overloads apart. */
  identityArguments: string;
  args: CatalogFunctionArg[];
  returnTypeId: number;
  /** format_type of the return type (`void`, `record`, `json`, a table's name). */
  returnType: string;
  /** The table or view (or composite type) whose row type the function returns, if any. */
  returnTypeRelationId: number | null;
  /** Columns of that row type. */
  returnColumns: Array<{ name: string; type: string }>;
  isSetReturning: boolean;
  /** Trigger functions are no API: the type generator leaves them out. */
  returnsTrigger: boolean;
  securityDefiner: boolean;
  /** i(mmutable), s(table), v(olatile). */
  volatility: string;
  /** SET clauses, e.g. `search_path=public, pg_temp`. */
  config: string[];
  /** pg_get_functiondef: the whole CREATE statement. */
  definition: string;
  comment: string | null;
  acl: string[] | null;
}

export interface CatalogType {
  id: number;
  name: string;
  schema: string;
  /** Enum labels in sort order (empty unless an enum). */
  enums: string[];
  /** Attributes of a free-standing composite type (empty otherwise). */
  attributes: Array<{ name: string; typeId: number }>;
}

export interface Catalog {
  schema: string;
  relations: CatalogRelation[];
  relationships: CatalogRelationship[];
  functions: CatalogFunction[];
  types: CatalogType[];
}
