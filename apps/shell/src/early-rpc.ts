// A function call of the backend made by the entry, before supabase-js and the federation's shared modules are ready
// (early-read/early-screen-reads.ts, remotes/releases/early-remote-releases.ts): a plain POST as supabase-js sends it.
// Plain code only (see early-runtime-config.ts).

/** The page's localStorage, or undefined where reading it is refused. */
export function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** `rpc` of the backend at `backendUrl`, as supabase-js addresses it (a path prefix kept). */
export function rpcUrl(backendUrl: string, rpc: string): string {
  return new URL(`rest/v1/rpc/${rpc}`, backendUrl.endsWith('/') ? backendUrl : `${backendUrl}/`).href;
}

export interface EarlyRpcCall {
  backendUrl: string;
  anonKey: string;
  rpc: string;
  args: unknown;
  /** The signed-in user's access token; the anonymous key when absent. */
  accessToken?: string;
  signal?: AbortSignal;
}

/** The call's JSON answer, or undefined when it failed or was refused. */
export async function callRpc({ backendUrl, anonKey, rpc, args, accessToken = anonKey, signal }: EarlyRpcCall): Promise<{ data: unknown } | undefined> {
  try {
    const response = await fetch(rpcUrl(backendUrl, rpc), {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
      signal,
    });
    return response.ok ? { data: await response.json() } : undefined;
  } catch {
    return undefined;
  }
}
