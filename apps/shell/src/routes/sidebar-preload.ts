// Hovering or focusing a sidebar entry starts loading the screen it opens, its code and its first reads (the screen
// queries its manifest declares, as the route's loader would), so the click finds both loaded or on their way. The
// idle prefetch (idle-prefetch.ts) takes the same way for the entries a role opens most.
// docs/architecture/micro-frontends.md#prefetching-a-screen
import { manifestRoutes, sidebarLinks } from '@inspection/platform-manifest';
import { loadScreenForPrefetch } from '../remotes/remote-screens';
import { REMOTE_MANIFESTS } from './remote-manifests';
import { prefetchScreenQueries } from './screen-prefetch';

const ROUTES = new Map(manifestRoutes(REMOTE_MANIFESTS).map((route) => [route.path, route]));
const SIDEBAR_SCREENS = new Map(sidebarLinks(REMOTE_MANIFESTS).map((link) => [link.to, ROUTES.get(link.to)!]));

/** Starts the code and the first reads of the screen a sidebar entry opens; any other path is left alone. */
export function preloadSidebarScreen(path: string): void {
  void prefetchSidebarScreen(path);
}

/** The same, settling once both have (never rejecting): the idle prefetch takes one entry at a time. */
export async function prefetchSidebarScreen(path: string): Promise<void> {
  const route = SIDEBAR_SCREENS.get(path);
  if (!route) return;
  await Promise.all([loadScreenForPrefetch(route.remote, route.screen.module), prefetchScreenQueries(route.screen).catch(() => undefined)]);
}
