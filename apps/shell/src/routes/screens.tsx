// Each route screen of the console, and the remote that owns it. Only the shell's own screens (sign-in, layout,
// change password) are part of the shell bundle; everything else is loaded from its remote at run time.
import { sidebarLinks } from '@inspection/platform-manifest';
import { preloadRemoteScreen } from '../remotes/load-remote-screen';
import { RemoteScreen } from '../remotes/remote-screen';
import { REMOTE_MANIFESTS } from './remote-manifests';

export interface ScreenOfRemote {
  (): React.JSX.Element;
  /** Starts downloading the screen ahead of its first render. */
  preload(): void;
}

const screens = new Map<string, ScreenOfRemote>();

/** The one component (stable across renders) that shows `remote/module`. */
export function remoteScreen(remote: string, module: string): ScreenOfRemote {
  const id = `${remote}/${module}`;
  let screen = screens.get(id);
  if (!screen) {
    const Screen = () => <RemoteScreen remote={remote} module={module} />;
    Screen.displayName = id;
    screen = Object.assign(Screen, { preload: () => preloadRemoteScreen(remote, module) });
    screens.set(id, screen);
  }
  return screen;
}

/** The screens the sidebar's entries open, to preload on hover or focus. */
const SIDEBAR_SCREENS = new Map(sidebarLinks(REMOTE_MANIFESTS).map((link) => [link.to, remoteScreen(link.remote, link.module)]));

export function preloadSidebarScreen(path: string): void {
  SIDEBAR_SCREENS.get(path)?.preload();
}
