// `npm run release -- <remote>`: build the remote with every file named by its content, check its shared singletons
// against the shell's ranges, upload the build to its own immutable folder and record it as the remote's active
// release (or its canary). Nothing is uploaded or recorded when a check fails (docs/architecture/releases.md).
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@inspection/build/apps';
import { runCommand } from '@inspection/build/run-command';
import { describeIncompatibility, incompatibilities, parseFederationManifest, sharedVersions, type FederationManifest } from './compatibility';
import type { ReleaseArgs } from './release-args';
import { refusalText, resolveBackend, signInAdmin, type BackendOptions } from './release-backend';
import { isContentHashedEntry, MANIFEST_FILE, releaseFiles, releaseFileUrl, uploadRelease } from './release-files';
import { shellShared } from './shell-shared';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** A release the checks refused: the command exits non-zero and nothing was uploaded or recorded. */
export class ReleaseRefused extends Error {}

export interface ReleaseResult {
  version: string;
  manifestUrl: string;
  status: 'active' | 'canary';
  files: number;
  bytes: number;
  buildMs: number;
  publishMs: number;
}

/** `<UTC yyyymmddhhmmss>.<git commit>`: sorts by time and names the source. */
export function defaultBuildId(now = new Date()): string {
  const time = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: workspaceRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^[0-9a-f]+$/.test(commit) ? `${time}.${commit}` : time;
  } catch {
    return time;
  }
}

export async function remoteVersion(remote: RemoteName): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(workspaceRoot, 'apps', remote, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * Builds into dist/releases/<remote>/<version>/ (never over apps/<remote>/dist, which `npm start` and the end-to-end
 * tests serve). WEB_BUILD_LABEL defaults to the version, so the page says which release it runs.
 */
export async function buildRelease(remote: RemoteName, version: string): Promise<string> {
  const outDir = path.join(workspaceRoot, 'dist', 'releases', remote, version);
  await runCommand(path.join(workspaceRoot, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: path.join(workspaceRoot, 'apps', remote),
    env: { ...process.env, WEB_RELEASE_BUILD: '1', WEB_DIST_DIR: outDir, WEB_BUILD_LABEL: process.env.WEB_BUILD_LABEL || version },
  });
  return outDir;
}

async function readBuild(dir: string, remote: RemoteName): Promise<{ manifest: FederationManifest; files: string[] }> {
  const where = path.join(dir, MANIFEST_FILE);
  const manifest = parseFederationManifest(await readFile(where, 'utf8').catch(() => {
    throw new ReleaseRefused(`${where} is missing: is ${dir} a build of a remote?`);
  }), where);
  if (manifest.name !== remote) throw new ReleaseRefused(`${dir} is a build of "${manifest.name}", not "${remote}"`);
  if (!isContentHashedEntry(manifest.metaData.remoteEntry.name)) {
    throw new ReleaseRefused(
      `${dir} names its entry ${manifest.metaData.remoteEntry.name}, not remoteEntry.<8 hex of its content>.js: build it with WEB_RELEASE_BUILD=1 (npm run release does). Nothing was uploaded or recorded.`,
    );
  }
  const files = await releaseFiles(dir);
  const entry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name].filter(Boolean).join('/');
  if (!files.includes(entry)) throw new ReleaseRefused(`${dir} lacks the entry its manifest names (${entry})`);
  return { manifest, files };
}

export interface ReleaseRun extends ReleaseArgs, Pick<BackendOptions, 'anonKey'> {
  log?: (line: string) => void;
}

export async function release(run: ReleaseRun): Promise<ReleaseResult> {
  const log = run.log ?? ((line: string) => console.log(line));
  const version = `${await remoteVersion(run.remote)}+${run.buildId ?? defaultBuildId()}`;
  const target = await resolveBackend({ backend: run.backend, anonKey: run.anonKey });
  const session = await signInAdmin(target);
  // Refused before the build: a version already recorded, or a canary with nothing active beside it.
  const known = await session.client.from('remote_releases').select('status, version').eq('remote', run.remote);
  if (known.error) throw new Error(`Reading ${run.remote}'s releases failed: ${refusalText(known.error)}`);
  if (known.data.some((row) => row.version === version)) throw new ReleaseRefused(`${run.remote} ${version} is already released: a release is never replaced`);
  if (run.canary !== undefined && !known.data.some((row) => row.status === 'active')) {
    throw new ReleaseRefused(`${run.remote} has no active release: publish one without --canary first`);
  }

  const buildStart = performance.now();
  const dir = run.fromDir ? path.resolve(run.fromDir) : await buildRelease(run.remote, version);
  const buildMs = run.fromDir ? 0 : performance.now() - buildStart;
  const { manifest, files } = await readBuild(dir, run.remote);

  const shell = await shellShared(run.shellManifest, target.consoleUrl);
  const problems = incompatibilities(manifest, shell.shared);
  if (problems.length > 0) {
    throw new ReleaseRefused(
      [`${run.remote} ${version} is refused: it was built with shared singletons the shell does not take (ranges from ${shell.from}):`,
        ...problems.map((problem) => `  ${describeIncompatibility(problem)}`), 'Nothing was uploaded or recorded.'].join('\n'),
    );
  }
  log(`Compatible with the shell (ranges from ${shell.from}).`);

  const publishStart = performance.now();
  const bytes = await uploadRelease({ backendUrl: target.url, anonKey: target.anonKey, accessToken: session.accessToken, remote: run.remote, version }, dir, files);
  const manifestUrl = releaseFileUrl(target.url, run.remote, version, MANIFEST_FILE);
  const { error } = await session.client.rpc('publish_remote_release', {
    p_remote: run.remote, p_version: version, p_manifest_url: manifestUrl, p_shared: sharedVersions(manifest),
    ...(run.note ? { p_note: run.note } : {}), ...(run.canary === undefined ? {} : { p_canary_percent: run.canary }),
  });
  if (error) throw new ReleaseRefused(`Recording ${run.remote} ${version} was refused: ${refusalText(error)}`);
  const publishMs = performance.now() - publishStart;
  await session.client.auth.signOut();
  return { version, manifestUrl, status: run.canary === undefined ? 'active' : 'canary', files: files.length, bytes, buildMs, publishMs };
}
