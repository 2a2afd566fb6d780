// supabase/schemas: today's definition of each area, applied in the order supabase/config.toml gives
// ([db.migrations] schema_paths), as `supabase db diff` reads them. Used by the schema drift test to build a
// database from the declarations alone and compare its catalog with the migrations'.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Database } from './query-interface';
import { applyBootstrap, applySqlFile, findRepositoryRoot } from './migrate';

/** The schema files, in order, from supabase/config.toml's [db.migrations] schema_paths. */
export async function schemaFilePaths(root: string = findRepositoryRoot()): Promise<string[]> {
  const supabaseDir = join(root, 'supabase');
  const config = await readFile(join(supabaseDir, 'config.toml'), 'utf8');
  const section = /^\[db\.migrations\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(config)?.[1] ?? '';
  const list = /^schema_paths\s*=\s*\[([\s\S]*?)\]/m.exec(section)?.[1];
  if (list === undefined) throw new Error('supabase/config.toml has no [db.migrations] schema_paths');
  const paths = [...list.matchAll(/"([^"]+)"/g)].map((match) => resolve(supabaseDir, match[1]));
  if (paths.length === 0) throw new Error('supabase/config.toml lists no schema_paths');
  return paths;
}

/** The platform bootstrap, then every schema file in order (each in its own transaction). */
export async function applyDeclarativeSchema(db: Database, root?: string): Promise<string[]> {
  const files = await schemaFilePaths(root);
  await applyBootstrap(db);
  for (const file of files) await applySqlFile(db, file);
  return files;
}
