// GET /storage/v1/object/authenticated/<bucket>/<name>, as Supabase Storage serves it: the object, to a caller whose
// select policies on storage.objects let it read it; not found to anyone else.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

const read = (name: string, token: string) =>
  fetch(`${fx.backend.url}/storage/v1/object/authenticated/inspection-photos/${name}`, {
    headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${token}` },
  });

describe('the authenticated object route', () => {
  it('serves an object to a signed-in user who may read it', async () => {
    expect((await fx.staff.storage.from('inspection-photos').upload('authenticated-route/door.png', PNG, { contentType: 'image/png' })).error).toBeNull();
    const res = await read('authenticated-route/door.png', fx.staffToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    const head = await fetch(`${fx.backend.url}/storage/v1/object/authenticated/inspection-photos/authenticated-route/door.png`, {
      method: 'HEAD',
      headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}` },
    });
    expect(head.status).toBe(200);
  });

  it('is not found for a signed-in user the policies do not let read it, nor for a missing object', async () => {
    const outsider = await fx.signUp('not-staff@example.com', 'not-staff-1');
    expect((await read('authenticated-route/door.png', outsider.token)).status).toBe(404);
    expect((await read('authenticated-route/missing.png', fx.staffToken)).status).toBe(404);
  });
});
