import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'react-router-dom';
import { getSupabase } from '@inspection/platform';
import {
  AuthTestRouter,
  BACKEND_START_TIMEOUT,
  initTestPlatform,
  signInDemoUser,
  startAuthTestBackend,
  tearDownTestPlatform,
  type AuthTestBackend,
} from '@inspection/platform/testing';
import AdminLayout from './admin-layout';

let backend: AuthTestBackend;

async function renderShell(path = '/', onNavIntent?: (path: string) => void) {
  await signInDemoUser();
  render(
    <AuthTestRouter initialPath={path}>
      <Route path="/login" element={<p>login page</p>} />
      <Route element={<AdminLayout onNavIntent={onNavIntent} />}>
        <Route path="/" element={<p>dashboard screen</p>} />
        <Route path="/admin" element={<p>dashboard screen</p>} />
        <Route path="/inspections" element={<p>inspections screen</p>} />
        <Route path="/booking" element={<p>booking screen</p>} />
        <Route path="/crm" element={<p>crm screen</p>} />
        <Route path="/call-logs" element={<p>call logs screen</p>} />
        <Route path="/settings" element={<p>settings screen</p>} />
        <Route path="/change-password" element={<p>change password screen</p>} />
      </Route>
    </AuthTestRouter>,
  );
  await screen.findByRole('button', { name: 'Profile' });
}

function desktopSidebar() {
  return screen.getAllByRole('complementary', { name: 'Admin Panel' })[0];
}

describe('Admin shell', () => {
  beforeAll(async () => {
    backend = await startAuthTestBackend();
  }, BACKEND_START_TIMEOUT);
  afterAll(() => backend?.close());
  beforeEach(() => initTestPlatform(backend));
  afterEach(() => tearDownTestPlatform());

  it("has the 'Admin Panel' sidebar with the product's entries, in order, linking to their routes", async () => {
    await renderShell();
    const sidebar = desktopSidebar();
    expect(within(sidebar).getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Day', '/my-day'],
      ['Reports', '/'],
      ['Inspection Records', '/inspections'],
      ['Booking', '/booking'],
      ['Messages', '/messages'],
      ['CRM - Vehicle Inspection', '/crm'],
      ['Call Logs', '/call-logs'],
      ['Settings', '/settings'],
      ['Releases', '/releases'],
    ]);
  });

  it('renders the screen in the main area and marks the active entry', async () => {
    await renderShell('/');
    expect(within(screen.getByRole('main')).getByText('dashboard screen')).toBeInTheDocument();
    const sidebar = desktopSidebar();
    expect(within(sidebar).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Call Logs' }));
    expect(await screen.findByText('call logs screen')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Call Logs' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Reports' })).not.toHaveAttribute('aria-current');
  });

  it('highlights Reports on /admin as well', async () => {
    await renderShell('/admin');
    expect(within(desktopSidebar()).getByRole('link', { name: 'Reports' })).toHaveClass('bg-blue-600');
  });

  it('reports the pointer or focus reaching an entry, so its screen can load before the click', async () => {
    const intents: string[] = [];
    await renderShell('/', (path) => intents.push(path));
    const sidebar = within(screen.getByRole('complementary', { name: 'Admin Panel' }));
    fireEvent.pointerEnter(sidebar.getByRole('link', { name: 'Call Logs' }));
    sidebar.getByRole('link', { name: 'Settings' }).focus();
    expect(intents).toEqual(['/call-logs', '/settings']);
  });

  describe('Profile menu', () => {
    it('holds Change Password and Logout', async () => {
      await renderShell();
      const user = userEvent.setup();
      const profile = screen.getByRole('button', { name: 'Profile' });
      expect(profile).toHaveAttribute('aria-expanded', 'false');
      await user.click(profile);
      expect(profile).toHaveAttribute('aria-expanded', 'true');
      const menu = screen.getByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute('href', '/change-password');
      expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
      expect(within(menu).getByText('admin@example.com')).toBeInTheDocument();
    });

    it('goes to /change-password and closes', async () => {
      await renderShell();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Profile' }));
      await user.click(screen.getByRole('menuitem', { name: 'Change Password' }));
      expect(await screen.findByText('change password screen')).toBeInTheDocument();
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('closes on an outside click, on Escape and on a second click of the button', async () => {
      await renderShell();
      const user = userEvent.setup();
      const profile = screen.getByRole('button', { name: 'Profile' });
      await user.click(profile);
      await user.click(screen.getByText('dashboard screen'));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      await user.click(profile);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      await user.click(profile);
      await user.click(profile);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('is usable from the keyboard: ArrowDown opens it, arrows move, Escape returns to the button', async () => {
      await renderShell();
      const user = userEvent.setup();
      const profile = screen.getByRole('button', { name: 'Profile' });
      profile.focus();
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Change Password' })).toHaveFocus());
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Change Password' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(profile).toHaveFocus();
    });

    it('Logout signs out at the backend and goes to /login', async () => {
      await renderShell();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Profile' }));
      await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
      expect(await screen.findByText('login page')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
      expect(backend.requests.some((request) => request.method === 'POST' && request.path.startsWith('/auth/v1/logout'))).toBe(true);
      expect((await getSupabase().auth.getSession()).data.session).toBeNull();
    });
  });

  describe('small-screen sidebar (a drawer on Radix Dialog)', () => {
    const menuButton = () => screen.getByRole('button', { name: 'Toggle sidebar' });
    const drawer = () => screen.queryByRole('dialog', { name: 'Admin Panel' });
    const scrollLocked = () => getComputedStyle(document.body).overflow === 'hidden';

    it('opens from the menu button as a dialog holding the sidebar, with focus inside and page scroll locked', async () => {
      await renderShell();
      const user = userEvent.setup();
      const button = menuButton();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(drawer()).not.toBeInTheDocument();
      expect(scrollLocked()).toBe(false);
      await user.click(button);
      const dialog = drawer()!;
      expect(dialog).toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(button).toHaveAttribute('aria-controls', dialog.id);
      // The rest of the page is hidden from assistive technology while the drawer is open.
      expect(screen.getAllByRole('complementary', { name: 'Admin Panel' })).toHaveLength(1);
      expect(within(dialog).getByRole('complementary', { name: 'Admin Panel' })).toBeInTheDocument();
      expect(within(dialog).getAllByRole('link').map((link) => link.textContent)).toEqual([
        'My Day',
        'Reports',
        'Inspection Records',
        'Booking',
        'Messages',
        'CRM - Vehicle Inspection',
        'Call Logs',
        'Settings',
        'Releases',
      ]);
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(scrollLocked()).toBe(true);
    });

    it('keeps focus inside while open (Tab cycles through the drawer)', async () => {
      await renderShell();
      const user = userEvent.setup();
      await user.click(menuButton());
      const dialog = drawer()!;
      for (let i = 0; i < 10; i++) {
        await user.tab();
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });

    it('closes on Escape and gives focus back to the menu button', async () => {
      await renderShell();
      const user = userEvent.setup();
      await user.click(menuButton());
      await user.keyboard('{Escape}');
      expect(drawer()).not.toBeInTheDocument();
      expect(menuButton()).toHaveFocus();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(scrollLocked()).toBe(false);
    });

    it('closes on a press on the overlay', async () => {
      await renderShell();
      const user = userEvent.setup();
      await user.click(menuButton());
      await user.click(screen.getByTestId('sidebar-backdrop'));
      expect(drawer()).not.toBeInTheDocument();
      expect(scrollLocked()).toBe(false);
    });

    it('stays open on a click inside it, and a link click navigates and closes it', async () => {
      await renderShell();
      const user = userEvent.setup();
      await user.click(menuButton());
      await user.click(within(drawer()!).getByRole('heading', { name: 'Admin Panel' }));
      expect(drawer()).toBeInTheDocument();
      await user.click(within(drawer()!).getByRole('link', { name: 'Booking' }));
      expect(await screen.findByText('booking screen')).toBeInTheDocument();
      expect(drawer()).not.toBeInTheDocument();
      expect(scrollLocked()).toBe(false);
    });

    it('closes from its close button', async () => {
      await renderShell();
      const user = userEvent.setup();
      await user.click(menuButton());
      await user.click(within(drawer()!).getByRole('button', { name: 'Close sidebar' }));
      expect(drawer()).not.toBeInTheDocument();
      expect(menuButton()).toHaveFocus();
    });
  });
});
