// Vitest global set-up. Every test file starts a backend of its own; migrating and seeding each one took most of the
// suite's time, so this prepares one database once and each file starts from a copy (start-test-backend.ts):
// - on PGlite, a dump of a migrated and seeded data folder (loading it also skips initdb);
// - with BACKEND_TEST_DB=postgres, one PostgreSQL 15 server for the whole run and a migrated, seeded template
//   database on it; each file works in its own copy (DATABASE_URL names the server).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startBackend, type StartBackendOptions } from '../server';
import { startPostgresServer, type PostgresServer } from './postgres-server';
import { PG_TEMPLATE_ENV, PGLITE_SNAPSHOT_ENV, PREPARED_DAY_ENV, preparedDay, TEST_JWT_SECRET } from './start-test-backend';

const TEMPLATE = 'backend_test_template';
let server: PostgresServer | undefined;
let snapshotFolder: string | undefined;

export async function setup(project: TestProject) {
  // Read before preparing: a run that starts just before midnight then prepares afresh after it.
  process.env[PREPARED_DAY_ENV] = preparedDay();
  if (process.env.BACKEND_TEST_DB === 'postgres') {
    server = await startPostgresServer();
    process.env.DATABASE_URL = server.url;
    project.provide('postgresUrl', server.url);
    await createTemplate(server.url);
    process.env[PG_TEMPLATE_ENV] = TEMPLATE;
    return;
  }
  snapshotFolder = await mkdtemp(join(tmpdir(), 'backend-snapshot-'));
  const file = join(snapshotFolder, 'pglite.tar');
  const backend = await startPrepared({ dataDir: 'memory' });
  try {
    await writeFile(file, Buffer.from(await (await backend.db.dumpDataDir!()).arrayBuffer()));
  } finally {
    await backend.close();
  }
  process.env[PGLITE_SNAPSHOT_ENV] = file;
}

export async function teardown() {
  await server?.stop();
  if (snapshotFolder) await rm(snapshotFolder, { recursive: true, force: true });
}

/** The start startTestBackend would make, migrating and seeding the database once. */
function startPrepared(target: Pick<StartBackendOptions, 'dataDir' | 'databaseUrl'>) {
  return startBackend({ jwtSecret: TEST_JWT_SECRET, messages: false, port: 0, log: false, ...target });
}

async function createTemplate(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE}`;
  const backend = await startPrepared({ databaseUrl: url.toString() });
  await backend.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl?: string;
  }
}
