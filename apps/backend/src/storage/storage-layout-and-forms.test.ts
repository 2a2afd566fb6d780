// A body that is not the multipart form its Content-Type announces answers
// 400 (it was 500), and objects `a` and `a/b` both exist on disk (they were a file and a folder
// of one path). Data folders of the old layout are moved into the new one at start.
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../server';
import { createScratchDatabase, DEMO_EMAIL, DEMO_PASSWORD, TEST_JWT_SECRET, testClient } from '../testing/start-test-backend';
import { diskObjectStore } from './object-store';
import { migrateLegacyObjects } from './legacy-object-layout';

let dataDir: string;
let backend: Backend;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let staffToken: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storage-layout-'));
  const serverUrl = process.env.BACKEND_TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;
  scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  // On disk: PGlite in dataDir (or the scratch PostgreSQL database), objects in dataDir/objects.
  backend = await startBackend({ port: 0, log: false, jwtSecret: TEST_JWT_SECRET, dataDir, databaseUrl: scratch?.url });
  const staff = testClient(backend.url, backend.anonKey);
  const { data, error } = await staff.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (error) throw error;
  staffToken = data.session!.access_token;
});
afterAll(async () => {
  await backend?.close();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (name: string, body: BodyInit, contentType: string, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}/storage/v1/object/inspection-photos/${name}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': contentType, ...headers },
    body,
  });

describe('storage uploads', () => {
  it('answers 400 to a multipart Content-Type whose body is not a form, anonymous or staff', async () => {
    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${staffToken}` }];
    for (const headers of callers) {
      const res = await upload('forms/not-a-form.png', 'just some bytes', 'multipart/form-data; boundary=xyz', headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ statusCode: '400', error: 'InvalidRequest', message: 'The body is not a valid multipart/form-data form' });
    }
    const noBoundary = await upload('forms/no-boundary.png', 'x', 'multipart/form-data', { authorization: `Bearer ${staffToken}` });
    expect(noBoundary.status).toBe(400);
  });

  it('keeps objects `a` and `a/b` apart on disk, both readable and removable', async () => {
    const auth = { authorization: `Bearer ${staffToken}` };
    expect((await upload('nest/a', new Uint8Array([1]), 'image/png', auth)).status).toBe(200);
    expect((await upload('nest/a/b', new Uint8Array([2]), 'image/png', auth)).status).toBe(200);
    expect((await upload('nest/c/d', new Uint8Array([3]), 'image/png', auth)).status).toBe(200);
    expect((await upload('nest/c', new Uint8Array([4]), 'image/png', auth)).status).toBe(200);
    const read = async (name: string) => [...new Uint8Array(await (await fetch(`${backend.url}/storage/v1/object/public/inspection-photos/${name}`)).arrayBuffer())];
    expect([await read('nest/a'), await read('nest/a/b'), await read('nest/c/d'), await read('nest/c')]).toEqual([[1], [2], [3], [4]]);
    const removed = await fetch(`${backend.url}/storage/v1/object/inspection-photos`, {
      method: 'DELETE',
      headers: { apikey: backend.anonKey, ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: ['nest/a'] }),
    });
    expect(removed.status).toBe(200);
    expect((await fetch(`${backend.url}/storage/v1/object/public/inspection-photos/nest/a`)).status).toBe(404);
    expect(await read('nest/a/b')).toEqual([2]);
  });
});

describe('a data folder of the old layout', () => {
  it('has its objects moved into the digest layout, readable by name, and the old folder removed', async () => {
    const root = await mkdtemp(join(tmpdir(), 'legacy-objects-'));
    try {
      await mkdir(join(root, 'storage', 'inspection-photos', 'f1'), { recursive: true });
      await writeFile(join(root, 'storage', 'inspection-photos', 'f1', 'p.png'), new Uint8Array([9, 8]));
      await writeFile(join(root, 'storage', 'inspection-photos', 'top.png'), new Uint8Array([7]));
      const store = diskObjectStore(join(root, 'objects'));
      expect(await migrateLegacyObjects(join(root, 'storage'), store)).toBe(2);
      expect([...(await store.get('inspection-photos', 'f1/p.png'))!]).toEqual([9, 8]);
      expect([...(await store.get('inspection-photos', 'top.png'))!]).toEqual([7]);
      expect(await readdir(root)).toEqual(['objects']);
      expect(await migrateLegacyObjects(join(root, 'storage'), store)).toBe(0);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
