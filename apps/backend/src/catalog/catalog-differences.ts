// Two catalogs of one schema as named objects (table, column, constraint, index, policy, trigger, function,
// type), and the objects where they differ: what the schema drift test reports, naming each object.
import type { Catalog } from './catalog-model';

/** Each object of the catalog under a name a reader can search for, with what defines it as text. */
export function catalogObjects(catalog: Catalog): Map<string, string> {
  const objects = new Map<string, string>();
  const put = (name: string, value: unknown) => objects.set(name, JSON.stringify(value, null, 1));
  const schema = catalog.schema;
  for (const r of catalog.relations) {
    const table = `${schema}.${r.name}`;
    put(`${r.kind} ${table}`, {
      rowSecurity: r.rowSecurity, forceRowSecurity: r.forceRowSecurity, comment: r.comment, acl: r.acl, definition: r.definition,
    });
    r.columns.forEach(({ name, format: _format, isUpdatable: _updatable, ...column }, position) =>
      put(`column ${table}.${name}`, { position, ...column }));
    for (const { name, ...constraint } of r.constraints) put(`constraint ${table}.${name}`, constraint);
    for (const { name, ...index } of r.indexes) put(`index ${schema}.${name}`, index);
    for (const { name, ...policy } of r.policies) put(`policy "${name}" on ${table}`, policy);
    for (const { name, ...trigger } of r.triggers) put(`trigger ${name} on ${table}`, trigger);
  }
  for (const { name, identityArguments, definition, comment, acl } of catalog.functions) {
    put(`function ${schema}.${name}(${identityArguments})`, { definition, comment, acl });
  }
  for (const t of catalog.types.filter((type) => type.schema === schema)) {
    put(`type ${schema}.${t.name}`, { enums: t.enums, attributes: t.attributes.map((a) => a.name) });
  }
  return objects;
}

/** One line per object that is missing, extra or different, with both definitions when different. */
export function catalogDifferences(fromMigrations: Catalog, fromSchemaFiles: Catalog): string[] {
  const expected = catalogObjects(fromMigrations);
  const actual = catalogObjects(fromSchemaFiles);
  const differences: string[] = [];
  for (const [name, definition] of expected) {
    const declared = actual.get(name);
    if (declared === undefined) differences.push(`${name}: built by the migrations, missing from supabase/schemas`);
    else if (declared !== definition) {
      differences.push(`${name}: differs\n  migrations: ${definition}\n  supabase/schemas: ${declared}`);
    }
  }
  for (const name of actual.keys()) {
    if (!expected.has(name)) differences.push(`${name}: declared in supabase/schemas, not built by the migrations`);
  }
  return differences;
}
