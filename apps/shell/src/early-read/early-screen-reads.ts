// The opened screen's first read, asked for by the entry (docs/architecture/micro-frontends.md#the-early-read):
// on a page load of /booking the route's loader asked for the All table's first page only once the shell's code and
// the session were in (~240-290 ms from navigation in bench:bookings), so the table waited for it. The entry asks as
// soon as the runtime config has come, with the access token supabase-js stored, and the bootstrap hands the answer
// to the page's query client (adopt-early-reads.ts), where the route's loader and the screen find it.
// Only a screen's function calls (ScreenRpcQuery: fixed arguments, a plain POST) are read here; only with a stored
// session that stays valid for SESSION_MARGIN_MS more (supabase-js refreshes a token that close to its end, and the
// refreshed one is the page's). Without one, or on any failure, nothing is read early: the normal path reads.
// Plain code only: this runs in the entry chunk, before the federation's shared modules are ready.
import { manifestRoutes, routeAt, type ScreenRpcQuery } from '@inspection/platform-manifest';
import { AUTH_STORAGE_KEY } from '@inspection/platform/auth-storage-key';
import { REMOTE_MANIFESTS } from '../routes/remote-manifests';
import { callRpc, defaultStorage } from '../early-rpc';

/** supabase-js's EXPIRY_MARGIN_MS: a session that ends sooner is refreshed on start, so its token is not the page's. */
export const SESSION_MARGIN_MS = 90_000;

/** The stored session's access token and whose it is. */
export interface StoredAccess {
  accessToken: string;
  userId: string;
}

/** An answer as the backend gave it (its JSON), or undefined when the read failed or was refused. */
export type EarlyAnswer = { data: unknown } | undefined;

export interface EarlyRead {
  query: ScreenRpcQuery;
  access: StoredAccess;
  answer: Promise<EarlyAnswer>;
}

let reads: EarlyRead[] = [];

/** The session supabase-js stored, when it has a token and a user and stays valid for SESSION_MARGIN_MS more. */
export function storedAccess(storage: Storage | undefined, now = Date.now()): StoredAccess | undefined {
  try {
    const session = JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
      access_token?: unknown;
      expires_at?: unknown;
      user?: { id?: unknown };
    } | null;
    const { access_token: accessToken, expires_at: expiresAt } = session ?? {};
    const userId = session?.user?.id;
    if (typeof accessToken !== 'string' || typeof userId !== 'string' || typeof expiresAt !== 'number') return undefined;
    return expiresAt * 1000 - now > SESSION_MARGIN_MS ? { accessToken, userId } : undefined;
  } catch {
    return undefined;
  }
}

async function readRpc(runtimeConfig: Promise<unknown>, query: ScreenRpcQuery, accessToken: string): Promise<EarlyAnswer> {
  const config = (await runtimeConfig.catch(() => undefined)) as { backendUrl?: unknown; anonKey?: unknown } | undefined;
  if (typeof config?.backendUrl !== 'string' || typeof config.anonKey !== 'string') return undefined;
  return callRpc({ backendUrl: config.backendUrl, anonKey: config.anonKey, rpc: query.rpc, args: query.args, accessToken });
}

/**
 * Starts the reads of the screen at `pathname` (its manifest's function calls) once the runtime config has come,
 * with the stored session's token; nothing without a valid stored session or for a screen without such a read.
 */
export function requestEarlyScreenReads(
  runtimeConfig: Promise<unknown>,
  pathname = location.pathname,
  storage: Storage | undefined = defaultStorage(),
  now = Date.now(),
): void {
  const route = routeAt(manifestRoutes(REMOTE_MANIFESTS), pathname);
  const queries = (route?.screen.prefetch ?? []).filter((query): query is ScreenRpcQuery => 'rpc' in query);
  const access = queries.length ? storedAccess(storage, now) : undefined;
  if (!access) return;
  reads = queries.map((query) => ({ query, access, answer: readRpc(runtimeConfig, query, access.accessToken) }));
}

/** The reads the entry started (once): the bootstrap adopts them. */
export function takeEarlyScreenReads(): EarlyRead[] {
  const taken = reads;
  reads = [];
  return taken;
}
