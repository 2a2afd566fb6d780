// The one cache of loaded screens: per exposed module (`remote/Module`), its load (started by a hover preload or the
// first render) and the React.lazy component over it, so navigating back to a screen does not suspend again. The
// federation runtime turns a failed load into the failure screen (runtime-plugins/load-failure-screen.tsx), so the
// component resolves whatever happens. A failed entry is kept for the visit (the router location) that asked for it:
// React re-renders a suspended navigation and must meet the same component, or it would load again and again. The
// next visit, or Retry, loads once more.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isLoadFailure, loadFailureModule, type ScreenModule } from './runtime-plugins/load-failure-screen';
import { resetRemote } from './remote-registry';

export type RemoteScreenComponent = LazyExoticComponent<ComponentType>;

interface CachedScreen {
  Screen: RemoteScreenComponent;
  failed: boolean;
  /** The visit (location key) that awaits or shows this load; none for a preload. */
  visit?: string;
}

const screens = new Map<string, CachedScreen>();

export const remoteModuleId = (remote: string, module: string) => `${remote}/${module}`;

function load(id: string, visit: string | undefined): CachedScreen {
  const cached: CachedScreen = { Screen: null!, failed: false, visit };
  const loading = loadRemote<ScreenModule>(id).then(
    (loaded) => {
      if (isLoadFailure(loaded)) cached.failed = true;
      if (loaded && typeof loaded.default === 'function') return loaded;
      cached.failed = true;
      return loadFailureModule(id, new Error(`${id} has no default export`));
    },
    (error: unknown) => {
      // Only if the runtime's error hook itself failed: the error boundary around the screen shows it.
      cached.failed = true;
      throw error;
    },
  );
  cached.Screen = lazy(() => loading);
  screens.set(id, cached);
  return cached;
}

/** The component of `remote/module` for this visit; a failure shown on an earlier visit is tried again. */
export function getRemoteScreen(remote: string, module: string, visit: string): RemoteScreenComponent {
  const id = remoteModuleId(remote, module);
  const cached = screens.get(id);
  if (!cached || (cached.failed && cached.visit !== visit)) return load(id, visit).Screen;
  if (!cached.failed) cached.visit = visit;
  return cached.Screen;
}

/**
 * Starts loading a screen before it is shown (a pointer resting on, or focus reaching, its sidebar entry), so the
 * click finds it loaded or on its way. A screen already loaded, loading or failed is left as it is.
 */
export function preloadRemoteScreen(remote: string, module: string): void {
  const id = remoteModuleId(remote, module);
  if (!screens.has(id)) load(id, undefined);
}

/** Drops the cached screen and the runtime's knowledge of its remote; the next render loads both again (Retry). */
export function forgetRemoteScreen(remote: string, module: string): void {
  screens.delete(remoteModuleId(remote, module));
  resetRemote(remote);
}
