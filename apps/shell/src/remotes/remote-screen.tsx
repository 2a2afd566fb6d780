// Renders one screen exposed by a remote: a spinner while it loads, and in its own area only, a failure message
// with Retry when the remote is down, answers 404 or throws while rendering.
import { Suspense, useState } from 'react';
import { forgetRemoteScreen, getRemoteScreen, remoteModuleId } from './load-remote-screen';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoadFailure } from './remote-load-failure';
import { PageSpinner } from '@inspection/ui';

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
      onRetry={() => {
        forgetRemoteScreen(remote, module);
        setAttempt((n) => n + 1);
      }}
      fallback={(_error, retry) => <RemoteLoadFailure moduleId={id} onRetry={retry} />}
    >
      <Suspense fallback={<PageSpinner label="Loading module" />}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
