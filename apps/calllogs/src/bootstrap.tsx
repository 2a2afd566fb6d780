// The remote's own page (served alone on its origin): the same providers the shell gives its screens.
import './styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, initPlatform, loadRuntimeConfig } from '@inspection/auth';
import { PageSpinner, Toaster } from '@inspection/ui';
import { StandaloneRoutes } from './standalone/standalone-routes';

const root = createRoot(document.getElementById('root')!);

async function start() {
  initPlatform(await loadRuntimeConfig('/runtime-config.json'));
  root.render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <BrowserRouter>
          <AuthProvider>
            <Suspense fallback={<PageSpinner />}>
              <StandaloneRoutes />
            </Suspense>
          </AuthProvider>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(<p role="alert">This page could not start: its runtime-config.json could not be loaded.</p>);
});
