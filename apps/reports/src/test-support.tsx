// Test helpers for the reports screens: a real platform (supabase-js client, runtime config)
// whose network answers come from a per-test route table, and a QueryClient + MemoryRouter.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { initPlatform, resetPlatformForTesting, type RuntimeConfig } from '@inspection/auth';

export const testConfig: RuntimeConfig = {
  backendUrl: 'http://backend.test',
  anonKey: 'anon-key',
  remotes: {},
  sheets: {
    baseUrl: 'http://backend.test/sheets',
    reportsSpreadsheetId: 'reports-demo',
    reportsRange: "'Form responses'!A2:Z",
    callLogsSpreadsheetId: 'call-logs-demo',
    callLogsSheet: 'Call logs',
  },
  webhookUrl: 'http://backend.test/functions/v1/sheets-webhook',
};

export type Responder = (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined;

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Installs a fetch that routes by URL; unrouted calls fail loudly. Returns the mock. */
export function installPlatform(responder: Responder) {
  resetPlatformForTesting();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === undefined) throw new Error(`fetch without URL: ${new Error().stack}`);
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const answer = await responder(url, init);
    if (!answer) throw new Error(`Unexpected request ${url.href}`);
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  initPlatform(testConfig);
  return fetchMock;
}

export function sheetValues(values: unknown[][]): Responder {
  return (url) => (url.pathname.startsWith('/sheets/') ? jsonResponse(200, { range: 'x', majorDimension: 'ROWS', values }) : undefined);
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderScreen(ui: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A sheet row (columns A–O) with sensible defaults. */
export function sheetRow(overrides: Partial<Record<'name' | 'phone' | 'date' | 'photo' | 'make' | 'model' | 'year' | 'mileage' | 'images' | 'radiator' | 'radiatorPhoto' | 'coolant' | 'score' | 'details' | 'id', string>>) {
  const v = {
    name: 'Sara Ali', phone: '0501234567', date: '22/11/2026 10:15:00', photo: 'https://img.test/main.jpg',
    make: 'Toyota', model: 'Camry', year: '2019', mileage: '85000', images: '', radiator: 'Good',
    radiatorPhoto: '', coolant: 'Full', score: '8', details: '', id: 'R-1', ...overrides,
  };
  return [v.name, v.phone, v.date, v.photo, v.make, v.model, v.year, v.mileage, v.images, v.radiator, v.radiatorPhoto, v.coolant, v.score, v.details, v.id];
}
