// The providers around every page of the console, the shell's and a remote's own page alike: the page's one query
// client (from @inspection/platform, so the shell's routes can start a screen's reads in it before the screen's remote
// has loaded), the business's units for every formatter (business-units.tsx), the data router and the toaster. (The
// runtime config and the one Supabase client are set up before, by initPlatform.)
import { StrictMode, type ComponentProps } from 'react';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@inspection/platform';
import { Toaster } from '@inspection/ui';
import { BusinessUnits } from './business-units';

export function PlatformRoot({ router }: { router: ComponentProps<typeof RouterProvider>['router'] }) {
  return (
    <StrictMode>
      <QueryClientProvider client={getQueryClient()}>
        <BusinessUnits>
          <RouterProvider router={router} />
        </BusinessUnits>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
