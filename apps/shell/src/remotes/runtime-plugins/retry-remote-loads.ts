// Federation runtime plugin (fetch, loadEntryError). Used when a remote's mf-manifest.json cannot be fetched (no
// answer, or a 5xx) or its remoteEntry.js fails to load: tries again a few times, a little later each time, before
// the load counts as failed. A remote restarting during a deployment or a dropped connection then costs a short
// wait, not the failure screen; a remote that stays down still fails within about a second. (The registry's
// @module-federation/retry-plugin stops at 0.17, built for that runtime with its own sdk copy; this is the same idea on
// the 2.x runtime's hooks.)
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type RemoteEntryExports = NonNullable<Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>>>;

export interface RetryOptions {
  /** Attempts after the first one. */
  retries?: number;
  /** Wait before the n-th retry: n × delayMs. */
  delayMs?: number;
  /** An answer already read for this URL (the entry's early manifest), used instead of asking again. */
  answered?: (url: string) => Promise<Response | undefined>;
}

export function retryRemoteLoads({ retries = 2, delayMs = 300, answered }: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const wait = (attempt: number) => new Promise((resolve) => setTimeout(resolve, attempt * delayMs));
  return {
    name: 'retry-remote-loads',
    async fetch(url, init) {
      const early = await answered?.(url);
      if (early) return early;
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await fetch(url, init);
          // A 404 or another client error will not heal in a second: it is reported at once.
          if (response.status < 500 || attempt >= retries) return response;
        } catch (error) {
          if (attempt >= retries) throw error;
        }
        await wait(attempt + 1);
      }
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retry = async (attempt: number): Promise<RemoteEntryExports | undefined> => {
        await wait(attempt);
        // The runtime keeps the failed load under this key; without deleting it, the retry would meet it again.
        delete globalLoading[uniqueKey];
        try {
          return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
        } catch (error) {
          if (attempt >= retries) throw error;
          return retry(attempt + 1);
        }
      };
      // The hook's type nests one promise too many (Promise<Promise<entry>>); the runtime awaits either.
      return retry(1) as unknown as Promise<Promise<RemoteEntryExports | undefined> | undefined>;
    },
  };
}
