// Renders one screen exposed by a remote and, in its own area only, a failure message with Retry when the remote is
// down, answers 404 (the failure screen made by the federation runtime's errorLoadRemote plugin) or throws while
// rendering (the error boundary). The screen suspends while it loads; the Suspense boundary is deliberately NOT here
// but around the route outlet (ScreenSuspense): a boundary that survives navigation lets the router's transition keep
// the previous screen up until the new one is ready, instead of flashing a spinner that React then keeps on screen
// for at least its 300 ms fallback throttle.
import { memo, useMemo, useState, useTransition } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetRemoteScreen, getRemoteScreen, remoteModuleId } from './remote-screens';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoadFailure } from './remote-load-failure';
import { RemoteRetryContext } from './remote-retry';

export interface RemoteScreenProps {
  remote: string;
  module: string;
}

// Memoised: the render that marks a Retry as pending must not reach the cache, which already holds the next attempt.
const LoadedScreen = memo(function LoadedScreen({ remote, module }: RemoteScreenProps) {
  // Each navigation is a new visit: a screen that failed on an earlier one is loaded again.
  const Screen = getRemoteScreen(remote, module, useLocation().key);
  return <Screen />;
});

export function RemoteScreen({ remote, module }: RemoteScreenProps) {
  const id = remoteModuleId(remote, module);
  // A new attempt remounts the boundary and meets a fresh load; the failure stays up until it settles.
  const [attempt, setAttempt] = useState(0);
  const [retrying, startRetry] = useTransition();
  const retry = useMemo(
    () => ({
      retrying,
      retry: () => {
        forgetRemoteScreen(remote, module);
        startRetry(() => setAttempt((n) => n + 1));
      },
    }),
    [remote, module, retrying],
  );

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary
        key={`${id}#${attempt}`}
        fallback={() => <RemoteLoadFailure moduleId={id} onRetry={retry.retry} retrying={retrying} />}
      >
        <LoadedScreen remote={remote} module={module} />
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
