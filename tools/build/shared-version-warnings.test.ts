// The federation runtime plugin's decision, on hand-built share scopes: which mismatches it reports and how it words them.
import { describe, expect, it } from 'vitest';
import { describeMismatch, findMismatch } from './shared-version-warnings';

type Args = Parameters<typeof findMismatch>[0];

function args(
  pkgName: string,
  consumer: { from: string; version: string; singleton: boolean },
  offered: { version: string; from: string; loaded?: boolean }[],
  host = { name: 'shell', version: '1.0.0' },
): Args {
  const versions = Object.fromEntries(offered.map((shared) => [shared.version, shared]));
  const instance = (name: string, version: string) => ({ options: { name, shared: { [pkgName]: [{ version, from: name }] } } });
  return {
    pkgName,
    scope: 'default',
    version: offered[0]?.version ?? '',
    shareScopeMap: { default: { [pkgName]: versions } },
    GlobalFederation: { __INSTANCES__: [instance(host.name, host.version), instance(consumer.from, consumer.version)] },
    shareInfo: {
      from: consumer.from,
      version: consumer.version,
      shareConfig: { singleton: consumer.singleton, requiredVersion: `^${consumer.version.replace(/\.\d+$/, '.0')}` },
    },
  } as unknown as Args;
}

describe('shared version warnings', () => {
  it('a singleton out of range: names the loaded version, where it came from, and the range the remote needs', () => {
    const shell = { version: '1.3.0', from: 'shell', loaded: true };
    const mismatch = findMismatch(args('@inspection/ui', { from: 'bookings', version: '2.0.0', singleton: true }, [shell]), shell);
    expect(describeMismatch(mismatch!)).toBe(
      '[federation] @inspection/ui: remote "bookings" requires ^2.0.0 but 1.3.0 is loaded (from shell); ' +
        'it is a singleton, so "bookings" uses 1.3.0, not its own 2.0.0',
    );
  });

  it('a singleton in range (a later minor) is fine', () => {
    const shell = { version: '1.3.0', from: 'shell', loaded: true };
    expect(findMismatch(args('@inspection/ui', { from: 'crm', version: '1.1.0', singleton: true }, [shell]), shell)).toBeUndefined();
  });

  it("not a singleton: reports a remote that cannot take the shell's copy, whichever copy it then gets", () => {
    const shell = { version: '1.0.0', from: 'shell' };
    const own = { version: '0.9.0', from: 'calllogs' };
    const older = args('@inspection/ui/calendar', { from: 'calllogs', version: '0.9.0', singleton: false }, [shell, own]);
    expect(describeMismatch(findMismatch(older, own)!)).toBe(
      '[federation] @inspection/ui/calendar: remote "calllogs" requires ^0.9.0 but 1.0.0 is shared (from shell); "calllogs" loads its own copy (0.9.0)',
    );
    expect(describeMismatch(findMismatch(older, undefined)!)).toMatch(/loads its own copy \(0\.9\.0\)$/);
    expect(describeMismatch(findMismatch(older, { version: '0.9.3', from: 'bookings' })!)).toMatch(/"calllogs" loads the copy of "bookings" \(0\.9\.3\)$/);
  });

  it('not a singleton: a remote in range of the shell\'s copy is fine, even when an odd remote registered first', () => {
    // The reports remote registered 1.0.0 before the shell's entry, and calllogs offers 0.9.0: reports is not the odd one.
    const reportsOwn = { version: '1.0.0', from: 'reports' };
    const odd = { version: '0.9.0', from: 'calllogs' };
    const older = () => args('@inspection/ui/calendar', { from: 'calllogs', version: '0.9.0', singleton: false }, [odd]);
    const reports = args('@inspection/ui/calendar', { from: 'reports', version: '1.0.0', singleton: false }, [reportsOwn, odd]);
    expect(findMismatch(reports, reportsOwn)).toBeUndefined();
    // The shell is the reference, never the odd one out.
    const shell = args('@inspection/ui/calendar', { from: 'shell', version: '1.0.0', singleton: false }, [odd]);
    expect(findMismatch(shell, undefined)).toBeUndefined();
    // The shell does not import the calendar, so it does not provide it: the version of its package is the reference.
    const viaPackage = {
      ...older(),
      GlobalFederation: { __INSTANCES__: [{ options: { name: 'shell', shared: { '@inspection/ui': [{ version: '1.0.0' }] } } }] },
    } as unknown as Args;
    expect(findMismatch(viaPackage, odd)?.loadedVersion).toBe('1.0.0');
    // A remote's own page (no shell) has nothing to compare with.
    const alone = { ...reports, GlobalFederation: { __INSTANCES__: [] } } as unknown as Args;
    expect(findMismatch(alone, reportsOwn)).toBeUndefined();
  });

  it('says "the shell" when the shell is the one out of range', () => {
    const remote = { version: '2.0.0', from: 'crm', loaded: true };
    const mismatch = findMismatch(args('@inspection/platform', { from: 'shell', version: '1.0.0', singleton: true }, [remote]), remote);
    expect(describeMismatch(mismatch!)).toMatch(/^\[federation\] @inspection\/platform: the shell requires \^1\.0\.0 but 2\.0\.0 is loaded \(from crm\)/);
  });
});
