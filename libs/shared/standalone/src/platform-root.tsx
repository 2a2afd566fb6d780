// The providers around every page of the console, the shell's and a remote's own page alike: one query client, the
// data router and the toaster. (The runtime config and the one Supabase client are set up before, by initPlatform.)
import { StrictMode, useState, type ComponentProps } from 'react';
import { RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@inspection/ui';

export function PlatformRoot({ router }: { router: ComponentProps<typeof RouterProvider>['router'] }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
