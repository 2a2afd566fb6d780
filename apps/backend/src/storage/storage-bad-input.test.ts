// What a client sends wrong is the client's error: storage answers 400 to values the database would refuse
// (SQLSTATE class 22: numbers out of range, text with NUL), never 500, and a cacheControl that is not a number of
// seconds is refused before it is stored, so no object is left that cannot be served.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

const staffHeaders = () => ({ apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}` });

function uploadForm(name: string, cacheControl: string) {
  const form = new FormData();
  form.append('cacheControl', cacheControl);
  form.append('', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  return fetch(`${fx.backend.url}/storage/v1/object/inspection-photos/${name}`, { method: 'POST', headers: staffHeaders(), body: form });
}

const list = (body: unknown) =>
  fetch(`${fx.backend.url}/storage/v1/object/list/inspection-photos`, {
    method: 'POST',
    headers: { ...staffHeaders(), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('cacheControl', () => {
  it('is a number of seconds: anything else is refused and nothing is stored', async () => {
    for (const [i, value] of ['60\r\nset-cookie: a=b', '60, public', '-1', '1e3', ' 60', ''].entries()) {
      const res = await uploadForm(`bad-input/cache-${i}.png`, value);
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '400', error: 'InvalidRequest' });
      const read = await fetch(`${fx.backend.url}/storage/v1/object/public/inspection-photos/bad-input/cache-${i}.png`);
      expect(read.status, JSON.stringify(value)).toBe(404);
    }
  });

  it('digits are stored as max-age and the object is served with them', async () => {
    expect((await uploadForm('bad-input/cache-ok.png', '120')).status).toBe(200);
    const read = await fetch(`${fx.backend.url}/storage/v1/object/public/inspection-photos/bad-input/cache-ok.png`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('max-age=120');
  });

  it('an object stored earlier with a value that is no header is still served', async () => {
    expect((await uploadForm('bad-input/cache-old.png', '60')).status).toBe(200);
    await fx.backend.db.query(
      `update storage.objects set metadata = metadata || jsonb_build_object('cacheControl', E'max-age=60\\r\\nx-evil: 1')
        where bucket_id = 'inspection-photos' and name = 'bad-input/cache-old.png'`,
    );
    const read = await fetch(`${fx.backend.url}/storage/v1/object/public/inspection-photos/bad-input/cache-old.png`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('max-age=3600');
    expect(read.headers.get('x-evil')).toBeNull();
  });
});

describe('list', () => {
  it('refuses an offset or limit that is not a whole number in range with 400', async () => {
    for (const body of [{ offset: 1e20 }, { offset: 1.5 }, '{"offset": 1e400}', { offset: '1e400' }, { offset: -1 }, { limit: 1.5 }, { limit: 'x' }]) {
      const res = await list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '400', error: 'InvalidRequest' });
    }
  });

  it('still answers whole numbers, as supabase-js sends them', async () => {
    expect((await fx.staff.storage.from('inspection-photos').list('', { limit: 10, offset: 0 })).error).toBeNull();
    expect((await list({ prefix: '', limit: '10', offset: '5' })).status).toBe(200);
  });

  it('refuses NUL in a prefix or a search with 400', async () => {
    for (const body of [{ prefix: 'a\u0000b' }, { prefix: '', search: 'x\u0000' }]) {
      const res = await list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('names with NUL', () => {
  it('are refused with 400 on every route', async () => {
    const name = 'bad-input/a%00b.png';
    const answers = await Promise.all([
      fetch(`${fx.backend.url}/storage/v1/object/public/inspection-photos/${name}`),
      fetch(`${fx.backend.url}/storage/v1/object/inspection-photos/${name}`, { headers: staffHeaders() }),
      fetch(`${fx.backend.url}/storage/v1/object/authenticated/inspection-photos/${name}`, { headers: staffHeaders() }),
      fetch(`${fx.backend.url}/storage/v1/object/public/a%00b/x.png`),
      fetch(`${fx.backend.url}/storage/v1/object/upload/sign/inspection-photos/${name}`, { method: 'POST', headers: staffHeaders() }),
      fetch(`${fx.backend.url}/storage/v1/object/inspection-photos`, {
        method: 'DELETE',
        headers: { ...staffHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: ['bad-input/a\u0000b.png'] }),
      }),
      fetch(`${fx.backend.url}/storage/v1/bucket/a%00b`, { headers: staffHeaders() }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
  });
});
