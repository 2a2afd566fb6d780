// The schema cache is read after the migrations and on an explicit reload, never because a
// request named a table or function it lacks (anyone with the anon key could make the backend
// re-read the whole catalog once per request).
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import { schemaCacheLoads } from './schema-cache';

const fx = backendFixture({ signInStaff: false });

describe('schema cache', () => {
  it('is read once at start-up, after the migrations', async () => {
    expect(schemaCacheLoads(fx.backend.db)).toBe(1);
    const { error } = await fx.backend.client().rpc('get_public_inspection_types');
    expect(error).toBeNull();
    expect(schemaCacheLoads(fx.backend.db)).toBe(1);
  });

  it('answers 100 requests for unknown tables and functions from the cache', async () => {
    const anon = fx.backend.client();
    const before = schemaCacheLoads(fx.backend.db);
    for (let i = 0; i < 100; i++) {
      const { status, error } = await anon.from(`nope_${i}`).select('*');
      expect(status).toBe(404);
      expect(error).toEqual({ code: 'PGRST205', message: `Could not find the table 'public.nope_${i}' in the schema cache`, details: null, hint: null });
    }
    for (let i = 0; i < 20; i++) expect((await anon.rpc(`nope_fn_${i}`)).error?.code).toBe('PGRST202');
    expect(schemaCacheLoads(fx.backend.db) - before).toBeLessThanOrEqual(1);
    expect(schemaCacheLoads(fx.backend.db)).toBe(before);
  });

  it('hints at the closest table or function, as PostgREST 12 does', async () => {
    const staff = await fx.backend.staffClient();
    const table = await staff.from('booking').select('id');
    expect(table.error).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.booking' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.bookings'",
    });
    const fn = await staff.rpc('get_public_inspection_type');
    expect(fn.error).toMatchObject({ code: 'PGRST202', hint: 'Perhaps you meant to call the function public.get_public_inspection_types' });
  });

  it('sees a table created at run time after an explicit reload', async () => {
    const staff = await fx.backend.staffClient();
    await fx.backend.db.exec(`create table public.late_notes (id int primary key, body text);
      alter table public.late_notes enable row level security;
      create policy "Staff read late notes" on public.late_notes for select to authenticated using ((select public.is_staff()));
      insert into public.late_notes values (1, 'hello');`);
    expect((await staff.from('late_notes').select('id, body')).error?.code).toBe('PGRST205');
    const before = schemaCacheLoads(fx.backend.db);
    await fx.backend.reloadSchema();
    expect(schemaCacheLoads(fx.backend.db)).toBe(before + 1);
    expect((await staff.from('late_notes').select('id, body')).data).toEqual([{ id: 1, body: 'hello' }]);
  });

  it("reloads on NOTIFY pgrst, 'reload schema', as PostgREST does", async () => {
    const staff = await fx.backend.staffClient();
    await fx.backend.db.exec(`create view public.late_view with (security_invoker = true) as select id, body from public.late_notes`);
    expect((await staff.from('late_view').select('id')).error?.code).toBe('PGRST205');
    const before = schemaCacheLoads(fx.backend.db);
    await fx.backend.db.exec(`notify pgrst, 'reload schema'`);
    // On PostgreSQL the notification arrives on the listening connection a moment later.
    await expect.poll(() => schemaCacheLoads(fx.backend.db), { timeout: 5000 }).toBe(before + 1);
    await expect.poll(async () => (await staff.from('late_view').select('id')).data, { timeout: 5000 }).toEqual([{ id: 1 }]);
    await fx.backend.db.exec(`notify pgrst, 'reload config'`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(schemaCacheLoads(fx.backend.db)).toBe(before + 1);
  });
});
