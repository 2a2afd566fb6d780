// Every route the remotes' manifests declare opens its screen, both in the shell (inside or outside the staff frame,
// behind sign-in or not, as the manifest says) and on the remote's own standalone page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Suspense, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { CONSOLE_ROUTES, exposeFileName, manifestProblems, manifestRoutes } from '@inspection/platform-manifest';
import { ManifestRoutes } from '@inspection/standalone';
import { REMOTE_MANIFESTS } from './remote-manifests';
import { createAppRoutes } from './app-routes';
import { NAV_ITEMS, navItemsFor } from '../admin-shell/nav-items';
import { NO_ACCESS } from './role-gate';

// Sign-in, the staff frame and the remote screens are stand-ins that show where a screen landed.
const signedIn = vi.hoisted(() => ({ role: 'admin' as 'admin' | 'staff' | 'inspector' }));
vi.mock('@inspection/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/platform')>()),
  useAuth: () => ({ user: { role: signedIn.role } }),
  AuthProvider: ({ children }: { children: ReactNode }) => children,
  RequireAuth: ({ children }: { children?: ReactNode }) => <div data-testid="signed-in-only">{children ?? <Outlet />}</div>,
}));
vi.mock('../admin-shell/admin-layout', () => ({
  default: () => (
    <div data-testid="staff-frame">
      <Outlet />
    </div>
  ),
}));
vi.mock('../remotes/remote-screen', () => ({
  RemoteScreen: ({ remote, module }: { remote: string; module: string }) => <p>screen {`${remote}/${module}`}</p>,
}));
vi.mock('../login/login-page', () => ({ default: () => <p>login page</p> }));
vi.mock('../change-password/change-password-page', () => ({ default: () => <p>change password page</p> }));

afterEach(() => {
  cleanup();
  signedIn.role = 'admin';
});

/** A concrete URL for a route pattern. */
const urlOf = (pattern: string) => pattern.replace(/:(\w+)/g, 'x-$1');

const routes = manifestRoutes(REMOTE_MANIFESTS);

describe('the remotes manifests', () => {
  it('declare each path once, and none of the shell’s own', () => {
    expect(manifestProblems(REMOTE_MANIFESTS, [CONSOLE_ROUTES.login, CONSOLE_ROUTES.changePassword])).toEqual([]);
  });

  it.each(routes.map((route) => [route.remote, route.screen.module] as const))(
    'point %s/%s at a file under src/exposes/',
    (remote, module) => {
      // The remotes are apps/shell's siblings (whatever folder the run started in).
      expect(existsSync(path.resolve(import.meta.dirname, '../../..', remote, 'src/exposes', `${exposeFileName(module)}.ts`))).toBe(true);
    },
  );

  it('give the sidebar its entries, in order', () => {
    expect(NAV_ITEMS.map(({ label, to, alsoActiveOn }) => ({ label, to, alsoActiveOn }))).toEqual([
      { label: 'My Day', to: '/my-day', alsoActiveOn: [] },
      { label: 'Reports', to: '/', alsoActiveOn: ['/admin', '/webhook'] },
      { label: 'Inspection Records', to: '/inspections', alsoActiveOn: [] },
      { label: 'Booking', to: '/booking', alsoActiveOn: [] },
      { label: 'Messages', to: '/messages', alsoActiveOn: [] },
      { label: 'CRM - Vehicle Inspection', to: '/crm', alsoActiveOn: ['/contacts'] },
      { label: 'Call Logs', to: '/call-logs', alsoActiveOn: [] },
      { label: 'Settings', to: '/settings', alsoActiveOn: ['/formbuilder'] },
      { label: 'Releases', to: '/releases', alsoActiveOn: [] },
    ]);
  });
});

describe('roles', () => {
  it('give an inspector only their own entries, office staff all but Messages and Releases, and admins all of them', () => {
    expect(navItemsFor('inspector').map((item) => item.label)).toEqual(['My Day', 'Inspection Records']);
    expect(navItemsFor('staff')).toEqual(NAV_ITEMS.filter((item) => item.label !== 'Messages' && item.label !== 'Releases'));
    expect(navItemsFor('admin')).toEqual(NAV_ITEMS);
  });

  it('show office staff who type /messages the access page', async () => {
    signedIn.role = 'staff';
    const router = createMemoryRouter(createAppRoutes(REMOTE_MANIFESTS), { initialEntries: ['/messages'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeInTheDocument();
    expect(screen.queryByText(/^screen /)).toBeNull();
  });

  it.each(['/crm', '/call-logs', '/settings', '/booking', '/formbuilder', '/contacts/x-id'])(
    'show an inspector who types %s the access page, with the way back to their day',
    async (url) => {
      signedIn.role = 'inspector';
      const router = createMemoryRouter(createAppRoutes(REMOTE_MANIFESTS), { initialEntries: [url] });
      render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeInTheDocument();
      expect(screen.queryByText(/^screen /)).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to My Day' })).toHaveAttribute('href', '/my-day');
    },
  );

  it.each(['/', '/admin'])("send an inspector from %s (home, and where sign-in lands) to their day", async (url) => {
    signedIn.role = 'inspector';
    const router = createMemoryRouter(createAppRoutes(REMOTE_MANIFESTS), { initialEntries: [url] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('screen inspection/MyDay')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-day');
  });

  it('open an inspector their own screens', async () => {
    signedIn.role = 'inspector';
    const records = createMemoryRouter(createAppRoutes(REMOTE_MANIFESTS), { initialEntries: ['/inspections'] });
    render(<RouterProvider router={records} />);
    expect(await screen.findByText('screen inspection/InspectionRecords')).toBeInTheDocument();
  });
});

describe.each(routes.map((route) => [route.path, route] as const))('the route %s', (_path, { remote, screen: entry, path }) => {
  const id = `${remote}/${entry.module}`;

  it(`opens ${id} in the shell`, async () => {
    const router = createMemoryRouter(createAppRoutes(REMOTE_MANIFESTS), { initialEntries: [urlOf(path)] });
    render(<RouterProvider router={router} />);
    const shown = await screen.findByText(`screen ${id}`);
    expect(router.state.location.pathname).toBe(urlOf(path));
    expect(screen.queryByTestId('signed-in-only')?.contains(shown) ?? false).toBe(entry.access === 'staff');
    expect(screen.queryByTestId('staff-frame')?.contains(shown) ?? false).toBe(entry.layout === 'staff-shell');
  });

  it(`opens ${id} on the remote's standalone page`, async () => {
    const manifest = REMOTE_MANIFESTS.find((candidate) => candidate.remote === remote)!;
    const loadScreen = async (file: string) => ({ default: () => <p>exposed {`${remote}/${file}`}</p> });
    render(
      <MemoryRouter initialEntries={[urlOf(path)]}>
        <Suspense fallback={null}>
          <ManifestRoutes manifest={manifest} loadScreen={loadScreen} />
        </Suspense>
      </MemoryRouter>,
    );
    const shown = await screen.findByText(`exposed ${remote}/${exposeFileName(entry.module)}`);
    expect(screen.queryByTestId('signed-in-only')?.contains(shown) ?? false).toBe(entry.access === 'staff');
  });
});
