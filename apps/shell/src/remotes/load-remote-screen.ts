// Loads one exposed screen of a remote and caches the React.lazy wrapper per module, so navigating back to a screen
// does not suspend again. A failed load is forgotten so that a retry starts from scratch: the load at once, the lazy
// wrapper only once its failure is on screen (forgetFailedScreen), because React re-renders a suspended transition
// when the load settles and must meet the same, now rejected, wrapper; a fresh one would start a new load, forever.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRegisteredRemote, resetRemote } from './remote-registry';

type ScreenModule = { default: ComponentType };
export type RemoteScreenComponent = LazyExoticComponent<ComponentType>;

export class RemoteLoadError extends Error {
  constructor(
    readonly moduleId: string,
    options?: { cause?: unknown },
  ) {
    super(`Could not load ${moduleId}`, options);
    this.name = 'RemoteLoadError';
  }
}

const screens = new Map<string, RemoteScreenComponent>();
// One load per module, shared by a preload (hover on a sidebar entry) and the render that follows it.
const loads = new Map<string, Promise<ScreenModule>>();

export const remoteModuleId = (remote: string, module: string) => `${remote}/${module}`;

async function importScreen(remote: string, module: string): Promise<ScreenModule> {
  const id = remoteModuleId(remote, module);
  try {
    // A remote that is not configured is a failed load like any other: reported, and not cached.
    if (!isRegisteredRemote(remote)) throw new Error(`Remote "${remote}" is not configured`);
    const loaded = await loadRemote<ScreenModule>(id);
    if (!loaded || typeof loaded.default !== 'function') throw new Error(`${id} has no default export`);
    return loaded;
  } catch (error) {
    throw new RemoteLoadError(id, { cause: error });
  }
}

function loadScreen(remote: string, module: string): Promise<ScreenModule> {
  const id = remoteModuleId(remote, module);
  let load = loads.get(id);
  if (!load) {
    // The eviction is chained after the cache is filled (a failure can be known before importScreen returns).
    load = importScreen(remote, module).catch((error: unknown) => {
      if (loads.get(id) === load) loads.delete(id);
      throw error;
    });
    loads.set(id, load);
  }
  return load;
}

export function getRemoteScreen(remote: string, module: string): RemoteScreenComponent {
  const id = remoteModuleId(remote, module);
  let screen = screens.get(id);
  if (!screen) {
    screen = lazy(() => loadScreen(remote, module));
    screens.set(id, screen);
  }
  return screen;
}

/**
 * Starts loading a screen before it is shown (a pointer resting on, or focus reaching, its sidebar entry), so the
 * click finds it loaded or on its way. A failure here is left for the render to report (and retry).
 */
export function preloadRemoteScreen(remote: string, module: string): void {
  loadScreen(remote, module).catch(() => undefined);
}

/** Called once a failed screen's message is shown: the next visit to the screen loads it again. */
export function forgetFailedScreen(remote: string, module: string): void {
  screens.delete(remoteModuleId(remote, module));
}

/** Drops the cached screen and the runtime's knowledge of its remote; the next render loads both again. */
export function forgetRemoteScreen(remote: string, module: string): void {
  screens.delete(remoteModuleId(remote, module));
  loads.delete(remoteModuleId(remote, module));
  resetRemote(remote);
}
