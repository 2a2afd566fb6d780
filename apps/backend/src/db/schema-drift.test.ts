// supabase/schemas says what the migrations build: all migrations go to one fresh database, the schema files
// (in supabase/config.toml's order) to another, and their catalogs must be the same, object by object: tables,
// columns (type, default, nullability, position, comment), constraints, indexes, policies with their
// expressions, functions with their whole definition (body, security, search_path), triggers, comments,
// privileges and row level security. A difference fails naming the object.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDifferences, catalogObjects } from '../catalog/catalog-differences';
import { readCatalog } from '../catalog';
import type { Database } from './query-interface';
import { applyDeclarativeSchema, schemaFilePaths } from './declarative-schema';
import { prepareDatabase } from './migrate';
import { openTestDatabase } from './test-database';

const SCHEMAS = ['public', 'storage', 'extensions', 'embedded_realtime', 'embedded_limits'];

let fromMigrations: Database;
let fromSchemaFiles: Database;

beforeAll(async () => {
  [fromMigrations, fromSchemaFiles] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await prepareDatabase(fromMigrations, { seed: false });
  await applyDeclarativeSchema(fromSchemaFiles);
}, 180_000);
afterAll(async () => {
  await fromMigrations?.close();
  await fromSchemaFiles?.close();
});

async function differences(): Promise<string[]> {
  const found: string[] = [];
  for (const schema of SCHEMAS) {
    found.push(...catalogDifferences(await readCatalog(fromMigrations, schema), await readCatalog(fromSchemaFiles, schema)));
  }
  return found;
}

describe('supabase/schemas', { timeout: 60_000 }, () => {
  it('holds the files of each area with database objects, in dependency order', async () => {
    const files = (await schemaFilePaths()).map((path) => path.split(/[\\/]/).slice(-2).join('/'));
    expect(files).toEqual([
      'schemas/shared.sql', 'schemas/forms.sql', 'schemas/forms-editor.sql', 'schemas/bookings.sql', 'schemas/bookings-list.sql', 'schemas/bookings-public.sql',
      'schemas/bookings-slots.sql', 'schemas/bookings-manage.sql', 'schemas/inspection-conditions.sql', 'schemas/inspection.sql', 'schemas/inspection-save.sql', 'schemas/reports-signatures.sql', 'schemas/reports.sql',
      'schemas/reports-builder.sql', 'schemas/reports-buyer-copy.sql',
      'schemas/crm.sql', 'schemas/audit.sql', 'schemas/messages-render.sql', 'schemas/messages.sql', 'schemas/business-profile.sql', 'schemas/phone-numbers.sql', 'schemas/crm-bookings.sql', 'schemas/remote-releases.sql', 'schemas/gateway-limits.sql', 'schemas/realtime.sql',
    ]);
  });

  it('builds the same catalog as the migrations', async () => {
    const objects = catalogObjects(await readCatalog(fromMigrations, 'public'));
    const kinds = new Map<string, number>();
    for (const name of objects.keys()) kinds.set(name.split(' ')[0], (kinds.get(name.split(' ')[0]) ?? 0) + 1);
    // Not an empty comparison: every kind of object of today's schema is there.
    expect(Object.fromEntries(kinds)).toMatchObject({ table: 23, policy: 64, function: 134, trigger: 58, index: 79 });
    expect(await differences()).toEqual([]);
  });

  it('names the object that differs: a policy, a function, a column', async () => {
    await fromSchemaFiles.exec(`
      alter policy "Staff can read bookings" on public.bookings using (true);
      create or replace function public.business_time_zone() returns text language sql immutable parallel safe
        set search_path = '' as $$ select 'UTC'::text $$;
      alter table public.leads alter column notes set default 'none';
      create index leads_notes_idx on public.leads (notes);`);
    const found = (await differences()).map((line) => line.split('\n')[0]);
    expect(found).toEqual([
      'policy "Staff can read bookings" on public.bookings: differs',
      'column public.leads.notes: differs',
      'function public.business_time_zone(): differs',
      'index public.leads_notes_idx: declared in supabase/schemas, not built by the migrations',
    ]);
  });
});
