// Opens a test database with the REST fixture schema and data; restFixture() is the set-up of the REST handler's test files.
import { afterAll, beforeAll } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../db/query-interface';
import { openTestDatabase } from '../db/test-database';
import { FIXTURE_DATA, FIXTURE_SQL, restClient } from './test-support';

export async function openFixtureDatabase(): Promise<Database> {
  const db = await openTestDatabase();
  await db.exec(FIXTURE_SQL);
  await db.exec(FIXTURE_DATA);
  return db;
}

export const SETUP_TIMEOUT = 120_000;

export interface RestFixture {
  /** The fixture database (in-memory PGlite, or a fresh database on PostgreSQL with BACKEND_TEST_DB=postgres). */
  readonly db: Database;
  /** A supabase-js client whose requests the REST handler answers in-process, as `authenticated`. */
  readonly sb: SupabaseClient;
}

/** The set-up of the REST handler's test files: `const fx = restFixture()` opens the fixture database before the file's tests and closes it after. */
export function restFixture(): RestFixture {
  let db: Database | undefined;
  let sb: SupabaseClient | undefined;
  beforeAll(async () => {
    db = await openFixtureDatabase();
    sb = restClient(db);
  }, SETUP_TIMEOUT);
  afterAll(() => db?.close());
  const opened = () => {
    if (!db || !sb) throw new Error('The REST fixture opens in beforeAll: use it inside hooks and tests');
    return { db, sb };
  };
  return {
    get db() {
      return opened().db;
    },
    get sb() {
      return opened().sb;
    },
  };
}
