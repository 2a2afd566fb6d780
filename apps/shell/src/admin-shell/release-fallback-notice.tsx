// Tells an admin that a remote on this page runs an older build than the release chosen for it, because that release
// failed to load (remotes/runtime-plugins/resolve-releases.ts). Nobody else sees it: the person working goes on with
// the build that loaded. It names the remote and both versions, and leads to /releases to roll back.
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { toolingPaths } from '@inspection/platform-manifest';
import { describeBuild, releaseFallbacks, subscribeReleaseFallbacks, type ReleaseFallback } from '../remotes/releases/release-fallbacks';

export function ReleaseFallbackNotice({ isAdmin }: { isAdmin: boolean }) {
  const fallbacks = useSyncExternalStore(subscribeReleaseFallbacks, releaseFallbacks, releaseFallbacks);
  const [dismissed, setDismissed] = useState<readonly ReleaseFallback[]>([]);
  const shown = fallbacks.filter((fallback) => !dismissed.includes(fallback));
  if (!isAdmin || shown.length === 0) return null;
  return (
    <div role="alert" className="flex flex-wrap items-start gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6">
      <ul className="min-w-0 flex-1 space-y-1">
        {shown.map((fallback) => (
          <li key={`${fallback.remote}:${fallback.failed}`}>
            <strong>Release fallback:</strong> {fallback.remote} {describeBuild(fallback.failed)} failed to load; this page runs{' '}
            {describeBuild(fallback.loaded)}.
          </li>
        ))}
      </ul>
      <Link to={toolingPaths.releases.pattern} className="inline-flex min-h-11 items-center font-medium underline">
        Open releases
      </Link>
      <button type="button" onClick={() => setDismissed(fallbacks)} className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-amber-100">
        Dismiss
      </button>
    </div>
  );
}
