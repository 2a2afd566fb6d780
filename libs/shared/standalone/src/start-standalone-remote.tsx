// A remote's own page, served alone on its origin: the same providers the shell gives the remote's screens
// (runtime config and the one Supabase client, query client, router, auth, toasts) around the remote's routes.
// A data router, as in the shell, so screens can block navigation (the form editor's unsaved-changes guard).
import { Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { AuthProvider, initPlatform, loadRuntimeConfig } from '@inspection/platform';
import { PageSpinner } from '@inspection/ui';
import { PlatformRoot } from './platform-root';

export function startStandaloneRemote(routes: ReactNode): void {
  const root = createRoot(document.getElementById('root')!);
  loadRuntimeConfig('/runtime-config.json')
    .then((config) => {
      initPlatform(config);
      const router = createBrowserRouter([
        {
          path: '*',
          element: (
            <AuthProvider>
              <Suspense fallback={<PageSpinner />}>{routes}</Suspense>
            </AuthProvider>
          ),
        },
      ]);
      root.render(<PlatformRoot router={router} />);
    })
    .catch((error: unknown) => {
      console.error(error);
      root.render(<p role="alert">This page could not start: its runtime-config.json could not be loaded.</p>);
    });
}
