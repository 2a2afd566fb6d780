import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeRemotes } from './testing/fake-remotes';
import { forgetRemoteScreen, loadScreenForNavigation, preloadRemoteScreen } from './remote-screens';
import { RemoteScreen } from './remote-screen';

// The real federation runtime with the shell's runtime plugins; only the remotes' network is replaced.
const remotes = startFakeRemotes(['calllogs', 'crm']);
const FAILURE = 'This module could not be loaded';

const screenModule = (text: string) => async () => ({ default: () => <h1>{text}</h1> });

/** The console in small: a sidebar of links and the one Suspense boundary around the outlet. */
function renderConsole(initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav>
              <Link to="/">Home</Link>
              <Link to="/call-logs">Call Logs</Link>
              <Link to="/crm">CRM</Link>
            </nav>
            <main>
              <Suspense fallback={<p role="status">Loading module</p>}>
                <Outlet />
              </Suspense>
            </main>
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/call-logs', element: <RemoteScreen remote="calllogs" module="CallLogs" /> },
          { path: '/crm', element: <RemoteScreen remote="crm" module="Crm" /> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('loading remote screens through the federation runtime', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    remotes.serve('calllogs', { CallLogs: screenModule('Call Logs') });
    remotes.stop('crm');
    forgetRemoteScreen('calllogs', 'CallLogs');
    forgetRemoteScreen('crm', 'Crm');
    remotes.resetCounts();
  });

  it('a preload and the render that follows share one load', async () => {
    const callLogs = vi.fn(screenModule('Call Logs'));
    remotes.serve('calllogs', { CallLogs: callLogs });
    preloadRemoteScreen('calllogs', 'CallLogs');
    preloadRemoteScreen('calllogs', 'CallLogs');
    renderConsole('/call-logs');
    expect(await screen.findByRole('heading', { name: 'Call Logs' })).toBeInTheDocument();
    expect(callLogs).toHaveBeenCalledTimes(1);
  });

  it('a screen loaded before its first render shows at once, never its fallback (React would hold it back 300 ms)', async () => {
    await loadScreenForNavigation('calllogs', 'CallLogs');
    renderConsole('/call-logs');
    expect(screen.getByRole('heading', { name: 'Call Logs' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a remote that is down is loaded once for a navigation: its render shows the failure its loader met', async () => {
    await loadScreenForNavigation('crm', 'Crm');
    expect(remotes.entryLoads('crm')).toBe(1);
    renderConsole('/crm');
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    await settle();
    expect(remotes.entryLoads('crm')).toBe(1);
    // The next navigation's loader tries again.
    await loadScreenForNavigation('crm', 'Crm');
    expect(remotes.entryLoads('crm')).toBe(2);
  });

  it('a failed preload is tried again by the click that follows', async () => {
    remotes.stop('calllogs');
    preloadRemoteScreen('calllogs', 'CallLogs');
    await settle();
    expect(remotes.entryLoads('calllogs')).toBeGreaterThan(0);
    remotes.serve('calllogs', { CallLogs: screenModule('Call Logs') });
    renderConsole();
    await userEvent.click(screen.getByRole('link', { name: 'Call Logs' }));
    expect(await screen.findByRole('heading', { name: 'Call Logs' })).toBeInTheDocument();
  });

  it('a remote that is down shows the failure in its own area, named by its module', async () => {
    renderConsole('/crm');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(FAILURE);
    expect(failure).toHaveTextContent('crm/Crm is not available right now. The rest of the console keeps working.');
    expect(screen.getByRole('link', { name: 'Call Logs' })).toBeInTheDocument();
  });

  it('a remote missing from the runtime config shows the failure, without an error outside its area', async () => {
    const router = createMemoryRouter([{ path: '/', element: <RemoteScreen remote="nowhere" module="Screen" /> }]);
    render(
      <Suspense fallback="loading">
        <RouterProvider router={router} />
      </Suspense>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('nowhere/Screen is not available right now.');
  });

  it('navigating to a remote that is down, again and again, loads it once per visit and never while its failure is up', async () => {
    renderConsole();
    for (let visit = 1; visit <= 4; visit += 1) {
      await userEvent.click(screen.getByRole('link', { name: 'CRM' }));
      expect(await screen.findByText(FAILURE)).toBeInTheDocument();
      await settle();
      expect(remotes.entryLoads('crm')).toBe(visit);
      await userEvent.click(screen.getByRole('link', { name: 'Home' }));
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    }
  }, 20_000);

  it('Retry loads the remote again once it is back, without reloading the page', async () => {
    renderConsole('/crm');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    // Still down: the failure stays up while it loads again, and comes back, in place.
    await waitFor(() => expect(remotes.entryLoads('crm')).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
    expect(screen.getByText(FAILURE)).toBeInTheDocument();

    remotes.serve('crm', { Crm: screenModule('CRM - Vehicle Inspection') });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'CRM - Vehicle Inspection' })).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });

  it('a screen that throws while rendering fails in its own area; Retry renders it again', async () => {
    let broken = true;
    function Crm() {
      if (broken) throw new Error('render failed');
      return <h1>CRM - Vehicle Inspection</h1>;
    }
    remotes.serve('crm', { Crm: async () => ({ default: Crm }) });
    renderConsole('/crm');
    expect(await screen.findByRole('alert')).toHaveTextContent('crm/Crm is not available right now.');
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'CRM - Vehicle Inspection' })).toBeInTheDocument();
  });
});
