import { describe, expect, it } from 'vitest';
import { sharedDependencies, shellSharedDependencies } from './shared-deps';

type Config = { singleton: boolean; eager?: boolean; requiredVersion: string | false; version?: string };
const entries = (shared: object) => Object.entries(shared as Record<string, Config>);

describe('the shared modules of the shell and of the remotes', () => {
  it('puts the shell copy of every singleton into its first script, and leaves the calendar to the screens that load it', () => {
    const shell = shellSharedDependencies({});
    for (const [name, config] of entries(shell)) {
      expect({ name, eager: config.eager === true }).toEqual({ name, eager: config.singleton });
    }
    expect((shell as Record<string, Config>)['react-dom'].eager).toBe(true);
    expect((shell as Record<string, Config>)['@inspection/ui/calendar'].eager).toBeUndefined();
  });

  it('keeps every remote module lazy, so a remote takes the copies the shell already loaded', () => {
    for (const [, config] of entries(sharedDependencies({}))) expect(config.eager).toBeUndefined();
  });

  it('declares the same versions and ranges in the shell as in the remotes (the release check reads those)', () => {
    const strip = (shared: object) => entries(shared).map(([name, { eager: _eager, ...rest }]) => [name, rest]);
    expect(strip(shellSharedDependencies({}))).toEqual(strip(sharedDependencies({})));
  });
});
