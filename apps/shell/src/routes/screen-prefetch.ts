// A screen's first reads start with its route: the route's loader runs as the navigation starts, before the screen's
// remote is fetched, so the read and the remote's code travel in parallel instead of one after the other (issue 25:
// the bookings All table waited for the remote before asking for its 5,000 rows). The reads are the screen queries
// the remote's manifest declares; they go into the page's one query client, where the screen's own query (same key)
// finds them in flight or done. Signed-out visitors read nothing (the screen's sign-in comes first).
import { getQueryClient, getSupabase } from '@inspection/auth';
import { screenQueryKey, type ManifestRoute, type ScreenManifest } from '@inspection/platform-manifest';
import { readScreenQuery } from '@inspection/supabase-client';
import { preloadRemoteScreen } from '../remotes/remote-screens';

export async function prefetchScreenQueries(screen: Pick<ScreenManifest, 'prefetch'>): Promise<void> {
  if (!screen.prefetch?.length) return;
  const { data } = await getSupabase().auth.getSession();
  if (!data.session) return;
  const queryClient = getQueryClient();
  await Promise.all(
    screen.prefetch.map((query) =>
      // A read still fresh (the same route a moment ago) is not started again; a failure is the screen's to show.
      queryClient.prefetchQuery({ queryKey: screenQueryKey(query), queryFn: () => readScreenQuery(query), staleTime: query.staleTime }),
    ),
  );
}

/**
 * The route's loader: starts loading the screen's remote (first, so its small files are asked for before the read),
 * then the screen's reads, and lets the navigation go on at once. The screen's render joins the load in flight.
 */
export function screenLoader({ remote, screen }: Pick<ManifestRoute, 'remote' | 'screen'>) {
  return () => {
    try {
      preloadRemoteScreen(remote, screen.module);
    } catch {
      // The screen's own render loads it again, and shows the failure if there is one.
    }
    prefetchScreenQueries(screen).catch(() => undefined);
    return null;
  };
}
