// A screen's declared reads start with its route, before (and whether or not) its remote has loaded: the bookings
// dashboard's list, and the perform screen's inspection with its form, are asked for while the remote's screen is
// still on its way.
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AUTH_STORAGE_KEY, getQueryClient, resetQueryClientForTesting } from '@inspection/platform';
import { installFakeBackend, restRows, rpcRoute, type FakeFetch } from '@inspection/platform/testing';
import { bindScreenQuery, bookingsQueries, INSPECTION_COLUMNS, inspectionQueries, screenQueryKey } from '@inspection/platform-manifest';
import { REMOTE_MANIFESTS } from './remote-manifests';
import { createAppRoutes } from './app-routes';

vi.mock('@inspection/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/platform')>()),
  useAuth: () => ({ user: { role: 'staff' } }),
  AuthProvider: ({ children }: { children: ReactNode }) => children,
  RequireAuth: ({ children }: { children?: ReactNode }) => <>{children ?? <Outlet />}</>,
}));
vi.mock('../admin-shell/admin-layout', () => ({ default: () => <Outlet /> }));
// The remote never arrives: whatever is read was started by the route.
vi.mock('../remotes/remote-screen', () => ({
  RemoteScreen: ({ remote, module }: { remote: string; module: string }) => <p>loading {`${remote}/${module}`}</p>,
}));

const FIRST_PAGE = { total: 5000, rows: [{ id: 'b1', customer_name: 'Sara Ahmed', start_time: '2026-11-21T06:00:00Z' }] };
const SUMMARY = { total: 5000, upcoming: 120, completed: 4000 };
const BOOKING_ID = '56a3d90d-3333-4333-8333-000000000002';
const INSPECTION = { id: 'i1', booking_id: BOOKING_ID, data: {}, inspection_forms: { id: 'f1', form_sections: [] } };

function signIn() {
  const now = Math.floor(Date.now() / 1000);
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: 'token', refresh_token: 'refresh', token_type: 'bearer', expires_in: 3600, expires_at: now + 3600,
      user: { id: 'u1', aud: 'authenticated', role: 'authenticated', email: 'staff@example.com', app_metadata: { role: 'staff' }, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' },
    }),
  );
}

const inspectionsAsked = (fetch: FakeFetch) =>
  fetch.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === '/rest/v1/inspection_data');

const bookingsAsked = (fetch: FakeFetch) =>
  fetch.mock.calls
    .filter(([input]) => /^\/rest\/v1\/(bookings|rpc\/list_bookings|rpc\/booking_summary)$/.test(new URL(String(input)).pathname))
    .map(([input, init]) => ({ path: new URL(String(input)).pathname, body: init?.body ? JSON.parse(String(init.body)) : null }));

async function open(path: string) {
  const fetch = installFakeBackend(
    rpcRoute('list_bookings', () => FIRST_PAGE as never),
    rpcRoute('booking_summary', () => SUMMARY),
    (request) => (request.path === 'inspection_data' ? restRows(request, [INSPECTION]) : undefined),
  );
  render(<RouterProvider router={createMemoryRouter(createAppRoutes(REMOTE_MANIFESTS), { initialEntries: [path] })} />);
  await screen.findByText(/^loading /);
  return fetch;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetQueryClientForTesting();
});

describe('a screen query declared in a manifest', () => {
  it('is read as the route to /booking opens, into the page’s query client, under the key the dashboard reads', async () => {
    signIn();
    const fetch = await open('/booking');
    await vi.waitFor(() => expect(getQueryClient().getQueryData(screenQueryKey(bookingsQueries.firstPage))).toEqual(FIRST_PAGE));
    // The All table's first page (100 rows and the total), not every booking. The counts wait for the screen: in
    // the one-process backend their query would hold up the remote's files and the first page.
    expect(bookingsAsked(fetch)).toEqual([
      { path: '/rest/v1/rpc/list_bookings', body: { p_search: '', p_inspector: '', p_offset: 0, p_limit: 100, p_sort: 'upcoming', p_descending: false } },
    ]);
    expect(screen.getByText('loading bookings/BookingsDashboard')).toBeInTheDocument();
  });

  it('is not read for a signed-out visitor', async () => {
    const fetch = await open('/booking');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bookingsAsked(fetch)).toEqual([]);
  });

  it('is not read by a route whose screen declares none', async () => {
    signIn();
    const fetch = await open('/crm');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/rest/v1/'))).toEqual([]);
  });

  it('binds the route’s parameter: /performinspection/{id} reads that inspection with its form, under the key the screen takes', async () => {
    signIn();
    const fetch = await open(`/performinspection/${BOOKING_ID}`);
    const key = screenQueryKey(bindScreenQuery(inspectionQueries.perform, { bookingId: BOOKING_ID })!);
    await vi.waitFor(() => expect(getQueryClient().getQueryData(key)).toEqual(INSPECTION));
    const [asked, ...more] = inspectionsAsked(fetch);
    expect(more).toEqual([]);
    expect(asked.searchParams.get('booking_id')).toBe(`eq.${BOOKING_ID}`);
    expect(asked.searchParams.get('select')).toBe(INSPECTION_COLUMNS.replace(/\s+/g, ''));
    expect(asked.searchParams.get('inspection_forms.form_sections.form_fields.order')).toBe('order_index.asc');
    expect(screen.getByText('loading inspection/PerformInspection')).toBeInTheDocument();
  });

  it('reads nothing for a malformed booking id (the screen says it is invalid)', async () => {
    signIn();
    const fetch = await open('/performinspection/not-a-booking');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inspectionsAsked(fetch)).toEqual([]);
  });
});
