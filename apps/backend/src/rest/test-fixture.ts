// Opens a test database with the REST fixture schema and data.
import type { Database } from '../db/database';
import { openTestDatabase } from '../db/test-database';
import { FIXTURE_DATA, FIXTURE_SQL } from './test-support';

export async function openFixtureDatabase(): Promise<Database> {
  const db = await openTestDatabase();
  await db.exec(FIXTURE_SQL);
  await db.exec(FIXTURE_DATA);
  return db;
}

export const SETUP_TIMEOUT = 120_000;
