// The one cache of loaded screens: per exposed module (`remote/Module`), its load (started by the route's loader, a
// hover preload or the first render) and the React.lazy component over it, so navigating back to a screen does not
// suspend again. Once the load has settled the screen's own component is rendered, not the lazy one: a screen loaded
// before its first render (the route's loader waits for it) then never suspends, whereas a Suspense fallback shown
// first holds the screen back until 300 ms after it (React's fallback throttle). The
// federation runtime turns a failed load into the failure screen (runtime-plugins/load-failure-screen.tsx), so the
// component resolves whatever happens. A failed entry is kept for the visit (the router location) that asked for it:
// React re-renders a suspended navigation and must meet the same component, or it would load again and again. The
// next visit, or Retry, loads once more.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isLoadFailure, loadFailureModule, type ScreenModule } from './runtime-plugins/load-failure-screen';
import { resetRemote } from './remote-registry';

export type RemoteScreenComponent = LazyExoticComponent<ComponentType> | ComponentType;

interface CachedScreen {
  Screen: LazyExoticComponent<ComponentType>;
  /** The screen's component once the load has settled (the failure screen when it failed). */
  loaded?: ComponentType;
  /** Settles with the load, never rejects. */
  settled: Promise<void>;
  failed: boolean;
  /** The visit (location key) that awaits or shows this load; none for a preload, NAVIGATION for a route's loader's. */
  visit?: string;
}

/** A load started by a route's loader: the visit that renders next takes it, failed or not, instead of loading again. */
const NAVIGATION = 'navigation';

const screens = new Map<string, CachedScreen>();

export const remoteModuleId = (remote: string, module: string) => `${remote}/${module}`;

function load(id: string, visit: string | undefined): CachedScreen {
  const cached: CachedScreen = { Screen: null!, settled: null!, failed: false, visit };
  const loading = loadRemote<ScreenModule>(id).then(
    (loaded) => {
      if (isLoadFailure(loaded)) cached.failed = true;
      const module = loaded && typeof loaded.default === 'function' ? loaded : loadFailureModule(id, new Error(`${id} has no default export`));
      if (module !== loaded) cached.failed = true;
      cached.loaded = module.default;
      return module;
    },
    (error: unknown) => {
      // Only if the runtime's error hook itself failed: the error boundary around the screen shows it.
      cached.failed = true;
      throw error;
    },
  );
  cached.Screen = lazy(() => loading);
  cached.settled = loading.then(
    () => undefined,
    () => undefined,
  );
  screens.set(id, cached);
  return cached;
}

/** The component of `remote/module` for this visit; a failure shown on an earlier visit is tried again. */
export function getRemoteScreen(remote: string, module: string, visit: string): RemoteScreenComponent {
  const id = remoteModuleId(remote, module);
  const cached = screens.get(id);
  if (cached?.visit === NAVIGATION) cached.visit = visit;
  if (!cached || (cached.failed && cached.visit !== visit)) return load(id, visit).Screen;
  if (!cached.failed) cached.visit = visit;
  return cached.loaded ?? cached.Screen;
}

/**
 * Starts loading a screen before it is shown (a pointer resting on, or focus reaching, its sidebar entry), so the
 * click finds it loaded or on its way. A screen already loaded, loading or failed is left as it is.
 */
export function preloadRemoteScreen(remote: string, module: string): void {
  void loadScreenForPrefetch(remote, module);
}

/** A preload that tells when it has settled (never rejecting): the idle prefetch loads one screen at a time. */
export function loadScreenForPrefetch(remote: string, module: string): Promise<void> {
  const id = remoteModuleId(remote, module);
  return (screens.get(id) ?? load(id, undefined)).settled;
}

/**
 * A route's loader: the screen's load for the navigation under way (a failed one is tried again, once), settling
 * when it has (never rejecting). The render of that navigation takes this load instead of starting its own.
 */
export function loadScreenForNavigation(remote: string, module: string): Promise<void> {
  const id = remoteModuleId(remote, module);
  const cached = screens.get(id);
  return (cached && !cached.failed ? cached : load(id, NAVIGATION)).settled;
}

/** Drops the cached screen and the runtime's knowledge of its remote; the next render loads both again (Retry). */
export function forgetRemoteScreen(remote: string, module: string): void {
  screens.delete(remoteModuleId(remote, module));
  resetRemote(remote);
}
