// A release's files and where they go (docs/architecture/releases.md#immutable-files): everything the federation loads
// from the build folder, uploaded once to the public remote-releases bucket under <remote>/<version>/, never
// overwritten (upsert off), each with `Cache-Control: public, max-age=31536000, immutable`; mf-manifest.json last, so
// no manifest ever names a file that is not there yet.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const RELEASES_BUCKET = 'remote-releases';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * A release's entry is named by its content (WEB_RELEASE_BUILD=1 in tools/build/create-app-config.ts), so each
 * version's entry has a URL of its own; a plain `remoteEntry.js` would be one name for every build.
 */
export const isContentHashedEntry = (name: string) => /^remoteEntry\.[0-9a-f]{8}\.js$/.test(name);

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.mjs': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain',
};

/** Not part of a release: the standalone page (it needs its origin's runtime config) and the build's statistics. */
const LEFT_OUT = (file: string) => file.endsWith('.html') || file === 'mf-stats.json';

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The build's files, relative with forward slashes, the manifest last. */
export async function releaseFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !LEFT_OUT(file))
    .sort();
  if (!files.includes(MANIFEST_FILE)) throw new Error(`${dir} has no ${MANIFEST_FILE}: is it a remote's build?`);
  return [...files.filter((file) => file !== MANIFEST_FILE), MANIFEST_FILE];
}

const encodePath = (name: string) => name.split('/').map(encodeURIComponent).join('/');

/** The public URL of a file of a release. */
export function releaseFileUrl(backendUrl: string, remote: string, version: string, file: string): string {
  return `${backendUrl}/storage/v1/object/public/${RELEASES_BUCKET}/${encodePath(`${remote}/${version}/${file}`)}`;
}

export interface UploadTarget {
  backendUrl: string;
  anonKey: string;
  accessToken: string;
  remote: string;
  version: string;
}

async function uploadOne(target: UploadTarget, dir: string, file: string): Promise<number> {
  const bytes = await readFile(path.join(dir, file));
  const name = encodePath(`${target.remote}/${target.version}/${file}`);
  const response = await fetch(`${target.backendUrl}/storage/v1/object/${RELEASES_BUCKET}/${name}`, {
    method: 'POST',
    headers: {
      apikey: target.anonKey,
      authorization: `Bearer ${target.accessToken}`,
      'content-type': contentTypeOf(file),
      'cache-control': IMMUTABLE_CACHE_CONTROL,
      'x-upsert': 'false',
    },
    body: bytes,
  });
  if (response.status === 409) throw new Error(`${target.remote}/${target.version}/${file} already exists: a release is never overwritten`);
  if (!response.ok) throw new Error(`Uploading ${file} failed: ${response.status} ${await response.text()}`);
  return bytes.byteLength;
}

/** Uploads every file (six at a time), then the manifest; answers the bytes sent. */
export async function uploadRelease(target: UploadTarget, dir: string, files: string[], concurrency = 6): Promise<number> {
  const assets = files.filter((file) => file !== MANIFEST_FILE);
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < assets.length) {
      const sent = await uploadOne(target, dir, assets[next++]);
      bytes += sent;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, assets.length) }, worker));
  if (files.includes(MANIFEST_FILE)) bytes += await uploadOne(target, dir, MANIFEST_FILE);
  return bytes;
}
