// PostgREST runs GET and HEAD in a READ ONLY transaction, so a function that writes can only be called with POST:
// through GET it fails with 25006 'cannot execute … in a read-only transaction', answered 405
// (docs/architecture/backend.md#behaving-as-hosted-supabase-does). Reads through GET still work.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const headers = () => ({ apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}` });
const versionsOf = async (formId: string) =>
  (await fx.backend.db.query<{ n: number }>(
    `select count(*)::int as n from public.inspection_forms where coalesce(family_id, id) = (select coalesce(family_id, id) from public.inspection_forms where id = $1::uuid)`,
    [formId],
  )).rows[0].n;

describe('a function that writes, called with GET', () => {
  it('is refused with 405 25006 and writes nothing; POST still writes', async () => {
    const { data: form, error } = await fx.staff.from('inspection_forms').select('id').limit(1).single();
    expect(error).toBeNull();
    const before = await versionsOf(form!.id);

    const get = await fetch(`${fx.backend.url}/rest/v1/rpc/new_form_version?p_form_id=${form!.id}`, { headers: headers() });
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ code: '25006', message: expect.stringMatching(/read-only transaction/) });
    const head = await fetch(`${fx.backend.url}/rest/v1/rpc/new_form_version?p_form_id=${form!.id}`, { method: 'HEAD', headers: headers() });
    expect(head.status).toBe(405);
    expect(await versionsOf(form!.id)).toBe(before);

    expect((await fx.staff.rpc('new_form_version', { p_form_id: form!.id })).error).toBeNull();
    expect(await versionsOf(form!.id)).toBe(before + 1);
  });

  it('a table read through GET still works', async () => {
    const res = await fetch(`${fx.backend.url}/rest/v1/inspection_forms?select=id&limit=1`, { headers: headers() });
    expect(res.status).toBe(200);
  });
});
