// The /book page's Supabase client, whose library loads on the first request (a type's times, the hold, the
// booking) rather than with the page: the first step needs none. The page only calls database functions (rpc),
// as the anonymous customer or whoever is signed in on this origin, with the console's own client settings.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@inspection/database-types';
import { AUTH_STORAGE_KEY } from '@inspection/platform';

type Client = SupabaseClient<Database>;

export interface LazySupabaseClient {
  client: Client;
  /** Starts loading the library (the customer is on their way to the steps that use it). */
  preload(): void;
}

export function lazySupabaseClient(backendUrl: string, anonKey: string): LazySupabaseClient {
  let loaded: Promise<Client> | undefined;
  const load = () =>
    (loaded ??= import('@supabase/supabase-js').then(({ createClient }) =>
      createClient<Database>(backendUrl, anonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, flowType: 'implicit', storageKey: AUTH_STORAGE_KEY },
        db: { retry: false },
      }),
    ));
  // A failed load is tried again on the next request.
  const retrying = () => load().catch((error: unknown) => ((loaded = undefined), Promise.reject(error)));
  const rpc = (fn: string, args?: object, options?: object) => retrying().then((client) => client.rpc(fn as never, args as never, options as never));
  return { client: { rpc } as unknown as Client, preload: () => void retrying().catch(() => undefined) };
}
