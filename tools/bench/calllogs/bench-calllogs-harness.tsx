// Entry of the page bench-calllogs.ts builds: the real call-logs screen with the providers the
// shell gives it, signed in as demo staff against the embedded backend (whose sheet has 50,000 calls).
import '@inspection/calllogs/styles.css';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { getSupabase, initPlatform, loadRuntimeConfig } from '@inspection/platform';
import CallLogsPage from '@inspection/calllogs/exposes/call-logs';

async function start() {
  initPlatform(await loadRuntimeConfig('/runtime-config.json'));
  const { error } = await getSupabase().auth.signInWithPassword({ email: 'admin@example.com', password: 'admin1234' });
  if (error) throw error;
  // The moment the screen opens: what the bench times from.
  performance.mark('open-call-logs');
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/call-logs']}>
        <CallLogsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

void start();
