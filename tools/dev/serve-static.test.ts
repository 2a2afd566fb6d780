// The static server every platform serves its apps with: gzip when asked, each file compressed once per version of
// it, so a rebuilt file is never served from the compressed copy of the old one.
import { request, type IncomingMessage } from 'node:http';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from './serve-static';

let root: string;
let server: StaticServer;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'serve-static-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'remoteEntry.js'), 'export const version = 1;');
  await writeFile(path.join(root, 'main.0123abcd.js'), 'console.log("hashed");'.repeat(50));
  server = await startStaticServer({ root, port: 0 });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

/** A request asking for gzip, with the bytes as sent (fetch would decompress them). */
function get(pathname: string, method = 'GET'): Promise<{ res: IncomingMessage; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${server.url}${pathname}`, { method, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ res, bytes: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the static server', () => {
  it('sends gzip with its length when asked, and the file unchanged inside it', async () => {
    const { res, bytes } = await get('/main.0123abcd.js');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(gunzipSync(bytes).toString()).toBe('console.log("hashed");'.repeat(50));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a file rebuilt in place, not the compressed copy of the version before it', async () => {
    expect(gunzipSync((await get('/remoteEntry.js')).bytes).toString()).toBe('export const version = 1;');
    const file = path.join(root, 'remoteEntry.js');
    await writeFile(file, 'export const version = 2;');
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    const { res, bytes } = await get('/remoteEntry.js');
    expect(gunzipSync(bytes).toString()).toBe('export const version = 2;');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD without a body, and a client route with index.html', async () => {
    const head = await get('/main.0123abcd.js', 'HEAD');
    expect(head.res.statusCode).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(gunzipSync((await get('/booking/123')).bytes).toString()).toContain('<title>app</title>');
    expect((await get('/missing.js')).res.statusCode).toBe(404);
  });
});
