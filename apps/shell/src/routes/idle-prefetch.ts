// Once the signed-in console's first screen is shown and the page is idle, the screens a role opens most are loaded
// ahead of the click, their code and first reads (sidebar-preload.ts), one at a time and each at an idle moment, so
// they never compete with a screen being shown or its first reads. Not all seven remotes: a short list per role, the entries that follow
// the role's home in the sidebar. Nothing on a data-saving or 2G connection (a hover still prefetches: the person
// pointed at it). docs/architecture/micro-frontends.md#prefetching-a-screen
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router-dom';
import { getQueryClient, useAuth } from '@inspection/platform';
import { bookingsPaths, inspectionPaths, type StaffRole } from '@inspection/platform-manifest';
import { prefetchSidebarScreen } from './sidebar-preload';

/** Per role, what is prefetched at idle, in order: the office's daily screens after the dashboard, the inspector's records after their day. */
export const IDLE_PREFETCH: Record<StaffRole, readonly string[]> = {
  admin: [inspectionPaths.records.pattern, bookingsPaths.dashboard.pattern],
  staff: [inspectionPaths.records.pattern, bookingsPaths.dashboard.pattern],
  inspector: [inspectionPaths.records.pattern],
};

/** The switch only bench:web sets, to time the cold click (tools/bench/web/bench-web.ts). */
export const NO_IDLE_PREFETCH_KEY = 'inspection.noIdlePrefetch';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether this page may prefetch at idle: not when the person saves data or the connection is 2G, nor in the bench's cold runs. */
export function idlePrefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? '')) return false;
  try {
    return localStorage.getItem(NO_IDLE_PREFETCH_KEY) !== '1';
  } catch {
    return true;
  }
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
};

export interface IdlePrefetchOptions {
  paths: readonly string[];
  /** True while the page is busy with what it shows (a navigation, the screen's reads): the prefetch waits for the next idle moment. */
  busy: () => boolean;
  prefetch?: (path: string) => Promise<void>;
}

/** Prefetches `paths` in turn, each once the page is loaded, idle and not navigating; returns the cancel. */
export function startIdlePrefetch({ paths, busy, prefetch = prefetchSidebarScreen }: IdlePrefetchOptions): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const next = (index: number) => {
    if (cancelled || index >= paths.length) return;
    cancelWait = whenIdle(() => {
      if (cancelled) return;
      if (busy()) return next(index);
      prefetch(paths[index]).then(() => next(index + 1), () => next(index + 1));
    });
  };
  const begin = () => next(0);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return () => {
    cancelled = true;
    cancelWait();
    window.removeEventListener('load', begin);
  };
}

/** Rendered in the signed-in console frame: starts the role's idle prefetch once per role and page. */
export function IdlePrefetch(): null {
  const role = useAuth().user?.role;
  const navigation = useNavigation();
  const navigating = useRef(false);
  navigating.current = navigation.state !== 'idle';
  useEffect(() => {
    if (!role || !idlePrefetchAllowed()) return;
    // A navigation loading its screen, or the screen's reads still in flight, come first.
    return startIdlePrefetch({ paths: IDLE_PREFETCH[role], busy: () => navigating.current || getQueryClient().isFetching() > 0 });
  }, [role]);
  return null;
}
