// PGlite's durability settings: in memory there is nothing to recover after a crash, so the WAL skips full-page
// images; a data folder on disk keeps them (a torn page there would otherwise be unrecoverable).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

const opened: Database[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function fullPageWrites(options: Parameters<typeof openDatabase>[0]): Promise<string> {
  const db = await openDatabase(options);
  opened.push(db);
  const { rows } = await db.query<{ setting: string }>(`select current_setting('full_page_writes') as setting`);
  return rows[0].setting;
}

describe('PGlite durability', () => {
  it('writes no full-page images in memory, from a snapshot or not', async () => {
    expect(await fullPageWrites({ dataDir: 'memory' })).toBe('off');
    const source = opened[0];
    const snapshot = await source.dumpDataDir!();
    expect(await fullPageWrites({ dataDir: 'memory', snapshot })).toBe('off');
  });

  it('keeps them for a data folder on disk', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pglite-durability-'));
    folders.push(folder);
    expect(await fullPageWrites({ dataDir: folder })).toBe('on');
  });
});
