// How a failure screen inside a RemoteScreen asks for another attempt: the failure of a load is a module made by the
// federation runtime (runtime-plugins/load-failure-screen.tsx), so it reaches its RemoteScreen through context.
import { createContext } from 'react';

export interface RemoteRetry {
  retry: () => void;
  /** An attempt is on its way (the failure stays up meanwhile). */
  retrying: boolean;
}

export const RemoteRetryContext = createContext<RemoteRetry>({ retry: () => undefined, retrying: false });
