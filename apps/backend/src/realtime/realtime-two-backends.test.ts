// Several backends on one PostgreSQL (docs/architecture/realtime.md#several-backends): a change written through one
// backend reaches a subscriber connected to another, once and in order, through the change table and NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../server';
import { backendFixture } from '../testing/backend-fixture';
import { eventually, listen, settle } from '../testing/realtime-clients';
import { TEST_JWT_SECRET, testClient } from '../testing/start-test-backend';

const onPostgres = process.env.BACKEND_TEST_DB === 'postgres';

// On PGlite (one process, one database) there is nothing to test and no backend is started.
describe.runIf(onPostgres)('two backends on one PostgreSQL', () => {
  const fx = backendFixture();
  let second: Backend | undefined;
  beforeAll(async () => {
    second = await startBackend({ databaseUrl: fx.backend.databaseUrl, port: 0, jwtSecret: TEST_JWT_SECRET, messages: false, log: false });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
  });

  it('delivers a change written through one backend to a subscriber on the other, once each, in order', async () => {
    const onSecond = testClient(second!.url, second!.anonKey);
    const { error } = await onSecond.auth.signInWithPassword({ email: 'admin@example.com', password: 'admin1234' });
    expect(error).toBeNull();
    const channel = await listen(onSecond, [{ event: '*', table: 'contacts' }]);
    expect(channel.status).toBe('SUBSCRIBED');
    const { data } = await fx.staff.from('contacts').insert({ full_name: 'Across Backends', phone_number: '0509990001' }).select('id').single();
    for (let i = 1; i <= 10; i++) await fx.staff.from('contacts').update({ full_name: `Across ${i}` }).eq('id', data!.id);
    await eventually(() => channel.events.length >= 11);
    await settle();
    expect(channel.events.map((e) => (e.new as { full_name: string }).full_name)).toEqual([
      'Across Backends', ...Array.from({ length: 10 }, (_, i) => `Across ${i + 1}`),
    ]);
    await onSecond.removeAllChannels();
  });
});
