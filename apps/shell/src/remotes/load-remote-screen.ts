// Loads one exposed screen of a remote and caches the React.lazy wrapper per module, so navigating back to a screen
// does not suspend again. A failed load is evicted from the cache so that a retry starts from scratch.
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

export const remoteModuleId = (remote: string, module: string) => `${remote}/${module}`;

async function importScreen(remote: string, module: string): Promise<ScreenModule> {
  const id = remoteModuleId(remote, module);
  if (!isRegisteredRemote(remote)) throw new RemoteLoadError(id, { cause: new Error(`Remote "${remote}" is not configured`) });
  try {
    const loaded = await loadRemote<ScreenModule>(id);
    if (!loaded || typeof loaded.default !== 'function') throw new Error(`${id} has no default export`);
    return loaded;
  } catch (error) {
    screens.delete(id);
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(id, { cause: error });
  }
}

export function getRemoteScreen(remote: string, module: string): RemoteScreenComponent {
  const id = remoteModuleId(remote, module);
  let screen = screens.get(id);
  if (!screen) {
    screen = lazy(() => importScreen(remote, module));
    screens.set(id, screen);
  }
  return screen;
}

/** Drops the cached screen and the runtime's knowledge of its remote; the next render loads both again. */
export function forgetRemoteScreen(remote: string, module: string): void {
  screens.delete(remoteModuleId(remote, module));
  resetRemote(remote);
}
