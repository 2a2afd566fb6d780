// One request must not stall everyone: bodies are bounded (413), embeds nest at most 6 levels (400),
// and every request runs under a statement_timeout (what happens when one runs out: statement-timeout.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

beforeAll(async () => {
  await fx.backend.db.exec(`
    create function public.probe_statement_timeout() returns text language sql stable as $$ select current_setting('statement_timeout') $$;
    comment on function public.probe_statement_timeout() is 'test probe';
    grant execute on function public.probe_statement_timeout() to anon, authenticated;
  `);
  await fx.backend.reloadSchema();
});

const headers = (token?: string) => ({
  apikey: fx.backend.anonKey,
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

describe('request limits', () => {
  it('refuses a REST or RPC body over 2 MB with 413, anonymous or staff', async () => {
    const big = JSON.stringify({ booking_id: 'b726ed24-3333-4333-8333-000000000001', padding: 'x'.repeat(3 * 1024 * 1024) });
    const rpc = await fetch(`${fx.backend.url}/rest/v1/rpc/get_public_report`, { method: 'POST', headers: headers(), body: big });
    expect(rpc.status).toBe(413);
    expect(await rpc.json()).toEqual({ code: 'PGRST413', message: 'Request body too large: at most 2 MB', details: null, hint: null });
    const insert = await fetch(`${fx.backend.url}/rest/v1/bookings`, { method: 'POST', headers: headers(fx.staffToken), body: big });
    expect(insert.status).toBe(413);
    const auth = await fetch(`${fx.backend.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: headers(), body: big });
    expect(auth.status).toBe(413);
    // Within the limit, the same call is answered.
    const ok = await fetch(`${fx.backend.url}/rest/v1/rpc/get_public_report`, { method: 'POST', headers: headers(), body: JSON.stringify({ booking_id: 'b726ed24-3333-4333-8333-000000000001' }) });
    expect(ok.status).toBe(200);
  });

  it('refuses embeds nested deeper than 6 levels with a clear 400', async () => {
    const chain = (levels: number) => {
      const names = ['form_sections', 'form_fields', 'dropdown_options', 'form_fields', 'form_sections', 'inspection_forms', 'form_sections', 'form_fields'];
      let select = 'id';
      for (let i = levels - 1; i >= 0; i--) select = `id,${names[i]}(${select})`;
      return select;
    };
    const deep = await fetch(`${fx.backend.url}/rest/v1/inspection_forms?select=${encodeURIComponent(chain(7))}`, { headers: headers(fx.staffToken) });
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({
      code: 'PGRST100',
      message: 'Embedded resources may nest at most 6 levels deep',
      details: null,
      hint: 'Read the deeper rows with a second request.',
    });
    const fine = await fetch(`${fx.backend.url}/rest/v1/inspection_forms?select=${encodeURIComponent(chain(3))}&limit=1`, { headers: headers(fx.staffToken) });
    expect(fine.status).toBe(200);
  });

  it('runs every request under a statement_timeout: 3 s for anon, 8 s for staff', async () => {
    const anon = await fetch(`${fx.backend.url}/rest/v1/rpc/probe_statement_timeout`, { method: 'POST', headers: headers(), body: '{}' });
    expect(await anon.json()).toBe('3s');
    const staff = await fetch(`${fx.backend.url}/rest/v1/rpc/probe_statement_timeout`, { method: 'POST', headers: headers(fx.staffToken), body: '{}' });
    expect(await staff.json()).toBe('8s');
  });
});
