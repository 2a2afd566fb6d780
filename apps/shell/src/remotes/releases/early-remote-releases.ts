// The one request for every remote's releases, started by the entry as soon as the runtime config has answered (it
// holds the backend's address and anonymous key), not after sign-in nor after the shell's chunks. Its answer is kept
// for the page's life: a page already open keeps the builds it chose until it is reloaded, whatever is released
// meanwhile. A failed, refused or slow answer (RELEASES_WAIT_MS) reads as "no release": every remote then loads from
// the runtime config's address, as before releases existed. Plain code only (see ../../early-runtime-config.ts).
// Head start: the backend's address and anonymous key of the last visit (both public, as runtime-config.json is) are
// kept in localStorage, so the request starts with the entry instead of after the config (at 4x CPU the config came
// ~900 ms into a page load and the answer ~300 ms later, with the screen's remote files waiting on it:
// docs/benchmarks/inspection.md). It is used only when the config names the same backend; else it is asked again.
import { callRpc, defaultStorage } from '../../early-rpc';
import { parseRemoteReleases, resolvedAddresses, type RemoteReleases } from './remote-releases';

/** The longest a remote's first load waits for the answer before it takes the runtime config's address. */
export const RELEASES_WAIT_MS = 3000;

let pending: Promise<RemoteReleases> | undefined;

const BACKEND_KEY = 'inspection.releases-backend';

interface BackendConfig {
  backendUrl?: unknown;
  anonKey?: unknown;
}

function rememberedBackend(storage: Storage | undefined): BackendConfig | undefined {
  try {
    const value = JSON.parse(storage?.getItem(BACKEND_KEY) ?? 'null') as BackendConfig | null;
    return typeof value?.backendUrl === 'string' && typeof value.anonKey === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function rememberBackend(storage: Storage | undefined, config: BackendConfig): void {
  try {
    storage?.setItem(BACKEND_KEY, JSON.stringify({ backendUrl: config.backendUrl, anonKey: config.anonKey }));
  } catch {
    // A full or refused storage only loses the next visit's head start.
  }
}

async function askBackend(config: BackendConfig | undefined, waitMs: number): Promise<RemoteReleases> {
  if (typeof config?.backendUrl !== 'string' || typeof config.anonKey !== 'string') return {};
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), waitMs);
  try {
    const answer = await callRpc({ backendUrl: config.backendUrl, anonKey: config.anonKey, rpc: 'get_remote_releases', args: {}, signal: controller.signal });
    return answer ? parseRemoteReleases(answer.data) : {};
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts the request: at once to the last visit's backend when one is remembered, else once the runtime config
 * (`config`) has come; the early answer counts only when the config names that same backend. Later calls answer the
 * same promise.
 */
export function requestRemoteReleases(config: Promise<unknown>, waitMs = RELEASES_WAIT_MS, storage = defaultStorage()): Promise<RemoteReleases> {
  if (pending) return pending;
  const remembered = rememberedBackend(storage);
  const early = remembered ? askBackend(remembered, waitMs) : undefined;
  const asked = (pending = config.then((value) => {
    const backend = value as BackendConfig | undefined;
    // No config (the entry's read failed): the bootstrap asks again with the one it read.
    if (typeof backend?.backendUrl !== 'string') {
      if (pending === asked) pending = undefined;
      return {};
    }
    if (early && remembered?.backendUrl === backend.backendUrl && remembered.anonKey === backend.anonKey) return early;
    rememberBackend(storage, backend);
    return askBackend(backend, waitMs);
  }).catch(() => ({})));
  return asked;
}

/** Forgets the page's answer (tests only). */
export function resetRemoteReleasesForTesting(): void {
  pending = undefined;
}

/**
 * The runtime config as this page will use it: each remote's address replaced by its chosen release's manifest, so
 * the entry's early manifest read (early-remote.ts) asks for the build the runtime will load.
 */
export async function withChosenReleases(config: Promise<unknown>, releases: Promise<RemoteReleases>, bucket: () => string): Promise<unknown> {
  const [value, answer] = await Promise.all([config, releases]);
  const remotes = (value as { remotes?: unknown } | undefined)?.remotes;
  if (!remotes || typeof remotes !== 'object' || Object.keys(answer).length === 0) return value;
  const addresses = Object.fromEntries(Object.entries(remotes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { ...(value as object), remotes: resolvedAddresses(addresses, answer, bucket()) };
}
