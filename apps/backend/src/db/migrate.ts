// Brings a database to the current schema: the platform bootstrap (what hosted Supabase
// provides), then supabase/migrations/*.sql in file order, each once, then supabase/seed.sql
// when the database was empty before.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './query-interface';
import { splitSqlStatements, type SqlStatement } from './split-sql';

export interface PrepareDatabaseOptions {
  /** Run supabase/seed.sql when no migration had been applied before (default true). */
  seed?: boolean;
  /** Folder of *.sql migrations (default: <repo>/supabase/migrations). */
  migrationsDir?: string;
  /** Seed file (default: <repo>/supabase/seed.sql). */
  seedFile?: string;
}

export interface PrepareDatabaseResult {
  /** File names of the migrations applied by this call, in order. */
  applied: string[];
  seeded: boolean;
}

const here = dirname(fileURLToPath(import.meta.url));
const bootstrapFile = join(here, 'bootstrap.sql');

/** The repository root: the nearest folder above this file holding supabase/migrations. */
export function findRepositoryRoot(start: string = here): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'supabase', 'migrations'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No supabase/migrations folder above ${start}`);
    dir = parent;
  }
}

export async function prepareDatabase(
  db: Database,
  opts: PrepareDatabaseOptions = {},
): Promise<PrepareDatabaseResult> {
  return withMigrationLock(db, () => migrate(db, opts));
}

/**
 * Several backends on one PostgreSQL start at once: each waits here until the one migrating has committed, then finds
 * nothing left to apply (docs/operations.md#several-backends). The lock is held by a transaction of its own on one
 * pooled connection while the migrations run on others; PGlite is one process's, with nothing to wait for.
 */
async function withMigrationLock<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return fn();
  return db.transaction(async (lock) => {
    await lock.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    return fn();
  });
}

/** The advisory lock key of the migrations (any constant no other code takes). */
export const MIGRATION_LOCK_KEY = 4_902_110;

async function migrate(db: Database, opts: PrepareDatabaseOptions): Promise<PrepareDatabaseResult> {
  const root = opts.migrationsDir && opts.seedFile ? '' : findRepositoryRoot();
  const migrationsDir = opts.migrationsDir ?? join(root, 'supabase', 'migrations');
  const seedFile = opts.seedFile ?? join(root, 'supabase', 'seed.sql');

  await applyBootstrap(db);

  const done = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const appliedVersions = new Set(done.rows.map((row) => row.version));
  const wasEmpty = appliedVersions.size === 0;

  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const { version, name } = parseMigrationName(file);
    if (appliedVersions.has(version)) continue;
    const path = join(migrationsDir, file);
    const sql = await readFile(path, 'utf8');
    await db.transaction(async (tx) => {
      const statements = await runFile(tx, path, sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, statements.map((statement) => statement.text)],
      );
    });
    appliedVersions.add(version);
    applied.push(file);
  }
  // Every backend serving this database reloads its REST schema cache, as PostgREST does on this notification
  // (src/rest/schema-cache.ts listens; docs/architecture/backend-state.md#the-rest-schema-cache).
  if (applied.length > 0) await db.query(`notify pgrst, 'reload schema'`);

  let seeded = false;
  if ((opts.seed ?? true) && wasEmpty && existsSync(seedFile)) {
    const sql = await readFile(seedFile, 'utf8');
    await db.transaction((tx) => runFile(tx, seedFile, sql));
    seeded = true;
  }
  return { applied, seeded };
}

/** What a hosted Supabase project provides before any migration (idempotent). */
export async function applyBootstrap(db: Database): Promise<void> {
  const bootstrap = await readFile(bootstrapFile, 'utf8');
  await db.transaction((tx) => runFile(tx, bootstrapFile, bootstrap));
}

/** Runs one SQL file in one transaction, statement by statement; a failure names the file and line. */
export async function applySqlFile(db: Database, path: string): Promise<void> {
  const sql = await readFile(path, 'utf8');
  await db.transaction((tx) => runFile(tx, path, sql));
}

/** Drops everything prepareDatabase creates inside one database (for tests on a real server). */
export async function resetDatabase(db: Database): Promise<void> {
  await db.exec(`
    drop schema if exists public cascade;
    drop schema if exists auth cascade;
    drop schema if exists storage cascade;
    drop schema if exists supabase_migrations cascade;
    drop schema if exists embedded_realtime cascade;
    drop schema if exists embedded_limits cascade;
    create schema public;
    grant usage on schema public to public;
  `);
}

/** '0001_inspection_types.sql' → version '0001', name 'inspection_types' (Supabase CLI style). */
export function parseMigrationName(file: string): { version: string; name: string } {
  const match = /^(\d+)_(.*)\.sql$/.exec(file);
  if (match) return { version: match[1], name: match[2] };
  return { version: file.replace(/\.sql$/, ''), name: file.replace(/\.sql$/, '') };
}

/** Runs a file statement by statement so that a failure can be named by file and line. */
async function runFile(tx: Queryable, path: string, sql: string): Promise<SqlStatement[]> {
  const statements = splitSqlStatements(sql);
  for (const statement of statements) {
    try {
      await tx.exec(statement.source);
    } catch (error) {
      throw migrationError(path, sql, statement, error);
    }
  }
  return statements;
}

/** Repository files by their path in the repository, others by file name. */
function displayPath(path: string): string {
  const root = (() => {
    try {
      return findRepositoryRoot();
    } catch {
      return undefined;
    }
  })();
  const inside = root ? relative(root, path) : '';
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside.split(sep).join('/') : basename(path);
}

function migrationError(path: string, sql: string, statement: SqlStatement, error: unknown): Error {
  const pgError = error as { message?: string; position?: string | number; code?: string };
  const position = Number(pgError.position);
  const offset =
    Number.isFinite(position) && position > 0
      ? statement.sourceOffset + position - 1
      : statement.textOffset;
  const line = sql.slice(0, offset).split('\n').length;
  const file = displayPath(path);
  const code = pgError.code ? ` (SQLSTATE ${pgError.code})` : '';
  const wrapped = new Error(`${file}:${line}: ${pgError.message ?? String(error)}${code}`, {
    cause: error,
  });
  return Object.assign(wrapped, { file, line, code: pgError.code });
}
