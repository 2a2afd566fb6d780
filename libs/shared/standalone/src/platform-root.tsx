// The providers around every page of the console, the shell's and a remote's own page alike: the page's one query
// client (from @inspection/platform, so the shell's routes can start a screen's reads in it before the screen's remote
// has loaded), the data router and the toaster. (The runtime config and the one Supabase client are set up before,
// by initPlatform.)
import { StrictMode, type ComponentProps } from 'react';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@inspection/platform';
import { Toaster } from '@inspection/ui';

export function PlatformRoot({ router }: { router: ComponentProps<typeof RouterProvider>['router'] }) {
  return (
    <StrictMode>
      <QueryClientProvider client={getQueryClient()}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
