// Staff is an explicit claim (app_metadata.staff, or role 'admin'): a signed-in account without it
// sees nothing and writes nothing, through REST, RPC, storage, upload URLs and the sheets webhook;
// a user cannot give themselves the claim.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture({ signInStaff: false });
let outsider: SupabaseClient;
let outsiderToken: string;
let staffOnly: SupabaseClient;
let tables: string[];

const TYPE = '11111111-1111-4111-8111-000000000001';

beforeAll(async () => {
  ({ client: outsider, token: outsiderToken } = await fx.signUp('signed-up@example.com', 'signed-up-1'));
  staffOnly = (await fx.signUp('staff-only@example.com', 'staff-only-1', { staff: true })).client;
  const { rows } = await fx.backend.db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public'
      union select viewname from pg_views where schemaname = 'public' order by 1`,
  );
  tables = rows.map((r) => r.name);
});

describe('a signed-in account without the staff claim', () => {
  it('reads no more than an anonymous visitor in any table or view (no row of any table)', async () => {
    expect(tables.length).toBeGreaterThan(5);
    const anon = fx.backend.client();
    for (const table of tables) {
      const { data, error } = await outsider.from(table).select('*');
      expect(error, table).toBeNull();
      const anonRows = (await anon.from(table).select('*')).data ?? [];
      expect(data!.length, table).toBeLessThanOrEqual(anonRows.length);
      const isTable = (await fx.backend.db.query(`select 1 from pg_tables where schemaname = 'public' and tablename = $1`, [table])).rows.length > 0;
      // business_profile is everyone's to read (supabase/schemas/business-profile.sql): no more than anon sees.
      if (isTable) expect(data, table).toEqual(table === 'business_profile' ? anonRows : []);
      const staff = await staffOnly.from(table).select('*', { count: 'exact', head: true });
      expect(staff.error, table).toBeNull();
    }
    const { count } = await staffOnly.from('inspection_types').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(0);
  });

  it('writes nothing: insert refused, update and delete touch no row, save_form_template refused', async () => {
    const insert = await outsider.from('inspection_types').insert({ name_en: 'Intruder', duration_minutes: 60, actual_price: 1, current_price: 1 });
    expect(insert.error?.code).toBe('42501');
    const update = await outsider.from('inspection_types').update({ name_en: 'Hacked' }).eq('id', TYPE).select();
    expect(update.data).toEqual([]);
    const del = await outsider.from('bookings').delete().neq('id', '00000000-0000-0000-0000-000000000000').select();
    expect(del.data).toEqual([]);
    const { rows } = await fx.backend.db.query<{ n: number }>(`select count(*)::int as n from public.bookings`);
    expect(rows[0].n).toBeGreaterThan(0);
    const save = await outsider.rpc('save_form_template', { template: { title: 'Intruder form', inspection_type_id: TYPE, sections: [] } });
    expect(save.error?.code).toBe('42501');
  });

  it('cannot upload photos, sign uploads, or read the sheets webhook', async () => {
    const upload = await outsider.storage.from('inspection-photos').upload(`intruder-${Date.now()}.png`, new Uint8Array([1]), { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();
    const presign = await fetch(`${fx.backend.url}/api/get-s3-presigned-url`, {
      method: 'POST',
      headers: { authorization: `Bearer ${outsiderToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'a.png', fileType: 'image/png', formId: 'f' }),
    });
    expect(presign.status).toBe(403);
    const webhook = await fetch(`${fx.backend.url}/functions/v1/sheets-webhook`, { headers: { authorization: `Bearer ${outsiderToken}` } });
    expect(webhook.status).toBe(403);
  });

  it('cannot give itself the claim through its own user data', async () => {
    const { data, error } = await outsider.auth.updateUser({ data: { staff: true, role: 'admin' } });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).not.toHaveProperty('staff');
    await outsider.auth.refreshSession();
    const { data: rows } = await outsider.from('inspection_types').select('id');
    expect(rows).toEqual([]);
  });
});

describe('staff members', () => {
  it('with staff: true but no admin role read and write', async () => {
    const insert = await staffOnly.from('inspection_types').insert({ name_en: `Staff type ${Date.now()}`, duration_minutes: 60, actual_price: 1, current_price: 1 }).select().single();
    expect(insert.error).toBeNull();
  });

  it('every policy that applies to authenticated alone checks public.is_staff()', async () => {
    const { rows } = await fx.backend.db.query<{ name: string; qual: string | null; with_check: string | null }>(
      `select schemaname || '.' || tablename || ': ' || policyname as name, qual, with_check from pg_policies
        where schemaname in ('public', 'storage') and roles = array['authenticated']::name[]`,
    );
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      for (const expression of [row.qual, row.with_check]) {
        if (expression !== null) expect(expression, row.name).toContain('is_staff()');
      }
    }
  });
});
