import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, restFixture } from './test-fixture';
import { rawRequest, restClient } from './test-support';

const fx = restFixture();
beforeAll(async () => {
  await fx.db.exec(`create table items (
    id serial primary key, sku text not null unique, name text, qty int not null default 1,
    kind text not null default 'plain', data jsonb not null default '{}', updated_at timestamptz default '2024-01-01T00:00:00Z'
  );
  alter table items enable row level security;
  create policy staff_all on items for all to authenticated using (true) with check (qty >= 0);
  grant all on items to authenticated, anon; grant usage on all sequences in schema public to authenticated, anon;`);
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await fx.db.exec(`truncate items restart identity`);
});

const rows = async () => (await fx.db.query<{ sku: string; name: string | null; qty: number; kind: string }>(
  'select sku, name, qty, kind from items order by id')).rows;

describe('insert', () => {
  it('inserts one row and returns it with select()', async () => {
    const { data, error, status } = await fx.sb.from('items').insert({ sku: 'a', name: 'Apple', data: { color: 'red' } }).select().single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ id: 1, sku: 'a', name: 'Apple', qty: 1, kind: 'plain', data: { color: 'red' }, updated_at: '2024-01-01T00:00:00+00:00' });
  });

  it('inserts many rows; absent keys are null unless missing=default', async () => {
    const bad = await fx.sb.from('items').insert([{ sku: 'a', kind: 'x' }, { sku: 'b' }]);
    expect(bad.error?.code).toBe('23502');
    expect(bad.status).toBe(400);
    expect(await rows()).toEqual([]);
    const ok = await fx.sb.from('items').insert([{ sku: 'a', qty: 5 }, { sku: 'b', name: 'Bee' }], { defaultToNull: false }).select('sku, name, qty');
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual([{ sku: 'a', name: null, qty: 5 }, { sku: 'b', name: 'Bee', qty: 1 }]);
  });

  it('returns nothing with return=minimal and counts with count=exact', async () => {
    const res = await fx.sb.from('items').insert([{ sku: 'a' }, { sku: 'b' }], { count: 'exact' });
    expect(res).toMatchObject({ data: null, error: null, status: 201, count: 2 });
    expect((await rows()).map((r) => r.sku)).toEqual(['a', 'b']);
  });

  it('honours the columns parameter and ignores other keys', async () => {
    const res = await rawRequest(fx.db, 'authenticated', '/items?columns=sku,qty&select=sku,name,qty', {
      method: 'POST', body: JSON.stringify([{ sku: 'x', qty: 3, name: 'ignored' }]),
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ sku: 'x', name: null, qty: 3 }]);
  });

  it('inserts an empty object with all defaults and an empty array as nothing', async () => {
    await fx.db.exec(`alter table items alter column sku set default 'auto'`);
    const res = await rawRequest(fx.db, 'authenticated', '/items', { method: 'POST', body: '{}', headers: { Prefer: 'return=representation' } });
    expect((await res.json())[0]).toMatchObject({ sku: 'auto', qty: 1 });
    await fx.db.exec(`alter table items alter column sku drop default`);
    const empty = await fx.sb.from('items').insert([]).select();
    expect(empty).toMatchObject({ data: [], error: null });
  });

  it('refuses unknown columns with PGRST204 and bad JSON with PGRST102', async () => {
    const res = await fx.sb.from('items').insert({ sku: 'a', nope: 1 });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'nope' column of 'items' in the schema cache" });
    const bad = await rawRequest(fx.db, 'authenticated', '/items', { method: 'POST', body: '{bad' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST102');
  });

  it('maps constraint errors: 23505 → 409, 23514 → 400, 22P02 → 400, 23503 → 409', async () => {
    await fx.sb.from('items').insert({ sku: 'a' });
    const dup = await fx.sb.from('items').insert({ sku: 'a' });
    expect(dup.status).toBe(409);
    // Postgres hides key values in the detail when row level security is on.
    expect(dup.error).toMatchObject({ code: '23505', details: null, hint: null });
    expect(dup.error?.message).toContain('duplicate key value violates unique constraint');
    const check = await fx.sb.from('leads').insert({ status: 'maybe' });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const badInt = await fx.sb.from('items').insert({ sku: 'z', qty: 'many' });
    expect(badInt.status).toBe(400);
    expect(badInt.error?.code).toBe('22P02');
    const fk = await fx.sb.from('leads').insert({ contact_id: '99999999-9999-9999-9999-999999999999' });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
  });

  it('rolls back a single() insert that wrote several rows', async () => {
    const res = await fx.sb.from('items').insert([{ sku: 'a' }, { sku: 'b' }]).select().single();
    expect(res.status).toBe(406);
    expect(res.error?.code).toBe('PGRST116');
    expect(await rows()).toEqual([]);
  });

  it('refuses a row that fails the policy check (403 for staff, 401 for anon)', async () => {
    const staff = await fx.sb.from('items').insert({ sku: 'neg', qty: -1 });
    expect(staff.status).toBe(403);
    expect(staff.error?.code).toBe('42501');
    const anon = await restClient(fx.db, 'anon').from('items').insert({ sku: 'anon' });
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    expect(await rows()).toEqual([]);
  });
});

describe('upsert', () => {
  it('merges duplicates on a unique column and is idempotent', async () => {
    await fx.sb.from('items').insert({ sku: 'a', name: 'old', qty: 2 });
    const first = await fx.sb.from('items').upsert({ sku: 'a', name: 'new' }, { onConflict: 'sku' }).select('sku, name, qty');
    expect(first.error).toBeNull();
    expect(first.data).toEqual([{ sku: 'a', name: 'new', qty: 2 }]);
    const again = await fx.sb.from('items').upsert({ sku: 'a', name: 'new' }, { onConflict: 'sku' }).select('sku, name, qty');
    expect(again.data).toEqual(first.data);
    expect(await rows()).toEqual([{ sku: 'a', name: 'new', qty: 2, kind: 'plain' }]);
  });

  it('ignores duplicates with ignoreDuplicates', async () => {
    await fx.sb.from('items').insert({ sku: 'a', name: 'keep' });
    const res = await fx.sb.from('items').upsert([{ sku: 'a', name: 'drop' }, { sku: 'b', name: 'bee' }], { onConflict: 'sku', ignoreDuplicates: true }).select('sku, name');
    expect(res.data).toEqual([{ sku: 'b', name: 'bee' }]);
    expect((await rows()).map((r) => r.name)).toEqual(['keep', 'bee']);
  });

  it('uses the primary key without on_conflict and fills defaults with missing=default', async () => {
    await fx.sb.from('items').insert({ sku: 'a', kind: 'special', qty: 4 });
    const res = await fx.sb.from('items').upsert([{ id: 1, sku: 'a2' }, { id: 2, sku: 'b', qty: 9 }], { defaultToNull: false }).select('id, sku, qty, kind').order('id');
    expect(res.error).toBeNull();
    expect(res.data).toEqual([{ id: 1, sku: 'a2', qty: 1, kind: 'special' }, { id: 2, sku: 'b', qty: 9, kind: 'plain' }]);
  });

  it('refuses an unknown on_conflict column', async () => {
    const res = await fx.sb.from('items').upsert({ sku: 'a' }, { onConflict: 'nope' });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('PGRST204');
  });
});

describe('update and delete', () => {
  beforeEach(async () => {
    await fx.sb.from('items').insert([{ sku: 'a', qty: 1 }, { sku: 'b', qty: 2 }, { sku: 'c', qty: 3 }]);
  });

  it('updates only the filtered rows and returns them', async () => {
    const { data, error, status } = await fx.sb.from('items').update({ name: 'big', data: { n: 1 } }).gte('qty', 2).select('sku, name, data').order('sku');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ sku: 'b', name: 'big', data: { n: 1 } }, { sku: 'c', name: 'big', data: { n: 1 } }]);
    expect((await rows()).map((r) => r.name)).toEqual([null, 'big', 'big']);
  });

  it('answers 204 with return=minimal and counts touched rows', async () => {
    const res = await fx.sb.from('items').update({ qty: 10 }, { count: 'exact' }).in('sku', ['a', 'b']);
    expect(res).toMatchObject({ status: 204, data: null, error: null, count: 2 });
    expect((await rows()).map((r) => r.qty)).toEqual([10, 10, 3]);
  });

  it('sends a PATCH with return=minimal as the booking edit screen does', async () => {
    const res = await rawRequest(fx.db, 'authenticated', '/items?sku=eq.c', {
      method: 'PATCH', body: JSON.stringify({ name: 'edited' }), headers: { Prefer: 'return=minimal', 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await rows()).map((r) => r.name)).toEqual([null, null, 'edited']);
  });

  it('deletes only the filtered rows', async () => {
    const res = await fx.sb.from('items').delete().eq('sku', 'b').select('sku');
    expect(res.data).toEqual([{ sku: 'b' }]);
    const minimal = await fx.sb.from('items').delete({ count: 'exact' }).or('sku.eq.a,qty.gt.100');
    expect(minimal).toMatchObject({ status: 204, count: 1 });
    expect((await rows()).map((r) => r.sku)).toEqual(['c']);
  });

  it('rolls back with Prefer: tx=rollback', async () => {
    const res = await fx.sb.from('items').delete().neq('sku', 'zzz').select('sku').rollback();
    expect(res.data).toHaveLength(3);
    expect(await rows()).toHaveLength(3);
  });

  it('rolls back an update that affects more rows than max-affected', async () => {
    const patch = (filter: string, max: number) => rawRequest(fx.db, 'authenticated', `/items?${filter}`, {
      method: 'PATCH', body: JSON.stringify({ name: 'changed' }), headers: { Prefer: `handling=strict, max-affected=${max}` },
    });
    const res = await patch('qty=gte.1', 2);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    expect((await rows()).map((r) => r.name)).toEqual([null, null, null]);
    expect((await patch('sku=eq.a', 1)).status).toBe(204);
    expect((await rows()).map((r) => r.name)).toEqual(['changed', null, null]);
  });

  it('does nothing for an empty update body', async () => {
    const res = await fx.sb.from('items').update({}).eq('sku', 'a').select();
    expect(res).toMatchObject({ data: [], error: null });
  });

  // Hosted Supabase runs PostgREST with pg-safeupdate: a write without a WHERE clause is refused.
  it('refuses an unfiltered update or delete with 21000, as pg-safeupdate does', async () => {
    const update = await fx.sb.from('items').update({ name: 'all' });
    expect(update.status).toBe(400);
    expect(update.error).toEqual({ code: '21000', message: 'UPDATE requires a WHERE clause', details: null, hint: null });
    const del = await fx.sb.from('items').delete();
    expect(del.status).toBe(400);
    expect(del.error).toEqual({ code: '21000', message: 'DELETE requires a WHERE clause', details: null, hint: null });
    // A limit or a filter on an embedded resource is no WHERE on the table.
    const limited = await rawRequest(fx.db, 'authenticated', '/items?limit=1', { method: 'DELETE' });
    expect(limited.status).toBe(400);
    expect((await limited.json()).code).toBe('21000');
    expect((await rows()).map((r) => [r.sku, r.name])).toEqual([['a', null], ['b', null], ['c', null]]);
  });

  it('takes any filter as a WHERE clause, including one that matches every row', async () => {
    const update = await fx.sb.from('items').update({ name: 'all' }).not('id', 'is', null);
    expect(update.error).toBeNull();
    expect((await rows()).map((r) => r.name)).toEqual(['all', 'all', 'all']);
    const del = await fx.sb.from('items').delete({ count: 'exact' }).or('qty.gt.0,qty.lte.0');
    expect(del).toMatchObject({ error: null, count: 3 });
    expect(await rows()).toEqual([]);
  });
});
