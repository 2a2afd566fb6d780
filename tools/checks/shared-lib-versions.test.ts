// Each shared workspace lib's version moves with its exported API: a remote asks the shell for `^major.minor.0` of what
// it was built against (tools/build/shared-deps.ts), which only means something if the version changes when the
// API does. Removing an export needs a major release, adding one a minor release
// (docs/architecture/micro-frontends.md#shared-library-versions).
// After a bump: UPDATE_SHARED_LIB_API=1 npx vitest run tools/checks/shared-lib-versions records the new API.
import { describe, expect, it } from 'vitest';
import {
  bumpBetween,
  compareApi,
  currentExports,
  readPackage,
  readRecord,
  sharedLibFolders,
  versionProblem,
  writeRecord,
} from './shared-lib-api';
import { compatibleRange, sharedDependencies, versionOverrides } from '@inspection/build/shared-deps';

const update = Boolean(process.env.UPDATE_SHARED_LIB_API);

describe('shared workspace lib versions', () => {
  for (const [folder, { name, entries }] of sharedLibFolders()) {
    it(`${name}: the version moves with the exported API`, () => {
      const { version } = readPackage(folder);
      const current = currentExports(folder, entries);
      const record = readRecord(folder);
      if (update) {
        const problem = record && versionProblem(name, record, version, compareApi(record.exports, current));
        // Recording never waves through a missing bump.
        if (problem?.includes('bump the version')) throw new Error(problem);
        writeRecord(folder, { version, exports: current });
        return;
      }
      expect(record, `libs/${folder}/public-api.json is missing: run with UPDATE_SHARED_LIB_API=1`).toBeDefined();
      expect(versionProblem(name, record!, version, compareApi(record!.exports, current))).toBeUndefined();
      expect(version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
    });
  }
});

describe('the version rule', () => {
  const record = { version: '1.2.0', exports: { '.': ['Button', 'type ButtonProps'] } };

  it('asks for a major release when an export is removed, a minor one when one is added', () => {
    const removed = compareApi(record.exports, { '.': ['Button'] });
    expect(removed).toEqual({ added: [], removed: ['. type ButtonProps'], needs: 'major' });
    expect(versionProblem('@inspection/ui', record, '1.2.0', removed)).toMatch(/bump the version: a major release after 1\.2\.0/);
    expect(versionProblem('@inspection/ui', record, '1.3.0', removed)).toMatch(/bump the version/);
    expect(versionProblem('@inspection/ui', record, '2.0.0', removed)).toMatch(/not recorded yet/);

    const added = compareApi(record.exports, { '.': ['Button', 'Card', 'type ButtonProps'] });
    expect(added.needs).toBe('minor');
    expect(versionProblem('@inspection/ui', record, '1.2.1', added)).toMatch(/removed: |added: \. Card.*bump the version: a minor release/);
    expect(versionProblem('@inspection/ui', record, '1.3.0', added)).toMatch(/not recorded yet/);
  });

  it('accepts the recorded version with the recorded exports, and refuses a lower version', () => {
    const same = compareApi(record.exports, record.exports);
    expect(versionProblem('@inspection/ui', record, '1.2.0', same)).toBeUndefined();
    expect(versionProblem('@inspection/ui', record, '1.1.9', same)).toMatch(/lower than the recorded/);
    expect(bumpBetween('1.2.0', '1.2.3')).toBe('patch');
  });
});

describe('what the builds share', () => {
  it('asks for ^major.minor.0 of each shared lib, from its package.json', () => {
    const shared = sharedDependencies({}) as Record<string, { version?: string; requiredVersion?: string; singleton?: boolean }>;
    const ui = readPackage('shared/ui').version;
    expect(shared['@inspection/ui']).toMatchObject({ singleton: true, version: ui, requiredVersion: compatibleRange(ui) });
    expect(shared['@inspection/ui/calendar']).toMatchObject({ singleton: false, version: ui });
    expect(shared['@inspection/platform']).toMatchObject({ singleton: true, version: readPackage('shared/platform').version });
    expect(shared['@inspection/bookings-data-access']).toBeUndefined();
    expect(compatibleRange('1.4.2')).toBe('^1.4.0');
  });

  it('builds against another version only when SHARED_LIB_VERSION_OVERRIDE says so (the mismatch e2e test)', () => {
    const overrides = versionOverrides('@inspection/ui=0.9.0');
    const shared = sharedDependencies(overrides) as Record<string, { version?: string; requiredVersion?: string }>;
    expect(shared['@inspection/ui']).toMatchObject({ version: '0.9.0', requiredVersion: '^0.9.0' });
    expect(shared['@inspection/ui/calendar']).toMatchObject({ version: '0.9.0', requiredVersion: '^0.9.0' });
    expect(shared['@inspection/platform'].version).toBe(readPackage('shared/platform').version);
    expect(() => versionOverrides('@inspection/ui')).toThrow(/bad entry/);
  });
});
