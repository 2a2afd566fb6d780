// A statement that outlives its request's statement_timeout is cancelled and answered 500 with code 57014, as
// PostgREST answers. Only on PostgreSQL: PGlite runs one statement at a time and cannot cancel it. The backend here
// gets a 300 ms budget so the test is quick; a file of its own, so no other check has to fit in that budget.
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

describe.runIf(process.env.BACKEND_TEST_DB === 'postgres')('statement timeout', () => {
  const fx = backendFixture({ start: { statementTimeout: '300ms' } });

  beforeAll(async () => {
    await fx.backend.db.exec(`
      create function public.probe_sleep() returns int language sql volatile as $$ select 1 from pg_sleep(5) $$;
      comment on function public.probe_sleep() is 'test probe';
      grant execute on function public.probe_sleep() to authenticated;
    `);
    await fx.backend.reloadSchema();
  });

  it('answers a statement that runs too long with 500 and code 57014', async () => {
    const res = await fetch(`${fx.backend.url}/rest/v1/rpc/probe_sleep`, {
      method: 'POST',
      headers: { apikey: fx.backend.anonKey, 'content-type': 'application/json', authorization: `Bearer ${fx.staffToken}` },
      body: '{}',
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
  });
});
