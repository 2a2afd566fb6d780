import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteCodeOf, startRemoteCode } from './early-remote-code';
import { requestRouteManifest } from './early-remote';
import { AUTH_STORAGE_KEY } from '@inspection/platform/auth-storage-key';

const MANIFEST_URL = 'http://localhost:4204/releases/7/mf-manifest.json?v=2';
const manifest = {
  metaData: { globalName: 'inspection', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { name: 'MyDay', assets: { js: { sync: ['static/js/async/h.js', 'static/js/my-day.js'] }, css: { sync: [] } } },
    { name: 'PerformInspection', assets: { js: { sync: ['static/js/async/h.js', 'static/js/perform.js'] }, css: { sync: ['static/css/h.css'] } } },
  ],
};
const BASE = 'http://localhost:4204/releases/7/';

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the screen's remote code by its manifest", () => {
  it("names the remote's entry and the screen's own files, at the manifest's folder for an 'auto' public path", () => {
    expect(remoteCodeOf(MANIFEST_URL, JSON.stringify(manifest), 'PerformInspection')).toEqual({
      entry: { url: `${BASE}remoteEntry.js`, globalName: 'inspection' },
      scripts: [`${BASE}static/js/async/h.js`, `${BASE}static/js/perform.js`],
      styles: [`${BASE}static/css/h.css`],
    });
  });

  it('takes a fixed public path and an entry in a folder; runs no entry that is not a plain script', () => {
    const fixed = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/insp/', remoteEntry: { name: 'remoteEntry.js', path: 'entry/', type: 'module' } } };
    expect(remoteCodeOf(MANIFEST_URL, JSON.stringify(fixed), 'MyDay')).toEqual({
      entry: undefined,
      scripts: ['https://cdn.example/insp/static/js/async/h.js', 'https://cdn.example/insp/static/js/my-day.js'],
      styles: [],
    });
  });

  it('names nothing for a screen the manifest does not expose, or a text that is not a manifest', () => {
    expect(remoteCodeOf(MANIFEST_URL, JSON.stringify(manifest), 'Dashboard')).toBeUndefined();
    expect(remoteCodeOf(MANIFEST_URL, '<html>', 'MyDay')).toBeUndefined();
  });
});

describe('starting the code', () => {
  const code = { entry: { url: `${BASE}remoteEntry.js`, globalName: 'inspectionTest' }, scripts: [`${BASE}a.js`], styles: [`${BASE}a.css`] };

  it('fetches the screen files without running them and runs the entry, whose script goes once it has loaded or failed', () => {
    startRemoteCode(code);
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.as, link.href]);
    expect(links).toEqual([
      ['preload', 'style', `${BASE}a.css`],
      ['preload', 'script', `${BASE}a.js`],
    ]);
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe(`${BASE}remoteEntry.js`);
    script.dispatchEvent(new Event('load'));
    expect(document.head.querySelector('script')).toBeNull();
    startRemoteCode(code);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(document.head.querySelector('script')).toBeNull();
  });

  it("does not run the entry again when the remote's container is there", () => {
    startRemoteCode(code, document, { inspectionTest: {} });
    expect(document.head.querySelector('script')).toBeNull();
  });
});

describe("the entry asks for the code of the opened screen's chosen build", () => {
  const session = { access_token: 'token', expires_at: Math.floor(Date.now() / 1000) + 3600, user: { id: 'user-1' } };
  const configAt = (url: string) => Promise.resolve({ remotes: { inspection: url } });

  it('with a stored session, once the manifest at the address the config (the releases) names has come', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(manifest))));
    const started = vi.fn();
    await requestRouteManifest(configAt(MANIFEST_URL), '/performinspection/4f1c', localStorage, started);
    expect(started).toHaveBeenCalledExactlyOnceWith(remoteCodeOf(MANIFEST_URL, JSON.stringify(manifest), 'PerformInspection'));
  });

  it('not for a signed-out visitor, nor when the manifest did not come', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(manifest))));
    const started = vi.fn();
    await requestRouteManifest(configAt(MANIFEST_URL), '/performinspection/4f1c', localStorage, started);
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    vi.stubGlobal('fetch', vi.fn(async () => new Response('busy', { status: 503 })));
    await requestRouteManifest(configAt(MANIFEST_URL), '/performinspection/4f1c', localStorage, started);
    expect(started).not.toHaveBeenCalled();
  });
});
