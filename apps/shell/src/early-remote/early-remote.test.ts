import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestRouteManifest, takeEarlyManifest } from './early-remote';
import { rememberedRemotes } from './remembered-remotes';

const MANIFEST_URL = 'http://localhost:4204/mf-manifest.json';
const MOVED_URL = 'http://localhost:5204/mf-manifest.json';
const manifest = { metaData: { publicPath: 'auto' }, exposes: [{ name: 'PerformInspection' }] };
const configAt = (url: string) => Promise.resolve({ remotes: { inspection: url } });
const answering = () => vi.fn(async () => new Response(JSON.stringify(manifest)));

/** A runtime config that comes when the test says so. */
function pendingConfig() {
  let arrive!: (config: unknown) => void;
  return { config: new Promise<unknown>((resolve) => (arrive = resolve)), arrive };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the entry's early request for the opened screen's remote manifest", () => {
  it("on a first visit: asks at the config's address and hands the answer to the runtime once", async () => {
    const fetch = answering();
    vi.stubGlobal('fetch', fetch);
    await requestRouteManifest(configAt(MANIFEST_URL), '/performinspection/4f1c');
    expect(fetch).toHaveBeenCalledExactlyOnceWith(MANIFEST_URL);
    expect(await (await takeEarlyManifest(MANIFEST_URL))?.json()).toEqual(manifest);
    // The runtime's next read (a later visit, Retry) asks the remote again.
    expect(await takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
    expect(rememberedRemotes(localStorage)).toEqual({ inspection: MANIFEST_URL });
  });

  it('on a later visit: asks where the remote was before the config has come, and not twice', async () => {
    vi.stubGlobal('fetch', answering());
    await requestRouteManifest(configAt(MANIFEST_URL), '/login');

    const fetch = answering();
    vi.stubGlobal('fetch', fetch);
    const { config, arrive } = pendingConfig();
    const requesting = requestRouteManifest(config, '/performinspection/9a2b');
    expect(fetch).toHaveBeenCalledExactlyOnceWith(MANIFEST_URL);
    // The runtime may ask while the request is out: it joins it.
    const taken = takeEarlyManifest(MANIFEST_URL);
    arrive({ remotes: { inspection: MANIFEST_URL } });
    await requesting;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await (await taken)?.json()).toEqual(manifest);
  });

  it("after a redeploy moved the remote: the runtime is handed only the answer from the config's address", async () => {
    vi.stubGlobal('fetch', answering());
    await requestRouteManifest(configAt(MANIFEST_URL), '/my-day');
    await takeEarlyManifest(MANIFEST_URL);

    const fetch = vi.fn(async (url: string) => (url === MOVED_URL ? new Response(JSON.stringify(manifest)) : Promise.reject(new TypeError('Failed to fetch'))));
    vi.stubGlobal('fetch', fetch);
    await requestRouteManifest(configAt(MOVED_URL), '/my-day');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([MANIFEST_URL, MOVED_URL]);
    expect(await takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
    expect(await (await takeEarlyManifest(MOVED_URL))?.json()).toEqual(manifest);
    expect(rememberedRemotes(localStorage)).toEqual({ inspection: MOVED_URL });
  });

  it('asks nothing on a page no remote answers (sign-in), but remembers where the remotes are', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await requestRouteManifest(configAt(MANIFEST_URL), '/login');
    expect(fetch).not.toHaveBeenCalled();
    expect(rememberedRemotes(localStorage)).toEqual({ inspection: MANIFEST_URL });
  });

  it('leaves the runtime to ask again when the manifest or the config did not come', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('busy', { status: 503 })));
    await requestRouteManifest(configAt(MANIFEST_URL), '/my-day');
    expect(await takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await requestRouteManifest(configAt(MANIFEST_URL), '/my-day');
    expect(await takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
    localStorage.clear();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await requestRouteManifest(Promise.resolve(undefined), '/my-day');
    expect(fetch).not.toHaveBeenCalled();
    expect(rememberedRemotes(localStorage)).toEqual({});
  });
});
