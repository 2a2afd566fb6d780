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
