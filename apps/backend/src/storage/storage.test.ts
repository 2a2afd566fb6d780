import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from '../testing/start-test-backend';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

// A 1×1 transparent PNG.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
const photos = () => fx.staff.storage.from('inspection-photos');

describe('inspection photo uploads', () => {
  it('stores a staff upload, keeps its bookkeeping row and serves it publicly', async () => {
    const { data, error } = await photos().upload('tests/one.png', new Blob([PNG], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'tests/one.png', fullPath: 'inspection-photos/tests/one.png' });

    const { rows } = await fx.backend.db.query<{ metadata: { size: number; mimetype: string } }>(
      `select metadata from storage.objects where bucket_id = 'inspection-photos' and name = 'tests/one.png'`,
    );
    expect(rows[0].metadata).toMatchObject({ size: PNG.byteLength, mimetype: 'image/png' });

    const url = photos().getPublicUrl('tests/one.png').data.publicUrl;
    expect(url).toBe(`${fx.backend.url}/storage/v1/object/public/inspection-photos/tests/one.png`);
    const res = await fetch(url); // no API key: an <img src> sends none
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);

    const download = await photos().download('tests/one.png');
    expect(download.error).toBeNull();
    expect(new Uint8Array(await download.data!.arrayBuffer())).toEqual(PNG);
  });

  it('accepts raw bytes with a content type', async () => {
    const { error } = await photos().upload('tests/raw.png', PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
  });

  it('refuses a second upload to the same path unless upsert is asked for', async () => {
    await photos().upload('tests/dup.png', new Blob([PNG], { type: 'image/png' }));
    const again = await photos().upload('tests/dup.png', new Blob([PNG], { type: 'image/png' }));
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const upsert = await photos().upload('tests/dup.png', new Blob([PNG], { type: 'image/png' }), { upsert: true });
    expect(upsert.error).toBeNull();
  });

  it('refuses files over 10 MB with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    const { error } = await photos().upload('tests/big.png', new Blob([big], { type: 'image/png' }));
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
  });

  it('refuses anything but images with 415', async () => {
    const { error } = await photos().upload('tests/notes.txt', new Blob(['hello'], { type: 'text/plain' }));
    expect(error).toMatchObject({ statusCode: '415' });
    expect(error!.message).toContain('text/plain');
  });

  it('refuses uploads without a staff session', async () => {
    const { error } = await fx.backend.client().storage.from('inspection-photos').upload('tests/anon.png', new Blob([PNG], { type: 'image/png' }));
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it('answers 404 for a missing object and a missing bucket', async () => {
    expect((await fetch(`${fx.backend.url}/storage/v1/object/public/inspection-photos/nope.png`)).status).toBe(404);
    const res = await fetch(`${fx.backend.url}/storage/v1/object/public/no-bucket/x.png`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });

  it('uploads through a signed upload URL from supabase-js', async () => {
    const signed = await photos().createSignedUploadUrl('tests/signed.png');
    expect(signed.error).toBeNull();
    const { error } = await fx.backend.client().storage.from('inspection-photos').uploadToSignedUrl('tests/signed.png', signed.data!.token, new Blob([PNG], { type: 'image/png' }));
    expect(error).toBeNull();
    expect((await fetch(photos().getPublicUrl('tests/signed.png').data.publicUrl)).status).toBe(200);
  });

  it('removes objects', async () => {
    await photos().upload('tests/gone.png', new Blob([PNG], { type: 'image/png' }));
    const { data, error } = await photos().remove(['tests/gone.png']);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect((await fetch(photos().getPublicUrl('tests/gone.png').data.publicUrl)).status).toBe(404);
  });
});

describe('POST /api/get-s3-presigned-url', () => {
  const presign = (body: unknown, token: string | null = fx.staffToken) =>
    fetch(`${fx.backend.url}/api/get-s3-presigned-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('gives an expiring upload URL; a PUT to it stores the photo at fileUrl', async () => {
    const res = await presign({ fileName: 'front bumper.jpg', fileType: 'image/jpeg', formId: 'form-42' });
    expect(res.status).toBe(200);
    const { uploadUrl, fileUrl } = (await res.json()) as { uploadUrl: string; fileUrl: string };
    expect(uploadUrl).toMatch(new RegExp(`^${fx.backend.url}/storage/v1/upload/sign/inspection-photos/inspections/form-42/.+front-bumper\\.jpg\\?token=`));
    expect(fileUrl).toMatch(new RegExp(`^${fx.backend.url}/storage/v1/object/public/inspection-photos/inspections/form-42/`));

    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: PNG });
    expect(put.status).toBe(200);
    const get = await fetch(fileUrl);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await get.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a token used for another path, a forged token and an expired one', async () => {
    const { uploadUrl } = (await (await presign({ fileName: 'a.jpg', fileType: 'image/jpeg', formId: 'f' })).json()) as { uploadUrl: string };
    const other = uploadUrl.replace(/a\.jpg\?/, 'b.jpg?');
    expect((await fetch(other, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: PNG })).status).toBe(400);
    const forged = uploadUrl.replace(/token=.*/, 'token=abc.def.ghi');
    expect((await fetch(forged, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: PNG })).status).toBe(400);

    const path = new URL(uploadUrl).pathname.replace('/storage/v1/upload/sign/', '');
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ url: path, iat: past, exp: past + 900 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await fetch(uploadUrl.replace(/token=.*/, `token=${expired}`), { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: PNG });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'InvalidJWT', message: '"exp" claim timestamp check failed' });
  });

  it('answers 400 with an error field for missing fields or a non-image type', async () => {
    for (const body of [{ fileType: 'image/png', formId: 'f' }, { fileName: 'a.png', formId: 'f' }, { fileName: 'a.png', fileType: 'image/png' }, { fileName: 'a.pdf', fileType: 'application/pdf', formId: 'f' }]) {
      const res = await presign(body);
      expect(res.status).toBe(400);
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
    }
  });

  it('needs a staff bearer token', async () => {
    for (const token of [null, fx.backend.anonKey, 'not-a-jwt']) {
      const res = await presign({ fileName: 'a.png', fileType: 'image/png', formId: 'f' }, token);
      expect(res.status).toBe(401);
      expect(await res.json()).toHaveProperty('error');
    }
  });
});

describe('demo photos', () => {
  it('serves generated SVG car and radiator pictures from the public demo bucket', async () => {
    for (const name of ['cars/car-01-side.svg', 'cars/car-12-interior.svg', 'radiators/radiator-4-leaking.svg']) {
      const res = await fetch(`${fx.backend.url}/storage/v1/object/public/demo/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
  });

  it('leaves the deliberately broken pictures missing', async () => {
    expect((await fetch(`${fx.backend.url}/storage/v1/object/public/demo/cars/car-13-side.svg`)).status).toBe(404);
  });
});
