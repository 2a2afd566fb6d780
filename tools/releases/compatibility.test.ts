// The compatibility check at publish, on manifests only (the whole command against a backend: release.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  describeIncompatibility, incompatibilities, parseFederationManifest, sharedVersions, shellSharedFromManifest, type FederationManifest,
} from './compatibility';
import { parseReleaseArgs, parseRemoteArgs, UsageError } from './release-args';
import { formatReleases, type ReleaseRow } from './release-commands';
import { isContentHashedEntry } from './release-files';
import { checkoutShellShared } from './shell-shared';

const rootDependencies = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }).dependencies;
const react18 = parseFederationManifest(readFileSync(new URL('./fixtures/react-18/mf-manifest.json', import.meta.url), 'utf8'), 'fixture');

/** A build made today: every singleton at the version the shell's range starts from. */
function currentBuild(): FederationManifest {
  const shared = checkoutShellShared().map(({ name, requiredVersion, singleton }) => ({ name, singleton, version: requiredVersion.replace(/^[\^~]/, '') }));
  return { name: 'tooling', metaData: { remoteEntry: { name: 'remoteEntry.0a1b2c3d.js' } }, shared };
}

describe('the compatibility check', () => {
  it("refuses a build against React 18, naming each package with both versions and the shell's range", () => {
    const problems = incompatibilities(react18, checkoutShellShared());
    expect(problems.map(describeIncompatibility)).toEqual([
      `react 18.3.1 does not satisfy the shell's ${rootDependencies.react}`,
      `react-dom 18.3.1 does not satisfy the shell's ${rootDependencies['react-dom']}`,
      `react/jsx-runtime 18.3.1 does not satisfy the shell's ${rootDependencies.react}`,
    ]);
  });

  it("reads the shell's ranges from its own mf-manifest.json as well", () => {
    const shell = shellSharedFromManifest({
      name: 'shell', metaData: { remoteEntry: { name: '' } },
      shared: [{ name: 'react', version: '19.1.0', requiredVersion: '^19.1.0', singleton: true }, { name: 'react-dom', version: '19.1.0', requiredVersion: false, singleton: true }],
    });
    expect(incompatibilities(react18, shell).map(describeIncompatibility)).toEqual(["react 18.3.1 does not satisfy the shell's ^19.1.0"]);
  });

  it('takes a build made with the versions the shell declares, and checks the versioned platform libs too', () => {
    const build = currentBuild();
    expect(incompatibilities(build, checkoutShellShared())).toEqual([]);
    const names = build.shared.map((entry) => entry.name);
    for (const name of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@supabase/supabase-js', '@inspection/platform', '@inspection/ui']) {
      expect(names).toContain(name);
    }
    const platform = build.shared.find((entry) => entry.name === '@inspection/platform')!;
    const [major] = platform.version.split('.');
    platform.version = `${Number(major) + 1}.0.0`;
    expect(incompatibilities(build, checkoutShellShared()).map((problem) => problem.name)).toEqual(['@inspection/platform']);
  });

  it('leaves alone what the shell does not share as a singleton: the release loads its own copy', () => {
    const build = { ...react18, shared: react18.shared.filter((entry) => entry.name === 'date-picker') };
    expect(incompatibilities(build, checkoutShellShared())).toEqual([]);
  });

  it('records the versions a release was built with', () => {
    expect(sharedVersions(react18)).toEqual({ 'date-picker': '0.1.0', react: '18.3.1', 'react-dom': '18.3.1', 'react/jsx-runtime': '18.3.1' });
  });

  it('refuses what is not a federation manifest', () => {
    expect(() => parseFederationManifest('{"name": "x"}', 'x.json')).toThrow('x.json is not a federation manifest');
    expect(() => parseFederationManifest('<html>', 'x.json')).toThrow('x.json is not JSON');
  });
});

describe('the command lines', () => {
  it('read a remote and its options', () => {
    expect(parseReleaseArgs(['tooling', '--canary', '10', '--note', 'New parts list', '--from-dir=dist/x'])).toEqual({
      remote: 'tooling', canary: 10, note: 'New parts list', fromDir: 'dist/x',
    });
    expect(parseRemoteArgs(['crm', '--backend', 'http://localhost:54321'], 'usage')).toEqual({ remote: 'crm', backend: 'http://localhost:54321' });
  });

  it.each([[[]], [['shell']], [['tooling', '--canary', '100']], [['tooling', '--canary', '5.5']], [['tooling', '--build-id', 'a+b']], [['tooling', '--force']]])(
    'refuse %j',
    (argv) => {
      expect(() => parseReleaseArgs(argv)).toThrow(UsageError);
    },
  );
});

describe('npm run releases', () => {
  const row = (version: string, status: ReleaseRow['status'], extra: Partial<ReleaseRow> = {}): ReleaseRow => ({
    version, status, canary_percent: null, note: null, published_by_name: 'admin@example.com', published_at: '2026-11-29T15:30:00Z',
    activated_at: null, rolled_back_at: null, ...extra,
  });

  it('marks the active release and the canary with its share', () => {
    expect(formatReleases('tooling', [
      row('0.1.0+3', 'canary', { canary_percent: 10, note: 'New parts list' }),
      row('0.1.0+2', 'active'),
      row('0.1.0+1', 'retired', { rolled_back_at: '2026-11-29T15:40:00Z' }),
    ])).toBe([
      'VERSION  STATUS         PUBLISHED BY       PUBLISHED             NOTE',
      '0.1.0+3  ~ canary 10%   admin@example.com  2026-11-29 15:30 UTC  New parts list',
      '0.1.0+2  * active       admin@example.com  2026-11-29 15:30 UTC',
      '0.1.0+1    rolled back  admin@example.com  2026-11-29 15:30 UTC',
    ].join('\n'));
    expect(formatReleases('crm', [])).toBe('crm has no release: the shell loads it from its runtime config.');
  });
});

describe('a release entry', () => {
  it('is named by 8 hex characters of its content', () => {
    expect(['remoteEntry.0a1b2c3d.js', 'remoteEntry.18a3c0de.js'].map(isContentHashedEntry)).toEqual([true, true]);
    expect(['remoteEntry.js', 'remoteEntry.0A1B2C3D.js', 'remoteEntry.0a1b2c3.js', 'static/remoteEntry.0a1b2c3d.js', 'remoteEntry.0a1b2c3d.mjs']
      .map(isContentHashedEntry)).toEqual([false, false, false, false, false]);
  });
});
