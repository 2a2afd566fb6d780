// Storage access is decided by the policies on storage.objects and storage.buckets (migrations
// 0007, 0021, 0022), not by code: each object statement runs as the request's role and claims.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let staffId: string;
let outsider: SupabaseClient;
let outsiderToken: string;

beforeAll(async () => {
  staffId = (await fx.staff.auth.getUser()).data.user!.id;
  ({ client: outsider, token: outsiderToken } = await fx.signUp('outsider@example.com', 'outsider-password'));
});

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
const OTHER = Uint8Array.from([...PNG, 0]);
const DENIED_BODY = { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' };
/** The same answer as supabase-js's StorageApiError shows it. */
const DENIED = { statusCode: '403', message: 'new row violates row-level security policy' };
const publicUrl = (name: string) => `${fx.backend.url}/storage/v1/object/public/inspection-photos/${name}`;
const bytesAt = async (name: string) => new Uint8Array(await (await fetch(publicUrl(name))).arrayBuffer());

describe('storage policies', () => {
  it('let staff upload; the row records the uploader as owner', async () => {
    expect((await fx.staff.storage.from('inspection-photos').upload('policy/staff.png', PNG, { contentType: 'image/png' })).error).toBeNull();
    const { rows } = await fx.backend.db.query<{ owner: string; owner_id: string; path_tokens: string[] }>(
      `select owner::text as owner, owner_id, path_tokens from storage.objects where bucket_id = 'inspection-photos' and name = 'policy/staff.png'`);
    expect(rows).toEqual([{ owner: staffId, owner_id: staffId, path_tokens: ['policy', 'staff.png'] }]);
  });

  it('refuse an upload the insert policy does not allow, as Supabase Storage answers it', async () => {
    for (const headers of [{ authorization: `Bearer ${outsiderToken}` }, {}] as Record<string, string>[]) {
      const res = await fetch(`${fx.backend.url}/storage/v1/object/inspection-photos/policy/intruder.png`, {
        method: 'POST',
        headers: { apikey: fx.backend.anonKey, 'content-type': 'image/png', ...headers },
        body: PNG,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(DENIED_BODY);
    }
    expect((await fetch(publicUrl('policy/intruder.png'))).status).toBe(404);
  });

  it('decide, not code: a policy added by a migration opens exactly what it says', async () => {
    const anon = fx.backend.client().storage.from('inspection-photos');
    expect((await anon.upload('drop/a.png', PNG, { contentType: 'image/png' })).error).toMatchObject(DENIED);
    await fx.backend.db.exec(`create policy "Test: anyone may drop photos into drop/" on storage.objects
      for insert to anon with check (bucket_id = 'inspection-photos' and (storage.foldername(name))[1] = 'drop')`);
    try {
      expect((await anon.upload('drop/a.png', PNG, { contentType: 'image/png' })).error).toBeNull();
      expect((await anon.upload('elsewhere/a.png', PNG, { contentType: 'image/png' })).error).toMatchObject(DENIED);
      // Overwriting needs SELECT and UPDATE policies too, which anon does not have.
      expect((await anon.upload('drop/a.png', OTHER, { contentType: 'image/png', upsert: true })).error).toMatchObject({ statusCode: '403' });
      expect(await bytesAt('drop/a.png')).toEqual(PNG);
    } finally {
      await fx.backend.db.exec(`drop policy "Test: anyone may drop photos into drop/" on storage.objects`);
    }
  });

  it('keep a user without the staff claim from replacing, deleting or reading through the API', async () => {
    await fx.staff.storage.from('inspection-photos').upload('policy/kept.png', PNG, { contentType: 'image/png' });
    const photos = outsider.storage.from('inspection-photos');
    expect((await photos.upload('policy/kept.png', OTHER, { contentType: 'image/png', upsert: true })).error).toMatchObject({ statusCode: '403' });
    const removed = await photos.remove(['policy/kept.png']);
    expect(removed).toMatchObject({ data: [], error: null });
    expect((await photos.download('policy/kept.png')).error).not.toBeNull();
    expect((await fx.backend.client().storage.from('inspection-photos').download('policy/kept.png')).error).not.toBeNull();
    // The public link still works for anyone: a public bucket is read without policies.
    expect(await bytesAt('policy/kept.png')).toEqual(PNG);
    const staffDownload = await fx.staff.storage.from('inspection-photos').download('policy/kept.png');
    expect(new Uint8Array(await staffDownload.data!.arrayBuffer())).toEqual(PNG);
  });

  it('are asked when a signed upload URL is issued, not when the token is used', async () => {
    const refused = await outsider.storage.from('inspection-photos').createSignedUploadUrl('policy/signed.png');
    expect(refused.error).toMatchObject(DENIED);
    const presign = await fetch(`${fx.backend.url}/api/get-s3-presigned-url`, {
      method: 'POST',
      headers: { authorization: `Bearer ${outsiderToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'a.png', fileType: 'image/png', formId: 'f' }),
    });
    expect(presign.status).toBe(403);
    expect(await presign.json()).toEqual({ error: 'Forbidden: only staff can upload photos' });
    // Nothing was left behind by the permission test.
    const { rows } = await fx.backend.db.query(`select 1 from storage.objects where name = 'policy/signed.png'`);
    expect(rows).toEqual([]);
  });

  it('decide the upload-URL endpoint too: without the staff insert policy even staff are refused', async () => {
    const presign = () => fetch(`${fx.backend.url}/api/get-s3-presigned-url`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fx.staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'a.png', fileType: 'image/png', formId: 'f' }),
    });
    expect((await presign()).status).toBe(200);
    await fx.backend.db.exec(`alter policy "Staff can upload inspection photos" on storage.objects with check (false)`);
    try {
      expect((await presign()).status).toBe(403);
      expect((await fx.staff.storage.from('inspection-photos').upload('policy/closed.png', PNG, { contentType: 'image/png' })).error).toMatchObject(DENIED);
    } finally {
      await fx.backend.db.exec(`alter policy "Staff can upload inspection photos" on storage.objects
        with check ((select public.is_staff()) and bucket_id = 'inspection-photos'
          and (not (select public.is_inspector())
            or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id()))))`);
    }
    expect((await presign()).status).toBe(200);
  });

  it('show buckets to staff only', async () => {
    const mine = await fx.staff.storage.getBucket('inspection-photos');
    expect(mine.data).toMatchObject({ id: 'inspection-photos', public: true });
    const theirs = await outsider.storage.getBucket('inspection-photos');
    expect(theirs.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
