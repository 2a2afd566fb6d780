// Whether the screen would come back with no connection at all: the console's service worker has finished its
// warm-up with every file cached. The worker (apps/shell/public/sw.js) then keeps a marker in its cache at
// OFFLINE_READY_PATH of the console's origin and tells the open pages (OFFLINE_READY_MESSAGE); a new worker drops the
// marker until its own warm-up is done (docs/areas/inspection.md#autosave-and-offline,
// docs/decisions/0006-service-worker-install-time-warm-up.md).
import { useEffect, useState } from 'react';

export const OFFLINE_READY_PATH = '/offline-ready';
export const OFFLINE_READY_MESSAGE = 'offline-ready';

export async function isReadyOffline(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker || typeof caches === 'undefined') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.active) return false;
  return Boolean(await caches.match(new URL(OFFLINE_READY_PATH, location.origin).href));
}

/** false until the warm-up is done: checked when the screen opens, when the worker says so and when it takes control. */
export function useOfflineReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    let live = true;
    const check = () =>
      void isReadyOffline()
        .then((yes) => live && yes && setReady(true))
        .catch(() => undefined);
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === OFFLINE_READY_MESSAGE) check();
    };
    check();
    container.addEventListener('message', onMessage);
    container.addEventListener('controllerchange', check);
    return () => {
      live = false;
      container.removeEventListener('message', onMessage);
      container.removeEventListener('controllerchange', check);
    };
  }, []);
  return ready;
}
