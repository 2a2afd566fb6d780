// `npm run release` against a real embedded backend, publishing existing builds (--from-dir): the files land in their
// own immutable folder and the release is recorded; a build against React 18 is refused with a non-zero exit and
// leaves nothing behind; rollback and the list work in one call each (docs/architecture/releases.md).
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rename, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@inspection/backend/testing';
import { release, ReleaseRefused } from './release';
import { formatReleases, listReleases, rollback } from './release-commands';
import { checkoutShellShared } from './shell-shared';
import { IMMUTABLE_CACHE_CONTROL, releaseFileUrl } from './release-files';

const REACT_18 = path.join(import.meta.dirname, 'fixtures/react-18');
let backend: TestBackend;
let work: string;
let shellManifest: string;

/** A build of the tooling remote with every singleton at the version the shell's range starts from. */
async function build(name: string, label: string): Promise<string> {
  const dir = path.join(work, name);
  await mkdir(path.join(dir, 'static/js'), { recursive: true });
  const shared = checkoutShellShared().map(({ name: pkg, requiredVersion, singleton }) => ({ name: pkg, singleton, requiredVersion, version: requiredVersion.replace(/^[\^~]/, '') }));
  const entry = `remoteEntry.${label}.js`;
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'tooling', metaData: { remoteEntry: { name: entry, path: '' }, publicPath: 'auto' }, shared }));
  await writeFile(path.join(dir, entry), `globalThis.tooling = ${JSON.stringify(label)};`);
  await writeFile(path.join(dir, 'static/js/screen.0a1b2c3d.js'), `console.log(${JSON.stringify(label)});`);
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><p>standalone page, not part of a release</p>');
  return dir;
}

const options = () => ({ backend: backend.url, anonKey: backend.anonKey, shellManifest, log: () => {} });
const releases = async () => (await backend.client().rpc('get_remote_releases')).data as Record<string, { active: { version: string } }>;

beforeAll(async () => {
  backend = await startTestBackend();
  work = await mkdtemp(path.join(tmpdir(), 'releases-'));
  // The shell's manifest as this checkout builds it, so no shell that happens to run on :4200 is asked.
  shellManifest = path.join(work, 'shell-mf-manifest.json');
  const shared = checkoutShellShared().map((entry) => ({ ...entry, version: entry.requiredVersion.replace(/^[\^~]/, '') }));
  await writeFile(shellManifest, JSON.stringify({ name: 'shell', metaData: { remoteEntry: { name: '' } }, shared }));
}, 180_000);
afterAll(async () => {
  await backend?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('npm run release', () => {
  it('publishes a build to its own immutable folder and makes it the active release', async () => {
    const result = await release({ remote: 'tooling', fromDir: await build('one', 'aaaa1111'), buildId: 'test.1', note: 'First', ...options() });
    expect(result).toMatchObject({ version: '0.1.0+test.1', status: 'active', files: 3 });
    expect(result.manifestUrl).toBe(releaseFileUrl(backend.url, 'tooling', '0.1.0+test.1', 'mf-manifest.json'));
    const manifest = await fetch(result.manifestUrl, { headers: { origin: 'http://localhost:4200' } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(manifest.headers.get('access-control-allow-origin')).toBeTruthy();
    const entry = await fetch(releaseFileUrl(backend.url, 'tooling', '0.1.0+test.1', 'remoteEntry.aaaa1111.js'));
    expect([entry.status, entry.headers.get('content-type'), entry.headers.get('cache-control')]).toEqual([200, 'application/javascript', IMMUTABLE_CACHE_CONTROL]);
    expect((await fetch(releaseFileUrl(backend.url, 'tooling', '0.1.0+test.1', 'index.html'))).status).toBeGreaterThanOrEqual(400);
    expect((await releases()).tooling.active).toEqual({ version: '0.1.0+test.1', manifest_url: result.manifestUrl });
  });

  it('never publishes a version twice', async () => {
    await expect(release({ remote: 'tooling', fromDir: await build('again', 'bbbb2222'), buildId: 'test.1', ...options() })).rejects.toThrow(
      'tooling 0.1.0+test.1 is already released: a release is never replaced',
    );
  });

  it('refuses a build against React 18, uploading and recording nothing, with a non-zero exit', async () => {
    const refused = release({ remote: 'tooling', fromDir: REACT_18, buildId: 'react18', ...options() });
    await expect(refused).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(refused).rejects.toThrow("react 18.3.1 does not satisfy the shell's ^19");
    expect((await fetch(releaseFileUrl(backend.url, 'tooling', '0.1.0+react18', 'remoteEntry.18a3c0de.js'))).status).toBeGreaterThanOrEqual(400);
    expect((await listReleases('tooling', options())).map((row) => row.version)).toEqual(['0.1.0+test.1']);

    const cli = promisify(execFile)(path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx'), [
      path.join(import.meta.dirname, 'cli.ts'), 'release', 'tooling', '--from-dir', REACT_18, '--build-id', 'react18', '--shell-manifest', shellManifest,
    ], { env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey } });
    await expect(cli).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("react 18.3.1 does not satisfy the shell's ^19") });
  }, 60_000);

  it('refuses a build whose entry is not named by its content, with a non-zero exit', async () => {
    const dir = await build('plain', 'eeee5555');
    const manifest = path.join(dir, 'mf-manifest.json');
    await writeFile(manifest, (await readFile(manifest, 'utf8')).replace('remoteEntry.eeee5555.js', 'remoteEntry.js'));
    await rename(path.join(dir, 'remoteEntry.eeee5555.js'), path.join(dir, 'remoteEntry.js'));
    const message = 'names its entry remoteEntry.js, not remoteEntry.<8 hex of its content>.js: build it with WEB_RELEASE_BUILD=1';
    await expect(release({ remote: 'tooling', fromDir: dir, buildId: 'plain', ...options() })).rejects.toThrow(message);
    const cli = promisify(execFile)(path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx'), [
      path.join(import.meta.dirname, 'cli.ts'), 'release', 'tooling', '--from-dir', dir, '--build-id', 'plain', '--shell-manifest', shellManifest,
    ], { env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey } });
    await expect(cli).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(message) });
    expect((await listReleases('tooling', options())).map((row) => row.version)).toEqual(['0.1.0+test.1']);
  }, 60_000);

  it('runs a canary beside the active release, and rolls back to the last good one in one call each', async () => {
    const canary = await release({ remote: 'tooling', fromDir: await build('two', 'cccc3333'), buildId: 'test.2', canary: 10, ...options() });
    expect(canary.status).toBe('canary');
    expect(await rollback('tooling', options())).toBe('tooling: rolled back 0.1.0+test.2; active: 0.1.0+test.1');
    await release({ remote: 'tooling', fromDir: await build('three', 'dddd4444'), buildId: 'test.3', ...options() });
    expect((await releases()).tooling.active.version).toBe('0.1.0+test.3');
    expect(await rollback('tooling', options())).toBe('tooling: rolled back 0.1.0+test.3; active: 0.1.0+test.1');
    expect((await releases()).tooling.active.version).toBe('0.1.0+test.1');
    await expect(rollback('tooling', options())).rejects.toThrow('There is no earlier release to roll back to (22023 release_no_previous)');
    const table = formatReleases('tooling', await listReleases('tooling', options())).split('\n');
    expect(table.slice(1).map((line) => line.split(/\s{2,}/).slice(0, 2))).toEqual([
      ['0.1.0+test.3', 'rolled back'], ['0.1.0+test.2', 'rolled back'], ['0.1.0+test.1', '* active'],
    ]);
  });
});
