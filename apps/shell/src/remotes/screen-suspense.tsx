// The one Suspense boundary for route screens. It stays mounted across navigations, so a sidebar click (a router
// transition) keeps the current screen visible while the next remote loads; the spinner only shows on a first load.
import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from '@inspection/ui';

export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner label="Loading module" />}>{children}</Suspense>;
}
