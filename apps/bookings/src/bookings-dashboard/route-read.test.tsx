// The shell's route starts the All table's first page before the remote loads (apps/shell/src/routes/screen-prefetch.ts:
// the manifest's screen query, in the page's one query client); the dashboard must find that read, in flight or done,
// and not ask again (docs/benchmarks/bookings.md).
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { getQueryClient, resetQueryClientForTesting } from '@inspection/platform';
import { installFakeBackend, rpcRoute, tableRoute, type FakeFetch } from '@inspection/platform/testing';
import { bookingsQueries } from '@inspection/platform-manifest';
import { screenQueryOptions } from '@inspection/supabase-client';
import BookingsDashboardPage from './bookings-dashboard-page';

vi.mock('@inspection/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/platform')>()),
  useAuth: () => ({ user: { role: 'staff', isAdmin: false } }),
}));

const row = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, customer_name: `Customer ${i}`, customer_email: null, customer_phone: '0501112233',
  vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020, notes: null, location_address: null, reversegeocoded_address: 'Dubai Marina',
  inspection_type_id: null, latitude: null, longitude: null, start_time: '2026-12-01T06:00:00Z', end_time: '2026-12-01T07:00:00Z',
  status: 'scheduled', seller_name: null, seller_phone: null, is_override: false, created_at: '', inspection_types: null, inspector_id: null, inspectors: null,
});
let fetch: FakeFetch;
const listReads = () => fetch.mock.calls.filter(([input]) => String(input).endsWith('/rpc/list_bookings')).length;

beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  fetch = installFakeBackend(
    rpcRoute('list_bookings', () => ({ total: 300, rows: Array.from({ length: 100 }, (_, i) => row(i)) })),
    rpcRoute('booking_summary', () => ({ total: 300, upcoming: 300, completed: 0 })),
    tableRoute('inspectors', () => []),
    tableRoute('bookings', () => []),
  );
});
afterEach(() => {
  resetQueryClientForTesting();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (children: ReactNode) => (
  <QueryClientProvider client={getQueryClient()}>
    <MemoryRouter initialEntries={['/booking']}>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe("the dashboard and its route's read", () => {
  it.each([
    ['in flight', false],
    ['done', true],
  ])('finds the first page the route started (%s) and reads it only once', async (_, settled) => {
    const started = getQueryClient().prefetchQuery(screenQueryOptions(bookingsQueries.firstPage));
    if (settled) await started;
    render(page(<BookingsDashboardPage />));
    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(table).getAllByTestId('booking-row')[0]).toHaveTextContent('Customer 0');
    expect(listReads()).toBe(1);
  });
});
