// Entry of the page bench-reports.ts builds: the real dashboard screen with the providers
// the shell gives it, fed by the bench server's Sheets-shaped endpoint.
import '@inspection/reports/styles.css';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { initPlatform, loadRuntimeConfig } from '@inspection/platform';
import DashboardPage from '@inspection/reports/exposes/dashboard';

async function start() {
  initPlatform(await loadRuntimeConfig('/runtime-config.json'));
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

void start();
