// The remotes this page loaded from an older build than it chose, because the chosen release failed to load
// (runtime-plugins/resolve-releases.ts). The person working sees nothing; admins see a notice naming the remote and
// both versions (admin-shell/release-fallback-notice.tsx), and the browser's console has a warning.

export interface ReleaseFallback {
  remote: string;
  /** The release that failed. */
  failed: string | null;
  /** What was loaded instead; null: the runtime config's build. */
  loaded: string | null;
}

let fallbacks: readonly ReleaseFallback[] = [];
const listeners = new Set<() => void>();

export const describeBuild = (version: string | null) => version ?? 'the runtime config build';

export function reportReleaseFallback(fallback: ReleaseFallback): void {
  console.warn(`Release ${describeBuild(fallback.failed)} of ${fallback.remote} failed to load; loaded ${describeBuild(fallback.loaded)} instead.`);
  fallbacks = [...fallbacks, fallback];
  listeners.forEach((listener) => listener());
}

export const releaseFallbacks = (): readonly ReleaseFallback[] => fallbacks;

export function subscribeReleaseFallbacks(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function resetReleaseFallbacksForTesting(): void {
  fallbacks = [];
}
