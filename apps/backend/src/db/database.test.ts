// PGlite's durability settings: in memory there is nothing to recover after a crash, so the WAL skips full-page
// images; a data folder on disk keeps them (a torn page there would otherwise be unrecoverable).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import type { Database } from './query-interface';

const opened: Database[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function open(options: Parameters<typeof openDatabase>[0]): Promise<Database> {
  const db = await openDatabase(options);
  opened.push(db);
  return db;
}

async function fullPageWrites(db: Database): Promise<string> {
  const { rows } = await db.query<{ setting: string }>(`select current_setting('full_page_writes') as setting`);
  return rows[0].setting;
}

// PGlite whatever BACKEND_TEST_DB says: the PostgreSQL run (npm run test:backend:postgres) would only repeat it.
describe.skipIf(process.env.BACKEND_TEST_DB === 'postgres')('PGlite durability', () => {
  it('writes no full-page images in memory, from a snapshot or not', async () => {
    const fresh = await open({ dataDir: 'memory' });
    expect(await fullPageWrites(fresh)).toBe('off');
    const fromSnapshot = await open({ dataDir: 'memory', snapshot: await fresh.dumpDataDir!() });
    expect(await fullPageWrites(fromSnapshot)).toBe('off');
  });

  it('keeps them for a data folder on disk', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pglite-durability-'));
    folders.push(folder);
    expect(await fullPageWrites(await open({ dataDir: folder }))).toBe('on');
  });
});

// A connection that dies inside a transaction (the server stopped or restarted) must fail that transaction only:
// an unhandled 'error' on the checked-out client would end the whole backend.
describe.runIf(process.env.BACKEND_TEST_DB === 'postgres' && process.env.DATABASE_URL)('PostgreSQL connection lost', () => {
  it('rejects the transaction whose connection was terminated, and the next query works', async () => {
    const db = await open({ url: process.env.DATABASE_URL! });
    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const failed = db.transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        await db.query('select pg_terminate_backend($1)', [rows[0].pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.query('select 1');
      });
      await expect(failed).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
      const { rows } = await db.query<{ one: number }>('select 1 as one');
      expect(rows[0].one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
