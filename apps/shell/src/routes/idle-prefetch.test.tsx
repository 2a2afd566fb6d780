// The prefetch rules (docs/architecture/micro-frontends.md#prefetching-a-screen): a hover or focus on a sidebar entry
// (admin-layout.test.tsx checks that they are reported) starts the screen's code and its declared first reads; at
// idle, once the signed-in console is shown, the role's short list is prefetched one entry at a time, never while a
// navigation is loading, never for a signed-out visitor, on a data-saving connection, or in the bench's cold runs.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AUTH_STORAGE_KEY, getQueryClient, resetQueryClientForTesting } from '@inspection/platform';
import { installFakeBackend, rpcRoute, type FakeFetch } from '@inspection/platform/testing';
import { bookingsQueries, screenQueryKey } from '@inspection/platform-manifest';
import { IDLE_PREFETCH, IdlePrefetch, NO_IDLE_PREFETCH_KEY, startIdlePrefetch } from './idle-prefetch';
import { preloadSidebarScreen } from './sidebar-preload';

const auth = vi.hoisted(() => ({ role: undefined as string | undefined }));
vi.mock('@inspection/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/platform')>()),
  useAuth: () => ({ user: auth.role ? { role: auth.role } : null }),
}));
const code = vi.hoisted(() => ({ loads: [] as string[] }));
vi.mock('../remotes/remote-screens', () => ({
  preloadRemoteScreen: (remote: string, module: string) => code.loads.push(`${remote}/${module}`),
  loadScreenForPrefetch: async (remote: string, module: string) => void code.loads.push(`${remote}/${module}`),
  loadScreenForNavigation: async () => undefined,
}));

const FIRST_PAGE = { total: 1, rows: [{ id: 'b1', customer_name: 'Sara Ahmed', start_time: '2026-11-21T06:00:00Z' }] };
let idleCallbacks: (() => void)[] = [];
let fetch: FakeFetch;

function signIn(role: string) {
  auth.role = role;
  const now = Math.floor(Date.now() / 1000);
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: 'token', refresh_token: 'refresh', token_type: 'bearer', expires_in: 3600, expires_at: now + 3600,
      user: { id: 'u1', aud: 'authenticated', role: 'authenticated', email: 'staff@example.com', app_metadata: { role }, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' },
    }),
  );
}

const listBookingsAsked = () => fetch.mock.calls.filter(([input]) => new URL(String(input)).pathname === '/rest/v1/rpc/list_bookings').length;

/** Runs the idle callbacks waiting now, and lets the prefetches they start settle. */
async function idle() {
  const waiting = idleCallbacks;
  idleCallbacks = [];
  await act(async () => {
    waiting.forEach((run) => run());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function renderConsole() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <IdlePrefetch /> }])} />);
}

beforeEach(() => {
  fetch = installFakeBackend(rpcRoute('list_bookings', () => FIRST_PAGE as never));
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetQueryClientForTesting();
  auth.role = undefined;
  code.loads = [];
  idleCallbacks = [];
});

describe('a hover or focus on a sidebar entry', () => {
  it("starts the screen's code and its first reads, into the page's query client", async () => {
    signIn('staff');
    preloadSidebarScreen('/booking');
    expect(code.loads).toEqual(['bookings/BookingsDashboard']);
    await vi.waitFor(() => expect(getQueryClient().getQueryData(screenQueryKey(bookingsQueries.firstPage))).toEqual(FIRST_PAGE));
  });

  it('starts only the code of a screen that declares no reads, and nothing for a path that is no entry', async () => {
    signIn('staff');
    preloadSidebarScreen('/call-logs');
    preloadSidebarScreen('/booking/123');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(code.loads).toEqual(['calllogs/CallLogs']);
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/rest/v1/'))).toEqual([]);
  });

  it('reads nothing for a signed-out visitor', async () => {
    preloadSidebarScreen('/booking');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listBookingsAsked()).toBe(0);
  });
});

describe('the idle prefetch', () => {
  it("loads the office's list one entry per idle moment, code and reads, and nothing else", async () => {
    signIn('staff');
    renderConsole();
    expect(code.loads).toEqual([]);
    await idle();
    expect(code.loads).toEqual(['inspection/InspectionRecords']);
    await idle();
    expect(code.loads).toEqual(['inspection/InspectionRecords', 'bookings/BookingsDashboard']);
    await vi.waitFor(() => expect(listBookingsAsked()).toBe(1));
    await idle();
    expect(idleCallbacks).toEqual([]);
    expect(code.loads).toHaveLength(2);
  });

  it('takes the role’s own list: an inspector’s records only', async () => {
    signIn('inspector');
    renderConsole();
    await idle();
    await idle();
    expect(code.loads).toEqual(['inspection/InspectionRecords']);
    expect(IDLE_PREFETCH.inspector).toEqual(['/inspections']);
  });

  it('does nothing for a signed-out visitor', async () => {
    renderConsole();
    await idle();
    expect(code.loads).toEqual([]);
  });

  it('does nothing on a data-saving connection, nor with the bench’s switch', async () => {
    signIn('admin');
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    renderConsole();
    await idle();
    cleanup();
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '4g' } });
    localStorage.setItem(NO_IDLE_PREFETCH_KEY, '1');
    renderConsole();
    await idle();
    expect(code.loads).toEqual([]);
  });

  it("waits while the screen's own reads are in flight", async () => {
    signIn('staff');
    let answer = () => {};
    void getQueryClient().prefetchQuery({ queryKey: ['dashboard'], queryFn: () => new Promise<number>((resolve) => (answer = () => resolve(1))) });
    renderConsole();
    await idle();
    expect(code.loads).toEqual([]);
    answer();
    await idle();
    await idle();
    expect(code.loads).toEqual(['inspection/InspectionRecords']);
  });

  it('waits while a navigation loads its screen, and stops when the console goes', async () => {
    let busy = true;
    const prefetched: string[] = [];
    const stop = startIdlePrefetch({ paths: ['/a', '/b'], busy: () => busy, prefetch: async (path) => void prefetched.push(path) });
    await idle();
    expect(prefetched).toEqual([]);
    busy = false;
    await idle();
    expect(prefetched).toEqual(['/a']);
    stop();
    await idle();
    expect(prefetched).toEqual(['/a']);
  });
});
