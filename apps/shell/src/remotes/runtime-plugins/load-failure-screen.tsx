// Federation runtime plugin (errorLoadRemote). Used whenever loadRemote fails for good: the remote is down, answers
// 404, its manifest or entry is broken, or it is missing from the runtime config (after retry-remote-loads gave up).
// Instead of rejecting, the load resolves to a screen module that shows "This module could not be loaded" with Retry
// in that screen's area only, so React always meets a resolved screen and nothing around it fails.
import { useContext, type ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadFailure } from '../remote-load-failure';
import { RemoteRetryContext } from '../remote-retry';

export interface ScreenModule {
  default: ComponentType;
}

const failures = new WeakSet<object>();

/** The module shown in place of `id` (`remote/Module`) when it could not be loaded. */
export function loadFailureModule(id: string, error: unknown): ScreenModule {
  function RemoteLoadFailed() {
    const { retry, retrying } = useContext(RemoteRetryContext);
    return <RemoteLoadFailure moduleId={id} onRetry={retry} retrying={retrying} />;
  }
  RemoteLoadFailed.displayName = `RemoteLoadFailed(${id})`;
  console.error(`Could not load ${id}`, error);
  const failure = { default: RemoteLoadFailed };
  failures.add(failure);
  return failure;
}

export const isLoadFailure = (loaded: unknown): boolean => typeof loaded === 'object' && loaded !== null && failures.has(loaded);

type Host = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0]['origin'];

export interface LoadFailureOptions {
  /** Loads the screen from another build (an older release, resolve-releases.ts); undefined when there is none. */
  recover?: (failed: { id: string; origin: Host }) => Promise<unknown>;
}

export function loadFailureScreen({ recover }: LoadFailureOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'load-failure-screen',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // A failed manifest (afterResolve) ends in onLoad unless something recovers it; shared modules are not screens.
      if (lifecycle !== 'onLoad') return undefined;
      const recovered = await recover?.({ id, origin });
      return recovered ?? loadFailureModule(id, error);
    },
  };
}
