import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { FIXTURE_DATA, FIXTURE_SQL, restClient } from './test-support';

let db: Database;
beforeAll(async () => {
  db = await openDatabase();
  await db.exec(FIXTURE_SQL);
  await db.exec(FIXTURE_DATA);
}, 120_000);
afterAll(() => db.close());

describe('smoke', () => {
  it('selects', async () => {
    const sb = restClient(db);
    const r = await sb.from('contacts').select('*, leads(*)').order('full_name');
    console.log(JSON.stringify(r, null, 1).slice(0, 1500));
    expect(r.error).toBeNull();
  });
});
