// Storage names do not alias each other (no empty segments, no trailing slash), user files are
// served with nosniff and a CSP under which an SVG's script cannot run, and SVG uploads are never signed.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
const OTHER = Uint8Array.from([...PNG, 0]);

describe('storage names', () => {
  it('refuses empty segments and trailing slashes, so no name overwrites or deletes another', async () => {
    const photos = fx.staff.storage.from('inspection-photos');
    expect((await photos.upload('sec/victim.png', PNG, { contentType: 'image/png' })).error).toBeNull();
    for (const alias of ['sec//victim.png', 'sec/victim.png/', '/sec/victim.png']) {
      const res = await fetch(`${fx.backend.url}/storage/v1/object/inspection-photos/${alias}`, {
        method: 'PUT',
        headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}`, 'content-type': 'image/png', 'x-upsert': 'true' },
        body: OTHER,
      });
      expect(res.status, alias).toBe(400);
      expect(await res.json(), alias).toMatchObject({ error: 'InvalidKey' });
    }
    await photos.remove(['sec//victim.png', 'sec/victim.png/']);
    const kept = await fetch(`${fx.backend.url}/storage/v1/object/public/inspection-photos/sec/victim.png`);
    expect(kept.status).toBe(200);
    expect(new Uint8Array(await kept.arrayBuffer())).toEqual(PNG);
  });
});

describe('user files', () => {
  it('are served with nosniff and a CSP that keeps scripts from running', async () => {
    const res = await fetch(`${fx.backend.url}/storage/v1/object/public/demo/cars/car-01-side.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
  });

  it('an SVG upload is never signed, nor accepted through a signed URL', async () => {
    const presign = await fetch(`${fx.backend.url}/api/get-s3-presigned-url`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fx.staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'x.svg', fileType: 'image/svg+xml', formId: 'f' }),
    });
    expect(presign.status).toBe(400);
    expect(await presign.json()).toEqual({ error: 'File type image/svg+xml is not allowed; upload a JPEG, PNG, WebP, HEIC or GIF photo' });

    // No policy lets staff write the demo bucket (only the server does, at start); the service
    // key bypasses row level security, so the signed PUT itself must refuse the SVG.
    const refused = await fx.staff.storage.from('demo').createSignedUploadUrl('evil.svg');
    expect(refused.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const signed = await fx.backend.client(fx.backend.serviceRoleKey).storage.from('demo').createSignedUploadUrl('evil.svg');
    expect(signed.error).toBeNull();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const upload = await fetch(`${fx.backend.url}/storage/v1${signed.data!.signedUrl.split('/storage/v1')[1]}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/svg+xml' },
      body: svg,
    });
    expect(upload.status).toBe(415);
    expect((await fetch(`${fx.backend.url}/storage/v1/object/public/demo/evil.svg`)).status).toBe(404);
  });
});
