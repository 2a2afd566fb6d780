// THE one query client of the page, shared by the shell and every remote (this lib is a federation singleton): the
// shell's routes start a screen's reads in it before the remote's code arrives (a screen query in its manifest), and
// the screen finds them there. Kept on globalThis too, as the Supabase client is, so even a bundled copy of this lib
// would find the same one.
import { QueryClient } from '@tanstack/react-query';

const CLIENT_KEY = Symbol.for('inspection-console.query-client');
type GlobalWithQueryClient = typeof globalThis & { [CLIENT_KEY]?: QueryClient };

/** The page's query client, made on first use. */
export function getQueryClient(): QueryClient {
  const global = globalThis as GlobalWithQueryClient;
  global[CLIENT_KEY] ??= new QueryClient();
  return global[CLIENT_KEY];
}

/** Tests only: the next getQueryClient() makes a fresh client. */
export function resetQueryClientForTesting(): void {
  const global = globalThis as GlobalWithQueryClient;
  global[CLIENT_KEY]?.clear();
  delete global[CLIENT_KEY];
}
