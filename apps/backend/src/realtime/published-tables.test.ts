// Realtime keeps each table's columns and each role's access 60 s, but forgets them as soon as the REST schema cache
// reloads: a migration's NOTIFY pgrst reaches every backend, so a revoked column stops reaching subscribers at once
// (docs/architecture/backend-state.md).
import { afterEach, describe, expect, it } from 'vitest';
import { reloadSchemaCache } from '../rest/schema-cache';
import { backendFixture } from '../testing/backend-fixture';
import { createPublishedTables } from './published-tables';

const fx = backendFixture();

afterEach(async () => {
  await fx.backend.db.exec('revoke select (id, full_name) on public.contacts from authenticated; grant select on public.contacts to authenticated');
  await reloadSchemaCache(fx.backend.db);
});

describe('the published tables cache', () => {
  it('reads a role access again after the schema cache reloads, and not before', async () => {
    const tables = createPublishedTables(fx.backend.db);
    const contacts = (await tables.find('public', 'contacts'))!;
    const columnsOf = async () => (await tables.accessFor(contacts, 'authenticated')).columns.map((c) => c.name);
    expect(await columnsOf()).toContain('email');

    await fx.backend.db.exec('revoke select on public.contacts from authenticated; grant select (id, full_name) on public.contacts to authenticated');
    expect(await columnsOf()).toContain('email'); // still the cached access
    await reloadSchemaCache(fx.backend.db);
    expect(await columnsOf()).toEqual(['id', 'full_name']);
  });
});
