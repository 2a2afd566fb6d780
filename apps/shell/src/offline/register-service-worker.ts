// Registers the console's service worker (apps/shell/public/sw.js, served at the origin root) in production builds,
// never on a dev server where it would cache what HMR replaces. Once registered, it is asked to cache what this page
// loaded before it took control and the remotes an inspector needs without a connection.

/** Remotes whose screens must open offline: their manifests list every chunk to keep. */
export const OFFLINE_REMOTES = ['inspection'] as const;

export interface WarmMessage {
  type: 'warm';
  urls: string[];
  manifests: string[];
}

export function warmMessage(remotes: Record<string, string>, loaded: string[]): WarmMessage {
  return {
    type: 'warm',
    urls: loaded,
    manifests: OFFLINE_REMOTES.map((name) => remotes[name]).filter((url): url is string => Boolean(url)),
  };
}

/** The worker last asked to warm (it may still be installing, so not yet the page's controller). */
let warming: ServiceWorker | null = null;

/**
 * Holds the worker's warm-up between two files while this page loads a screen, or lets it go on (the worker lets a
 * hold lapse by itself after 3 s: apps/shell/public/sw.js).
 */
export function holdWarmUp(held: boolean): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const workers = new Set([warming, navigator.serviceWorker.controller].filter((worker): worker is ServiceWorker => Boolean(worker)));
  for (const worker of workers) worker.postMessage({ type: 'hold', held });
}

/** How long after the page's load event the worker is registered. */
export const REGISTER_DELAY_MS = 1500;

export function registerServiceWorker(remotes: Record<string, string>, enabled = import.meta.env.PROD): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (!enabled) {
    // A dev server on the same origin as an earlier production run: drop that run's worker so HMR is not cached.
    void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));
    return;
  }
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then((registration) => {
        const message = warmMessage(remotes, performance.getEntriesByType('resource').map((entry) => entry.name));
        // A new worker caches the files while it installs (so Chromium keeps their compiled code, sw.js), an active
        // one at once; a worker updated later is asked too.
        let asked: ServiceWorker | null = null;
        const ask = (worker: ServiceWorker | null) => {
          if (!worker || worker === asked) return;
          asked = worker;
          warming = worker;
          worker.postMessage(message);
        };
        ask(registration.installing ?? registration.waiting ?? registration.active);
        registration.addEventListener('updatefound', () => ask(registration.installing));
      })
      .catch((error: unknown) => console.warn('The offline cache is not available:', error));
  };
  // After the first screen: registering and warming must not compete with it. The load event came too early (with
  // the shell's own chunks, before the screen's remote and reads): registering checks sw.js on the network and the
  // warm-up asks for the remotes' entries and chunks, and they slowed the perform screen under load
  // (docs/benchmarks/inspection.md#no-zod-at-start-up-the-worker-registered-later).
  const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));
  const later = () => setTimeout(() => whenIdle(start), REGISTER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
