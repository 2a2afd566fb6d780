// The service worker's routing rules (apps/shell/public/sw.js), run from its source as the browser would load it.
import { describe, expect, it, vi } from 'vitest';
import source from '../../public/sw.js?raw';
import { warmMessage } from './register-service-worker';

interface Worker {
  kindOf(url: URL, request?: { method?: string; mode?: string }): 'page' | 'entry' | 'asset' | null;
  manifestFiles(manifestUrl: string, manifest: unknown): Promise<string[]>;
  listeners: Record<string, unknown>;
}

function loadWorker(): Worker {
  const listeners: Record<string, unknown> = {};
  const self = { location: new URL('http://localhost:4200/sw.js'), addEventListener: (type: string, listener: unknown) => (listeners[type] = listener) };
  const load = new Function('self', 'caches', 'fetch', `${source}\nreturn { kindOf, manifestFiles };`) as (...args: unknown[]) => Omit<Worker, 'listeners'>;
  return { ...load(self, {}, () => Promise.reject(new Error('no network in this test'))), listeners };
}

const worker = loadWorker();
const kind = (href: string, request?: { method?: string; mode?: string }) => worker.kindOf(new URL(href), request);

describe('service worker', () => {
  it('listens for install, activate, fetch and the warm-up message', () => {
    expect(Object.keys(worker.listeners).sort()).toEqual(['activate', 'fetch', 'install', 'message']);
  });

  it("network first for the console's pages, runtime configs and federation entries", () => {
    expect(kind('http://localhost:4200/performinspection/abc', { mode: 'navigate' })).toBe('page');
    expect(kind('http://localhost:4204/performinspection/abc', { mode: 'navigate' })).toBeNull();
    expect(kind('http://localhost:4200/runtime-config.json', { mode: 'cors' })).toBe('entry');
    expect(kind('http://localhost:4204/mf-manifest.json', { mode: 'cors' })).toBe('entry');
    expect(kind('http://localhost:4204/remoteEntry.js')).toBe('entry');
  });

  it('cache first for content-hashed files, of any origin', () => {
    expect(kind('http://localhost:4200/static/js/index.a05c2be43b.js')).toBe('asset');
    expect(kind('http://localhost:4204/static/js/async/__federation_expose_PerformInspection.bd092ac501.js')).toBe('asset');
    expect(kind('http://localhost:4204/static/css/async/t6.5c60c0d42c.css')).toBe('asset');
  });

  it("cache first for every file of a remote's release, its manifest included: a release is never overwritten", () => {
    const release = 'http://localhost:54321/storage/v1/object/public/remote-releases/calllogs/1.2.0+4f2a9c1';
    expect(kind(`${release}/mf-manifest.json`, { mode: 'cors' })).toBe('asset');
    expect(kind(`${release}/remoteEntry.3e1f0a9b2c.js`)).toBe('asset');
    expect(kind(`${release}/static/js/async/1.0a1b2c3d4e.js`)).toBe('asset');
    expect(kind(`${release}/mf-manifest.json`, { method: 'HEAD' })).toBeNull();
    expect(kind('http://localhost:54321/storage/v1/object/public/photos/front.json')).toBeNull();
  });

  it('leaves the backend, other methods and unhashed files to the browser', () => {
    expect(kind('http://localhost:54321/rest/v1/inspection_data?select=*')).toBeNull();
    expect(kind('http://localhost:54321/auth/v1/token?grant_type=refresh_token', { method: 'POST' })).toBeNull();
    expect(kind('http://localhost:54321/storage/v1/object/public/photos/front.0123456789ab.png')).toBeNull();
    expect(kind('http://localhost:54321/api/get-s3-presigned-url', { method: 'POST' })).toBeNull();
    expect(kind('http://localhost:4200/static/js/index.a05c2be43b.js', { method: 'POST' })).toBeNull();
    expect(kind('http://localhost:4200/favicon.svg')).toBeNull();
  });

  it("warms a remote's entry and the chunks of its exposed screens, not its shared fallbacks", async () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ assets: { js: { sync: ['static/js/async/react-dom.1111111111.js'], async: [] } } }],
      exposes: [
        {
          assets: {
            js: { sync: ['static/js/async/__federation_expose_PerformInspection.bd092ac501.js'], async: ['static/js/async/jx.b5128c0b99.js'] },
            css: { sync: ['static/css/async/t6.5c60c0d42c.css'], async: [] },
          },
        },
      ],
    };
    expect(await worker.manifestFiles('http://localhost:4204/mf-manifest.json', manifest)).toEqual([
      'http://localhost:4204/remoteEntry.js',
      'http://localhost:4204/static/js/async/__federation_expose_PerformInspection.bd092ac501.js',
      'http://localhost:4204/static/js/async/jx.b5128c0b99.js',
      'http://localhost:4204/static/css/async/t6.5c60c0d42c.css',
    ]);
  });

  it('the page asks to warm what it loaded and the inspection remote', () => {
    expect(warmMessage({ inspection: 'http://localhost:4204/mf-manifest.json', crm: 'http://localhost:4205/mf-manifest.json' }, ['a'])).toEqual({
      type: 'warm',
      urls: ['a'],
      manifests: ['http://localhost:4204/mf-manifest.json'],
    });
  });

  describe('install', () => {
    const WARM = { type: 'warm', urls: ['http://localhost:4200/static/js/index.a05c2be43b.js'], manifests: [] };
    const READY = 'http://localhost:4200/offline-ready';

    /** A worker on an in-memory cache and a network that answers every file, with its install event dispatched. */
    function install({ messageFirst = false, selfState = true, failing = '', stale = false } = {}) {
      const listeners: Record<string, (event: unknown) => void> = {};
      const stored = new Map<string, unknown>(stale ? [[READY, 'an older warm-up']] : []);
      const told: unknown[] = [];
      const cache = {
        add: async (url: string) => void stored.set(url, 'page'),
        put: async (key: string) => void stored.set(key, 'file'),
        delete: async (key: string) => stored.delete(key),
      };
      const caches = { open: async () => cache, match: async (key: string) => stored.get(key) };
      const skipWaiting = vi.fn(async () => undefined);
      const self = {
        location: new URL('http://localhost:4200/sw.js'),
        // The state the browser sets before the page can post to the worker (absent in browsers without it).
        ...(selfState ? { serviceWorker: { state: 'installing' } } : {}),
        skipWaiting,
        clients: { matchAll: async () => [{ postMessage: (message: unknown) => told.push(message) }] },
        addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      };
      const network = async (request: Request | string) => {
        if (String(typeof request === 'string' ? request : request.url) === failing) throw new TypeError('Failed to fetch');
        return new Response('x', { status: 200, headers: { 'content-type': 'text/javascript' } });
      };
      new Function('self', 'caches', 'fetch', source)(self, caches, network);
      const message = (data: unknown) => listeners.message({ data, waitUntil: () => undefined });
      if (messageFirst) message(WARM);
      let installed: Promise<unknown> = Promise.resolve();
      listeners.install({ waitUntil: (promise: Promise<unknown>) => (installed = promise) });
      return { installed, message, stored, skipWaiting, told };
    }

    it("marks the console ready offline once every file is cached, and tells the open pages (the perform screen's 'Available offline')", async () => {
      const { installed, message, stored, told } = install({ stale: true });
      await new Promise((resolve) => setTimeout(resolve, 0));
      // A new worker drops an older warm-up's mark until its own is done.
      expect(stored.has(READY)).toBe(false);
      message(WARM);
      await installed;
      expect(stored.has(READY)).toBe(true);
      expect(told).toEqual([{ type: 'offline-ready' }]);
    });

    it('does not mark the console ready offline when a file could not be cached', async () => {
      const { installed, message, stored, told } = install({ failing: WARM.urls[0] });
      message(WARM);
      await installed;
      expect(stored.has('http://localhost:4200/index.html')).toBe(true);
      expect(stored.has(READY)).toBe(false);
      expect(told).toEqual([]);
    });

    it.each([
      ['the worker knows its state', true],
      ['without self.serviceWorker (the install event running)', false],
    ])("caches the page's files before it finishes installing (Chromium keeps the code cache of what it caches then): %s", async (_, selfState) => {
      const { installed, message, stored, skipWaiting } = install({ selfState });
      let done = false;
      void installed.then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(done).toBe(false);
      message(WARM);
      await installed;
      expect(stored.has('http://localhost:4200/static/js/index.a05c2be43b.js')).toBe(true);
      expect(skipWaiting).toHaveBeenCalledOnce();
    });

    it('uses a message that arrived before the install event, without waiting', async () => {
      vi.useFakeTimers();
      try {
        const { installed, stored } = install({ messageFirst: true });
        let done = false;
        void installed.then(() => (done = true));
        await vi.advanceTimersByTimeAsync(100);
        expect(done).toBe(true);
        expect(stored.has('http://localhost:4200/static/js/index.a05c2be43b.js')).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('waits between files while a page holds the warm-up (it loads a screen), and goes on when let go', async () => {
      vi.useFakeTimers();
      try {
        const { message, stored } = install();
        const FILE = WARM.urls[0];
        message({ type: 'hold', held: true });
        message(WARM);
        await vi.advanceTimersByTimeAsync(1_000);
        expect(stored.has(FILE)).toBe(false);
        message({ type: 'hold', held: false });
        await vi.advanceTimersByTimeAsync(60);
        expect(stored.has(FILE)).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('lets a hold lapse after 3 s, so a page that never lets go cannot stop the warm-up', async () => {
      vi.useFakeTimers();
      try {
        const { message, stored } = install();
        message({ type: 'hold', held: true });
        message(WARM);
        await vi.advanceTimersByTimeAsync(2_900);
        expect(stored.has(WARM.urls[0])).toBe(false);
        await vi.advanceTimersByTimeAsync(200);
        expect(stored.has(WARM.urls[0])).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('finishes installing without the files when no page asks within 10 s', async () => {
      vi.useFakeTimers();
      try {
        const { installed, stored, skipWaiting } = install();
        await vi.advanceTimersByTimeAsync(9_999);
        expect(skipWaiting).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        await installed;
        expect(skipWaiting).toHaveBeenCalledOnce();
        expect([...stored.keys()]).toEqual(['http://localhost:4200/index.html']);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
