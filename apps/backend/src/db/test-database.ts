// Opens the database a test file works on: in-memory PGlite, or, when DATABASE_URL is set, a
// fresh database on that PostgreSQL server (one per test file, so files can run in parallel),
// dropped again on close.
import { randomUUID } from 'node:crypto';
import { openDatabase } from './database';
import type { Database } from './query-interface';
import { resetDatabase } from './migrate';

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase();
  const admin = await openDatabase({ url });
  const name = `inspection_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  try {
    await admin.exec(`create database ${name}`);
  } catch {
    // Not allowed to create databases: work in the given one, emptied first.
    await resetDatabase(admin);
    return admin;
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ url: target.toString() });
  return {
    ...db,
    kind: db.kind,
    async close() {
      await db.close();
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
