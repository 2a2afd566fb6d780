// Whether a database holds every migration this process's code expects: supabase/migrations on disk compared with
// supabase_migrations.schema_migrations (what GET /ready reports, docs/operations.md#health-and-ready).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { findRepositoryRoot, parseMigrationName } from './migrate';
import type { Queryable } from './query-interface';

/** The migration files not yet applied, in file order (empty when the database is current). */
export async function pendingMigrations(db: Queryable, migrationsDir = join(findRepositoryRoot(), 'supabase', 'migrations')): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  return files.filter((file) => !applied.has(parseMigrationName(file).version));
}
