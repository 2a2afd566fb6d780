// Several backends starting at once on one fresh PostgreSQL database: one migrates, the others wait on the advisory
// lock and then find nothing to apply; every migration and the seed run exactly once (docs/operations.md#several-backends).
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { findRepositoryRoot, prepareDatabase } from './migrate';
import { pendingMigrations } from './migration-status';

const url = process.env.BACKEND_TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;

describe.runIf(url)('two backends migrating one fresh database at once', () => {
  it('apply each migration once, and seed once', { timeout: 300_000 }, async () => {
    const admin = await openDatabase({ url });
    const name = `inspection_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await admin.exec(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const [a, b] = await Promise.all([openDatabase({ url: target.toString() }), openDatabase({ url: target.toString() })]);
    try {
      const results = await Promise.all([prepareDatabase(a), prepareDatabase(b)]);
      const files = (await readdir(join(findRepositoryRoot(), 'supabase', 'migrations'))).filter((file) => file.endsWith('.sql'));
      const applied = results.map((result) => result.applied.length).sort((x, y) => x - y);
      expect(applied).toEqual([0, files.length]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      const { rows } = await a.query<{ version: string; times: number }>(
        'select version, count(*)::int as times from supabase_migrations.schema_migrations group by version having count(*) > 1',
      );
      expect(rows).toEqual([]);
      expect(await pendingMigrations(b)).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    }
  });
});
