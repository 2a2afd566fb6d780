// Hovering or focusing a sidebar entry starts loading the screen it opens, so the click finds it loaded or on its way.
import { sidebarLinks } from '@inspection/platform-manifest';
import { preloadRemoteScreen } from '../remotes/remote-screens';
import { REMOTE_MANIFESTS } from './remote-manifests';

const SIDEBAR_SCREENS = new Map(sidebarLinks(REMOTE_MANIFESTS).map((link) => [link.to, link]));

export function preloadSidebarScreen(path: string): void {
  const link = SIDEBAR_SCREENS.get(path);
  if (link) preloadRemoteScreen(link.remote, link.module);
}
