import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ScreenSuspense } from './screen-suspense';
import { RemoteScreen } from './remote-screen';
import { startFakeRemotes } from './testing/fake-remotes';

// The real federation runtime; only the remotes' network is replaced. These tests are about what the shell shows
// while a remote loads.
const remotes = startFakeRemotes(['reports', 'calllogs']);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const screenModule = (title: string) => ({ default: () => <h1>{title}</h1> });

function renderConsole() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav>
              <Link to="/call-logs">Call Logs</Link>
            </nav>
            <ScreenSuspense>
              <Outlet />
            </ScreenSuspense>
          </>
        ),
        children: [
          { path: '/', element: <RemoteScreen remote="reports" module="Dashboard" /> },
          { path: '/call-logs', element: <RemoteScreen remote="calllogs" module="CallLogs" /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScreenSuspense around the route outlet', () => {
  it('shows the spinner on a first load, then keeps the current screen up while the next remote loads', async () => {
    const dashboard = deferred<{ default: () => React.JSX.Element }>();
    const callLogs = deferred<{ default: () => React.JSX.Element }>();
    const loadCallLogs = vi.fn(() => callLogs.promise);
    remotes.serve('reports', { Dashboard: () => dashboard.promise });
    remotes.serve('calllogs', { CallLogs: loadCallLogs });

    const router = renderConsole();
    expect(screen.getByRole('status', { name: 'Loading module' })).toBeInTheDocument();
    await act(async () => dashboard.resolve(screenModule('Reports Dashboard')));
    expect(await screen.findByRole('heading', { name: 'Reports Dashboard' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Call Logs' }));
    // The navigation is a transition: no spinner (React would hold it for 300 ms), the dashboard stays.
    await waitFor(() => expect(loadCallLogs).toHaveBeenCalled());
    expect(screen.queryByRole('status', { name: 'Loading module' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reports Dashboard' })).toBeInTheDocument();

    await act(async () => callLogs.resolve(screenModule('Call Logs')));
    expect(await screen.findByRole('heading', { name: 'Call Logs' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reports Dashboard' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/call-logs');
  });
});
