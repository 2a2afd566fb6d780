// The console's service worker: served at the shell origin's root (scope '/'), so a reload with no connection at
// all still brings the console up. It controls the shell's pages and therefore also sees the cross-origin requests
// those pages make for the remotes (mf-manifest.json, remoteEntry.js, chunks) and the runtime config.
//   - network first, cache as fallback: page navigations (the one app-shell index.html), runtime-config.json,
//     mf-manifest.json and remoteEntry.js, so a new deployment is picked up whenever the network answers;
//   - cache first: content-hashed assets (a new build has new names), and every file of a remote's release (the
//     backend storage's remote-releases bucket: a release's URL is never reused, docs/architecture/releases.md);
//   - never handled: the backend (/auth, /rest, /storage, ...). The inspection keeps its data in the app's own
//     IndexedDB; a cached API answer would be stale data or someone else's session.
// The page posts { type: 'warm', urls, manifests } once registered: what it loaded before this worker controlled it,
// and the remotes an inspector needs offline, whose manifests list their chunks. A new worker caches them before it
// finishes installing (below), an active one at once.
const VERSION = 'v1';
const PREFIX = 'inspection-console-';
const ENTRIES = `${PREFIX}entries-${VERSION}`;
const ASSETS = `${PREFIX}assets-${VERSION}`;
const SHELL_HTML = new URL('/index.html', self.location.origin).href;
// Kept in ENTRIES once a warm-up has cached every file it was asked for, and told to the open pages: the perform
// screen then says 'Available offline' (apps/inspection/src/perform-inspection/offline/use-offline-ready.ts). A new
// worker drops it until its own warm-up is done.
const OFFLINE_READY = new URL('/offline-ready', self.location.origin).href;

const RELEASE_PATH = /^\/storage\/v1\/object\/public\/remote-releases\//;
const BACKEND_PATH = /^\/(?:auth|rest|storage|functions|realtime|graphql)\/v1\/|^\/api\/|^\/sheets\//;
const ENTRY = /\/(?:runtime-config\.json|mf-manifest\.json|remoteEntry\.js)$/;
const HASHED = /\.[0-9a-f]{8,}\.(?:m?js|css|png|jpe?g|gif|svg|webp|woff2?)$/;

/** 'page' | 'entry' | 'asset', or null for a request this worker leaves to the browser. */
function kindOf(url, { method = 'GET', mode = 'no-cors' } = {}) {
  if (method !== 'GET' || !/^https?:$/.test(url.protocol)) return null;
  if (RELEASE_PATH.test(url.pathname)) return mode === 'navigate' ? null : 'asset';
  if (BACKEND_PATH.test(url.pathname)) return null;
  if (mode === 'navigate') return url.origin === self.location.origin ? 'page' : null;
  if (ENTRY.test(url.pathname)) return 'entry';
  if (HASHED.test(url.pathname)) return 'asset';
  return null;
}

const cacheKey = (url) => url.origin + url.pathname;

/** A remote's file in CORS mode when its host allows it (a readable status), else as the page asked. */
async function fromNetwork(request) {
  const url = new URL(request.url);
  if (request.mode === 'no-cors' && url.origin !== self.location.origin) {
    try {
      return await fetch(url.href, { mode: 'cors', credentials: 'omit' });
    } catch {
      // No CORS on that host (or no network): the browser's own request below decides.
    }
  }
  return fetch(request);
}

async function put(cacheName, key, response) {
  if (!(response.ok || response.type === 'opaque')) return;
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
}

async function networkFirst(event, key) {
  try {
    const response = await fromNetwork(event.request);
    if (response.ok) event.waitUntil(put(ENTRIES, key, response.clone()));
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName: ENTRIES });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(event, key) {
  const cached = await caches.match(key, { cacheName: ASSETS });
  if (cached) return cached;
  const response = await fromNetwork(event.request);
  event.waitUntil(put(ASSETS, key, response.clone()));
  return response;
}

// The page's first warm-up is done inside the install event: Chromium compiles the scripts a worker caches while it
// installs and keeps their code cache beside them, so the first screens served from this cache do not compile and
// serialise that code on the page's main thread (v8.produceCache: ~110 ms of the perform screen at 4x CPU;
// docs/decisions/0006-service-worker-install-time-warm-up.md).
// A page that never asks (closed meanwhile) holds the install for INSTALL_WARM_WAIT_MS at most.
const INSTALL_WARM_WAIT_MS = 10_000;
let startInstallWarm = () => undefined;
const installWarm = new Promise((resolve) => (startInstallWarm = resolve));
// The worker's own state: 'installing' before the page can post to it, so a message that arrives ahead of the install
// event counts too, and 'activated' in a worker restarted later. Where the browser lacks `self.serviceWorker`, whether
// the install event is running.
let installEventRunning = false;
const isInstalling = () => (self.serviceWorker ? self.serviceWorker.state === 'installing' : installEventRunning);

self.addEventListener('install', (event) => {
  installEventRunning = true;
  const pageAsked = installWarm.then(warm);
  const waited = new Promise((resolve) => setTimeout(resolve, INSTALL_WARM_WAIT_MS));
  event.waitUntil(
    caches
      .open(ENTRIES)
      .then((cache) => Promise.resolve(cache.delete?.(OFFLINE_READY)).then(() => cache.add(SHELL_HTML)))
      .catch(() => undefined)
      .then(() => Promise.race([pageAsked, waited]))
      .catch(() => undefined)
      .then(() => {
        installEventRunning = false;
        return self.skipWaiting();
      }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== ENTRIES && name !== ASSETS).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const kind = kindOf(url, event.request);
  // Every route of the single-page console is the same index.html.
  if (kind === 'page') event.respondWith(networkFirst(event, SHELL_HTML));
  else if (kind === 'entry') event.respondWith(networkFirst(event, cacheKey(url)));
  else if (kind === 'asset') event.respondWith(cacheFirst(event, cacheKey(url)));
});

// While a page loads a screen (its code and first reads) it holds the warm-up between two files: both share the
// device's cores, and a warm-up under way made a sidebar click 40-130 ms slower on two cores (docs/benchmarks/web.md#
// the-warm-up-held-while-a-screen-loads). A hold lapses after HOLD_MS, so a page that never lets go cannot stop it.
const HOLD_MS = 3000;
let heldUntil = 0;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function whileHeld() {
  for (let left = heldUntil - Date.now(); left > 0; left = heldUntil - Date.now()) await pause(Math.min(left, 50));
}

/** Everything a remote's manifest names: its entry and the chunks of the modules it exposes. */
async function manifestFiles(manifestUrl, manifest) {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
  const files = [];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.push(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href);
  for (const expose of manifest.exposes ?? []) {
    for (const kind of ['js', 'css']) {
      for (const list of ['sync', 'async']) for (const file of expose.assets?.[kind]?.[list] ?? []) files.push(new URL(file, base).href);
    }
  }
  return files;
}

async function warmOne(href) {
  const url = new URL(href);
  const kind = kindOf(url);
  if (kind === 'asset') {
    if (await caches.match(cacheKey(url), { cacheName: ASSETS })) return;
    await put(ASSETS, cacheKey(url), await fromNetwork(new Request(url.href, { mode: 'no-cors' })));
  } else if (kind === 'entry') {
    await put(ENTRIES, cacheKey(url), await fromNetwork(new Request(url.href, { mode: 'no-cors', cache: 'no-cache' })));
  }
}

async function warm({ urls = [], manifests = [] }) {
  const wanted = new Set(urls);
  wanted.add(new URL('/runtime-config.json', self.location.origin).href);
  let complete = true;
  await Promise.all(
    manifests.map(async (manifestUrl) => {
      try {
        const response = await fetch(manifestUrl, { mode: 'cors', cache: 'no-cache' });
        if (!response.ok) return void (complete = false);
        await put(ENTRIES, cacheKey(new URL(manifestUrl)), response.clone());
        for (const file of await manifestFiles(manifestUrl, await response.json())) wanted.add(file);
      } catch {
        // Offline or the remote is down: warmed next time.
        complete = false;
      }
    }),
  );
  // A few at a time: this runs while the inspector works.
  const queue = [...wanted];
  const worker = async () => {
    for (let href = queue.shift(); href; href = queue.shift()) {
      await whileHeld();
      await warmOne(href).catch(() => (complete = false));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  if (!(await caches.match(SHELL_HTML, { cacheName: ENTRIES }))) {
    await fetch(SHELL_HTML, { cache: 'no-cache' })
      .then((response) => put(ENTRIES, SHELL_HTML, response))
      .catch(() => undefined);
  }
  if (complete && (await caches.match(SHELL_HTML, { cacheName: ENTRIES }))) await markOfflineReady();
}

async function markOfflineReady() {
  await put(ENTRIES, OFFLINE_READY, new Response(new Date().toISOString()));
  const pages = (await self.clients?.matchAll({ type: 'window', includeUncontrolled: true })) ?? [];
  for (const page of pages) page.postMessage({ type: 'offline-ready' });
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'hold') heldUntil = event.data.held ? Date.now() + HOLD_MS : 0;
  if (event.data?.type !== 'warm') return;
  if (isInstalling()) startInstallWarm(event.data);
  else event.waitUntil(warm(event.data));
});
