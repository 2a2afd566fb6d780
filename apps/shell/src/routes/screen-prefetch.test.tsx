// A screen's declared reads start with its route, before (and whether or not) its remote has loaded: the bookings
// dashboard's list is asked for while the remote's screen is still on its way.
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AUTH_STORAGE_KEY, getQueryClient, resetQueryClientForTesting } from '@inspection/auth';
import { installFakeBackend, tableRoute, type FakeFetch } from '@inspection/auth/testing';
import { bookingsQueries, screenQueryKey } from '@inspection/platform-manifest';
import { REMOTE_MANIFESTS } from './remote-manifests';
import { createAppRoutes } from './app-routes';

vi.mock('@inspection/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/auth')>()),
  useAuth: () => ({ user: { role: 'staff' } }),
  AuthProvider: ({ children }: { children: ReactNode }) => children,
  RequireAuth: ({ children }: { children?: ReactNode }) => <>{children ?? <Outlet />}</>,
}));
vi.mock('../admin-shell/admin-layout', () => ({ default: () => <Outlet /> }));
// The remote never arrives: whatever is read was started by the route.
vi.mock('../remotes/remote-screen', () => ({
  RemoteScreen: ({ remote, module }: { remote: string; module: string }) => <p>loading {`${remote}/${module}`}</p>,
}));

const ROWS = [{ id: 'b1', customer_name: 'Sara Ahmed', start_time: '2026-11-21T06:00:00Z' }];

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

const bookingsAsked = (fetch: FakeFetch) =>
  fetch.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === '/rest/v1/bookings');

async function open(path: string) {
  const fetch = installFakeBackend(tableRoute('bookings', () => ROWS));
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
    await vi.waitFor(() => expect(getQueryClient().getQueryData(screenQueryKey(bookingsQueries.list))).toEqual(ROWS));
    const [asked] = bookingsAsked(fetch);
    expect(asked.searchParams.get('select')).toBe(bookingsQueries.list.select.replace(/\s/g, ''));
    expect(asked.searchParams.get('order')).toBe('start_time.asc.nullslast');
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
});
