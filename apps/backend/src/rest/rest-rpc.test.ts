import { describe, expect, it } from 'vitest';
import { restFixture } from './test-fixture';
import { rawRequest, restClient } from './test-support';
import { reloadSchemaCache } from './schema-cache';

const fx = restFixture();

describe('rpc', () => {
  it('calls with named JSON arguments and returns a scalar', async () => {
    expect(await fx.sb.rpc('add_numbers', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect((await fx.sb.rpc('add_numbers', { a: 2 })).data).toBe(12);
    expect((await fx.sb.rpc('whoami')).data).toBe('authenticated');
    expect((await restClient(fx.db, 'anon').rpc('whoami')).data).toBe('anon');
  });

  it('passes and returns JSON values untouched', async () => {
    const payload = { n: 1.5, list: [1, 'two', null], nested: { ok: true } };
    expect((await fx.sb.rpc('echo_json', { payload })).data).toEqual(payload);
  });

  it('calls with GET and query arguments', async () => {
    expect((await fx.sb.rpc('add_numbers', { a: 4, b: 5 }, { get: true })).data).toBe(9);
  });

  it('returns sets of rows that can be filtered, ordered and counted', async () => {
    const all = await fx.sb.rpc('contacts_like', { pattern: '%o%' }).select('full_name').order('full_name', { ascending: false });
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ full_name: 'Carol, "C" Clark' }, { full_name: 'Bob Brown' }]);
    const filtered = await fx.sb.rpc('contacts_like', { pattern: '%' }, { count: 'exact' }).select('phone_number').eq('full_name', 'Bob Brown');
    expect(filtered.data).toEqual([{ phone_number: '+200' }]);
    expect(filtered.count).toBe(1);
    const single = await fx.sb.rpc('contacts_like', { pattern: 'Alice%' }).select('email').single();
    expect(single.data).toEqual({ email: 'alice@example.com' });
    const table = await fx.sb.rpc('lead_totals').order('status');
    expect(table.data).toEqual([{ status: 'lost', total: 1 }, { status: 'new', total: 2 }, { status: 'won', total: 1 }]);
    const series = await fx.sb.rpc('series', { n: 3 });
    expect(series.data).toEqual([1, 2, 3]);
  });

  it('takes GET arguments by name and filters the result with the other parameters', async () => {
    const res = await rawRequest(fx.db, 'authenticated', '/rpc/contacts_like?pattern=%25o%25&select=full_name&full_name=like.B*');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ full_name: 'Bob Brown' }]);
    const head = await fx.sb.rpc('contacts_like', { pattern: '%' }, { head: true, count: 'exact' });
    expect(head).toMatchObject({ data: null, error: null, count: 3 });
  });

  it('returns a single composite row as an object', async () => {
    const { data } = await fx.sb.rpc('first_contact').select('full_name');
    expect(data).toEqual({ full_name: 'Alice Adams' });
  });

  it('answers 204 for void functions and commits their writes', async () => {
    const res = await fx.sb.rpc('touch_notes');
    expect(res).toMatchObject({ error: null, status: 204, data: null });
    const { rows } = await fx.db.query(`select count(*)::int as n from notes_public where body = 'touched'`);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('maps raised errors: PTxyz → HTTP xyz, P0001 → 400 with hint', async () => {
    const teapot = await fx.sb.rpc('teapot');
    expect(teapot.status).toBe(418);
    expect(teapot.error).toMatchObject({ code: 'PT418', message: 'I am a teapot' });
    const boom = await fx.sb.rpc('boom', { msg: 'nope' });
    expect(boom.status).toBe(400);
    expect(boom.error).toEqual({ code: 'P0001', message: 'nope', details: null, hint: 'try again' });
  });

  it('answers 404 PGRST202 for an unknown function or unknown arguments', async () => {
    const missing = await fx.sb.rpc('no_such_fn', { x: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.no_such_fn(x) in the schema cache' });
    const wrongArgs = await fx.sb.rpc('add_numbers', { a: 1, c: 2 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });

  it('finds a function created after the schema was cached once the cache is reloaded', async () => {
    expect((await fx.sb.rpc('late_fn')).error?.code).toBe('PGRST202');
    await fx.db.exec(`create function late_fn() returns int language sql as 'select 42'; grant execute on function late_fn() to authenticated;`);
    expect((await fx.sb.rpc('late_fn')).error?.code).toBe('PGRST202');
    await reloadSchemaCache(fx.db);
    expect((await fx.sb.rpc('late_fn')).data).toBe(42);
  });

  it('refuses a non-object body', async () => {
    const res = await rawRequest(fx.db, 'authenticated', '/rpc/add_numbers', { method: 'POST', body: '[1,2]' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST102');
  });
});
