// bench:inspection's yardstick for a page load: the least a page of this stack can do to show 120 labelled inputs.
// The libraries the design fixes as shared singletons (React, the router, TanStack Query, supabase-js with its client
// created) and the shell's stylesheet, in one ordinary bundle: no federation, no session, no reads, no real fields.
import '@inspection/shell/styles.css';
import { createRoot } from 'react-dom/client';
import { createClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

const client = createClient(location.origin, 'floor', { auth: { persistSession: false, autoRefreshToken: false } });
Object.assign(window, { floorClient: client });

function Fields() {
  return (
    <main className="space-y-5 p-4">
      {Array.from({ length: 120 }, (_, index) => (
        <div key={index} data-answer-key={`field-${index}`}>
          <label htmlFor={`answer-${index}`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Field {index + 1}
          </label>
          <input id={`answer-${index}`} className="h-11 w-full rounded-md border border-slate-300 px-3" />
        </div>
      ))}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Fields />} />
      </Routes>
    </BrowserRouter>
  </QueryClientProvider>,
);
