// A screen's first reads start with its route: the route's loader runs as the navigation starts, before the screen's
// remote is fetched, so the read and the remote's code travel in parallel instead of one after the other (before,
// the bookings All table waited for the remote before asking for its 5,000 rows, the perform screen for its 120-field
// form). The reads are the screen queries the remote's manifest declares, bound to the route's parameters; they go
// into the page's one query client, where the screen's own query (same key) finds them in flight or done.
// Signed-out visitors read nothing (the screen's sign-in comes first), nor does an address with a malformed parameter.
import type { Params } from 'react-router-dom';
import { getQueryClient, getSupabase } from '@inspection/platform';
import { bindScreenQuery, type ManifestRoute, type ScreenManifest, type ScreenQuery } from '@inspection/platform-manifest';
import { screenQueryOptions } from '@inspection/supabase-client';
import { loadScreenForNavigation } from '../remotes/remote-screens';

export async function prefetchScreenQueries(screen: Pick<ScreenManifest, 'prefetch'>, params: Params = {}): Promise<void> {
  const queries = (screen.prefetch ?? []).map((query) => bindScreenQuery(query, params)).filter((query): query is ScreenQuery => Boolean(query));
  if (!queries.length) return;
  const { data } = await getSupabase().auth.getSession();
  if (!data.session) return;
  const queryClient = getQueryClient();
  // A read still fresh (the same route a moment ago) is not started again; a failure is the screen's to show.
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(screenQueryOptions(query))));
}

/**
 * The route's loader: starts loading the screen's remote (first, so its small files are asked for before the read),
 * then the screen's reads, and waits for the screen's code only, not its reads. The screen then renders loaded and
 * never suspends: a Suspense fallback shown while it loaded would hold it back until 300 ms after the fallback
 * appeared (React's fallback throttle), whatever the time the code took.
 */
export function screenLoader({ remote, screen }: Pick<ManifestRoute, 'remote' | 'screen'>) {
  return async ({ params }: { params: Params }) => {
    let code: Promise<void> | undefined;
    try {
      code = loadScreenForNavigation(remote, screen.module);
    } catch {
      // The screen's own render loads it again, and shows the failure if there is one.
    }
    prefetchScreenQueries(screen, params).catch(() => undefined);
    await code;
    return null;
  };
}
