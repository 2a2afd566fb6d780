// Renders one screen exposed by a remote and, in its own area only, a failure message with Retry when the remote is
// down, answers 404 or throws while rendering. The screen suspends while it loads; the Suspense boundary is
// deliberately NOT here but around the route outlet (ScreenSuspense): a boundary that survives navigation lets the
// router's transition keep the previous screen up until the new one is ready, instead of flashing a spinner that
// React then keeps on screen for at least its 300 ms fallback throttle.
import { useState } from 'react';
import { forgetFailedScreen, forgetRemoteScreen, getRemoteScreen, remoteModuleId } from './load-remote-screen';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoadFailure } from './remote-load-failure';

export interface RemoteScreenProps {
  remote: string;
  module: string;
}

export function RemoteScreen({ remote, module }: RemoteScreenProps) {
  const id = remoteModuleId(remote, module);
  // A new attempt remounts the boundary and picks up a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  const Screen = getRemoteScreen(remote, module);

  return (
    <RemoteErrorBoundary
      key={`${id}#${attempt}`}
      onError={() => forgetFailedScreen(remote, module)}
      onRetry={() => {
        forgetRemoteScreen(remote, module);
        setAttempt((n) => n + 1);
      }}
      fallback={(_error, retry) => <RemoteLoadFailure moduleId={id} onRetry={retry} />}
    >
      <Screen />
    </RemoteErrorBoundary>
  );
}
