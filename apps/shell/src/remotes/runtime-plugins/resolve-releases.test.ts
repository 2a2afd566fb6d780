// The release resolution and the fallback through the real federation runtime; only the remotes' network is replaced
// (entries served from memory by URL, as testing/fake-remotes.ts does by name).
import { init, loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerRuntimeRemotes } from '../remote-registry';
import { isLoadFailure } from './load-failure-screen';
import { releaseFallbacks, resetReleaseFallbacksForTesting } from '../releases/release-fallbacks';
import type { RemoteReleases } from '../releases/remote-releases';

// The runtime keeps loaded entries on globalThis by URL, across instances: each test has addresses of its own.
let CONFIG: Record<'crm' | 'calllogs', string>;
let host: string;
const release = (remote: string, version: string) => `http://${host}/remote-releases/${remote}/${version}/remoteEntry.js`;
const pointer = (remote: string, version: string) => ({ version, manifestUrl: release(remote, version) });

/** A fresh runtime whose remotes answer from `served` (URL -> the text their screen shows); others fail. */
function startRuntime(releases: RemoteReleases | (() => Promise<RemoteReleases>)) {
  init({ name: `shell-${Math.random().toString(36).slice(2)}`, remotes: [] });
  const served = new Map<string, string>();
  const loads: string[] = [];
  registerPlugins([
    {
      name: 'serve-by-url',
      async loadEntry({ remoteInfo }) {
        loads.push(remoteInfo.entry);
        const text = served.get(remoteInfo.entry);
        if (!text) throw new Error(`${remoteInfo.entry} is not there`);
        return { init: async () => undefined, get: () => async () => ({ default: () => text }) };
      },
    },
  ]);
  const asked = vi.fn(typeof releases === 'function' ? releases : async () => releases);
  registerRuntimeRemotes(CONFIG, asked);
  const shown = async (id: string) => {
    const loaded = await loadRemote<{ default: () => string }>(id);
    return isLoadFailure(loaded) ? 'failure screen' : loaded!.default();
  };
  return { served, loads, asked, shown };
}

beforeEach(() => {
  host = `cdn-${Math.random().toString(36).slice(2)}.test`;
  CONFIG = { crm: `http://${host}/crm/remoteEntry.js`, calllogs: `http://${host}/calllogs/remoteEntry.js` };
  resetReleaseFallbacksForTesting();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('resolving each remote to its release', () => {
  it('loads the active release instead of the runtime config build, asking for the releases once', async () => {
    const runtime = startRuntime({ crm: { active: pointer('crm', '1.1.0+b2') } });
    runtime.served.set(release('crm', '1.1.0+b2'), 'crm 1.1.0');
    runtime.served.set(CONFIG.crm, 'crm config build');
    runtime.served.set(CONFIG.calllogs, 'calllogs config build');
    expect(await runtime.shown('crm/Contacts')).toBe('crm 1.1.0');
    expect(await runtime.shown('crm/Leads')).toBe('crm 1.1.0');
    expect(await runtime.shown('calllogs/CallLogs')).toBe('calllogs config build');
    expect(runtime.asked).toHaveBeenCalled();
    expect(runtime.loads).toEqual([release('crm', '1.1.0+b2'), CONFIG.calllogs]);
  });

  it('with no release recorded, every remote loads from the runtime config as before', async () => {
    const runtime = startRuntime({});
    runtime.served.set(CONFIG.crm, 'crm config build');
    expect(await runtime.shown('crm/Contacts')).toBe('crm config build');
    expect(releaseFallbacks()).toEqual([]);
  });

  it('keeps the build it chose for the page: a release made later is not picked up until reload', async () => {
    let current: RemoteReleases = { crm: { active: pointer('crm', '1.0.0+a1') } };
    const runtime = startRuntime(async () => current);
    runtime.served.set(release('crm', '1.0.0+a1'), 'crm 1.0.0');
    runtime.served.set(release('crm', '1.1.0+b2'), 'crm 1.1.0');
    expect(await runtime.shown('crm/Contacts')).toBe('crm 1.0.0');
    current = { crm: { active: pointer('crm', '1.1.0+b2'), previous: pointer('crm', '1.0.0+a1') } };
    expect(await runtime.shown('crm/Leads')).toBe('crm 1.0.0');
  });
});

describe('last known good', () => {
  it('loads the release before the active one when the active one fails, and tells whoever watches', async () => {
    const runtime = startRuntime({ crm: { active: pointer('crm', '1.1.0+b2'), previous: pointer('crm', '1.0.0+a1') } });
    runtime.served.set(release('crm', '1.0.0+a1'), 'crm 1.0.0');
    runtime.served.set(CONFIG.crm, 'crm config build');
    expect(await runtime.shown('crm/Contacts')).toBe('crm 1.0.0');
    expect(releaseFallbacks()).toEqual([{ remote: 'crm', failed: '1.1.0+b2', loaded: '1.0.0+a1' }]);
    expect(console.warn).toHaveBeenCalledWith('Release 1.1.0+b2 of crm failed to load; loaded 1.0.0+a1 instead.');
    // The next screen of the same remote comes from the build that worked, with no second notice.
    expect(await runtime.shown('crm/Leads')).toBe('crm 1.0.0');
    expect(releaseFallbacks()).toHaveLength(1);
  });

  it('the runtime config build when there is no earlier release, or it fails too', async () => {
    const runtime = startRuntime({ crm: { active: pointer('crm', '1.1.0+b2'), previous: pointer('crm', '1.0.0+a1') } });
    runtime.served.set(CONFIG.crm, 'crm config build');
    expect(await runtime.shown('crm/Contacts')).toBe('crm config build');
    expect(releaseFallbacks()).toEqual([{ remote: 'crm', failed: '1.1.0+b2', loaded: null }]);
  });

  it('a failed canary falls back to the active release', async () => {
    const runtime = startRuntime({ crm: { active: pointer('crm', '1.1.0+b2'), canary: { ...pointer('crm', '1.2.0+c3'), percent: 100 } } });
    runtime.served.set(release('crm', '1.1.0+b2'), 'crm 1.1.0');
    expect(await runtime.shown('crm/Contacts')).toBe('crm 1.1.0');
    expect(releaseFallbacks()).toEqual([{ remote: 'crm', failed: '1.2.0+c3', loaded: '1.1.0+b2' }]);
  });

  it('two screens of a failing release at once fall back once, to the same build', async () => {
    const runtime = startRuntime({ crm: { active: pointer('crm', '1.1.0+b2'), previous: pointer('crm', '1.0.0+a1') } });
    runtime.served.set(release('crm', '1.0.0+a1'), 'crm 1.0.0');
    expect(await Promise.all([runtime.shown('crm/Contacts'), runtime.shown('crm/Leads')])).toEqual(['crm 1.0.0', 'crm 1.0.0']);
    expect(releaseFallbacks()).toEqual([{ remote: 'crm', failed: '1.1.0+b2', loaded: '1.0.0+a1' }]);
  });

  it('shows the failure screen when no build loads, as without releases', async () => {
    const runtime = startRuntime({ crm: { active: pointer('crm', '1.1.0+b2') } });
    expect(await runtime.shown('crm/Contacts')).toBe('failure screen');
    expect(releaseFallbacks()).toEqual([]);
  });
});
