import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRouteRemote, takeEarlyManifest } from './early-remote';
import { rememberedRemotes } from './remembered-remotes';

const MANIFEST_URL = 'http://localhost:4204/mf-manifest.json';
const MOVED_URL = 'http://localhost:5204/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'PerformInspection',
      assets: { js: { sync: ['static/js/async/r.js', 'static/js/async/__federation_expose_PerformInspection.js'] }, css: { sync: ['static/css/async/yx.css'] } },
    },
  ],
};
const PERFORM_FILES = [
  'script http://localhost:4204/remoteEntry.js',
  'script http://localhost:4204/static/js/async/r.js',
  'script http://localhost:4204/static/js/async/__federation_expose_PerformInspection.js',
  'style http://localhost:4204/static/css/async/yx.css',
];
const configAt = (url: string) => Promise.resolve({ remotes: { inspection: url } });
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => `${link.as} ${link.href}`);
const answering = () => vi.fn(async () => new Response(JSON.stringify(manifest)));

/** A runtime config that comes when the test says so. */
function pendingConfig() {
  let arrive!: (config: unknown) => void;
  return { config: new Promise<unknown>((resolve) => (arrive = resolve)), arrive };
}

beforeEach(() => {
  document.head.replaceChildren();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the entry's early load of the opened screen's remote", () => {
  it("on a first visit: reads the manifest from the config's address, preloads the screen's files and hands the manifest over once", async () => {
    const fetch = answering();
    vi.stubGlobal('fetch', fetch);
    await preloadRouteRemote(configAt(MANIFEST_URL), '/performinspection/4f1c');
    expect(fetch).toHaveBeenCalledExactlyOnceWith(MANIFEST_URL);
    expect(preloads()).toEqual(PERFORM_FILES);
    expect(await (await takeEarlyManifest(MANIFEST_URL))?.json()).toEqual(manifest);
    // The runtime's next read (a later visit, Retry) asks the remote again.
    expect(await takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
    expect(rememberedRemotes(localStorage)).toEqual({ inspection: MANIFEST_URL });
  });

  it('on a later visit: reads the manifest from where the remote was before the config has come', async () => {
    vi.stubGlobal('fetch', answering());
    await preloadRouteRemote(configAt(MANIFEST_URL), '/performinspection/4f1c');
    document.head.replaceChildren();
    await takeEarlyManifest(MANIFEST_URL);

    const fetch = answering();
    vi.stubGlobal('fetch', fetch);
    const { config, arrive } = pendingConfig();
    const loading = preloadRouteRemote(config, '/performinspection/9a2b');
    expect(fetch).toHaveBeenCalledExactlyOnceWith(MANIFEST_URL);
    await vi.waitFor(() => expect(preloads()).toEqual(PERFORM_FILES));
    arrive({ remotes: { inspection: MANIFEST_URL } });
    await loading;
    // The config's address is the one already read: no second request, no file preloaded twice.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual(PERFORM_FILES);
    expect(await (await takeEarlyManifest(MANIFEST_URL))?.json()).toEqual(manifest);
  });

  it("after a redeploy moved the remote: the runtime is handed only the manifest from the config's address", async () => {
    vi.stubGlobal('fetch', answering());
    await preloadRouteRemote(configAt(MANIFEST_URL), '/my-day');
    await takeEarlyManifest(MANIFEST_URL);

    const fetch = vi.fn(async (url: string) => (url === MOVED_URL ? new Response(JSON.stringify(manifest)) : Promise.reject(new TypeError('Failed to fetch'))));
    vi.stubGlobal('fetch', fetch);
    await preloadRouteRemote(configAt(MOVED_URL), '/my-day');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([MANIFEST_URL, MOVED_URL]);
    expect(await takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
    expect(await takeEarlyManifest(MOVED_URL)).toBeDefined();
    expect(rememberedRemotes(localStorage)).toEqual({ inspection: MOVED_URL });
  });

  it('loads nothing on a page no remote answers (sign-in), but remembers where the remotes are', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await preloadRouteRemote(configAt(MANIFEST_URL), '/login');
    expect(fetch).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    expect(rememberedRemotes(localStorage)).toEqual({ inspection: MANIFEST_URL });
  });

  it('leaves the runtime to ask again when the manifest or the config did not come', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('busy', { status: 503 })));
    await preloadRouteRemote(configAt(MANIFEST_URL), '/my-day');
    expect(await takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await preloadRouteRemote(configAt(MANIFEST_URL), '/my-day');
    expect(await takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
    localStorage.clear();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await preloadRouteRemote(Promise.resolve(undefined), '/my-day');
    expect(fetch).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });
});
