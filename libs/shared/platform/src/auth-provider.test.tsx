import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router-dom';
import { useAuth } from './use-auth';
import { getQueryClient } from './query-client';
import { AUTH_STORAGE_KEY, getSupabase, initPlatform, resetPlatformForTesting } from './platform';
import { testRuntimeConfig } from './testing/test-runtime-config';
import type { LoginResult } from './auth-context';
import { AuthError } from '@supabase/supabase-js';
import {
  AuthTestRouter,
  BACKEND_START_TIMEOUT,
  initTestPlatform,
  signInDemoUser,
  startAuthTestBackend,
  tearDownTestPlatform,
  type AuthTestBackend,
} from './testing/auth-test-kit';
import { STAFF_EMAIL, STAFF_PASSWORD } from './testing/test-users';

let backend: AuthTestBackend;
let lastResult: LoginResult | undefined;

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>{auth.isLoading ? 'loading' : auth.isAuthenticated ? 'signed in' : 'signed out'}</p>
      <p>{auth.user ? `${auth.user.email} admin=${auth.user.isAdmin}` : 'no user'}</p>
      <p>{auth.session ? 'has session' : 'no session'}</p>
      <button onClick={async () => (lastResult = await auth.login('admin@example.com', 'admin1234'))}>good</button>
      <button onClick={async () => (lastResult = await auth.login('admin@example.com', 'wrong'))}>bad</button>
      <button onClick={async () => (lastResult = await auth.login(STAFF_EMAIL, STAFF_PASSWORD))}>staff</button>
      <button onClick={() => auth.logout()}>logout</button>
    </div>
  );
}

function renderProbe() {
  render(
    <AuthTestRouter initialPath="/admin">
      <Route path="/admin" element={<Probe />} />
      <Route path="/login" element={<p>login page</p>} />
    </AuthTestRouter>,
  );
}

describe('AuthProvider and useAuth', () => {
  beforeAll(async () => {
    backend = await startAuthTestBackend();
  }, BACKEND_START_TIMEOUT);
  afterAll(() => backend?.close());
  beforeEach(() => {
    initTestPlatform(backend);
    lastResult = undefined;
  });
  afterEach(() => tearDownTestPlatform());

  it('is loading first, then signed out when no session is stored', async () => {
    renderProbe();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(screen.getByText('no user')).toBeInTheDocument();
  });

  it('signs in with the password grant; the user is an admin', async () => {
    renderProbe();
    await screen.findByText('signed out');
    await userEvent.click(screen.getByRole('button', { name: 'good' }));
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(screen.getByText('admin@example.com admin=true')).toBeInTheDocument();
    expect(lastResult).toEqual({ success: true });
    expect(backend.requests).toContainEqual({ method: 'POST', path: '/auth/v1/token?grant_type=password' });
  });

  it('a staff member without the admin role in app_metadata is not an admin', async () => {
    renderProbe();
    await screen.findByText('signed out');
    await userEvent.click(screen.getByRole('button', { name: 'staff' }));
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(screen.getByText(`${STAFF_EMAIL} admin=false`)).toBeInTheDocument();
  });

  it("returns the server's message when sign-in fails", async () => {
    renderProbe();
    await screen.findByText('signed out');
    await userEvent.click(screen.getByRole('button', { name: 'bad' }));
    await waitFor(() => expect(lastResult).toEqual({ success: false, error: 'Invalid login credentials' }));
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it("falls back to 'Invalid credentials' when the server gives no message", async () => {
    renderProbe();
    await screen.findByText('signed out');
    // The real backend always sends a message; a response without one is what supabase-js turns into '{}'.
    vi.spyOn(getSupabase().auth, 'signInWithPassword').mockResolvedValueOnce({
      data: { user: null, session: null },
      error: new AuthError('{}', 400),
    } as never);
    await userEvent.click(screen.getByRole('button', { name: 'bad' }));
    await waitFor(() => expect(lastResult).toEqual({ success: false, error: 'Invalid credentials' }));
  });

  it("answers 'An unexpected error occurred' when sign-in throws", async () => {
    renderProbe();
    await screen.findByText('signed out');
    vi.spyOn(getSupabase().auth, 'signInWithPassword').mockRejectedValueOnce(new Error('boom'));
    await userEvent.click(screen.getByRole('button', { name: 'good' }));
    await waitFor(() => expect(lastResult).toEqual({ success: false, error: 'An unexpected error occurred' }));
  });

  it('restores a stored session on start', async () => {
    await signInDemoUser();
    renderProbe();
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(screen.getByText('has session')).toBeInTheDocument();
  });

  it('stays signed in offline with an expired access token, on the stored session (no redirect to /login)', async () => {
    await signInDemoUser();
    // The token expired while the device was away; the backend cannot be reached now.
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!) as { expires_at: number };
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 3600 }));
    resetPlatformForTesting();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    initPlatform(testRuntimeConfig(backend.url, backend.anonKey));
    renderProbe();
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(screen.getByText('admin@example.com admin=true')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
    // Still there once supabase-js has given up on the refresh for now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('signed in')).toBeInTheDocument();
  });

  it('follows auth events raised elsewhere (a remote signing out, a user update)', async () => {
    renderProbe();
    await screen.findByText('signed out');
    await act(async () => {
      await signInDemoUser();
    });
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    await act(async () => {
      await getSupabase().auth.updateUser({ data: { display_name: 'Demo' } });
    });
    expect(screen.getByText('signed in')).toBeInTheDocument();
    await act(async () => {
      await getSupabase().auth.signOut();
    });
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it("logout signs out at the backend, empties the page's query cache, then goes to /login", async () => {
    await signInDemoUser();
    renderProbe();
    await screen.findByText('signed in');
    getQueryClient().setQueryData(['bookings', 'list'], [{ id: 'seen by the user who signs out' }]);
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(backend.requests.some((r) => r.method === 'POST' && r.path.startsWith('/auth/v1/logout'))).toBe(true);
    const { data } = await getSupabase().auth.getSession();
    expect(data.session).toBeNull();
    expect(getQueryClient().getQueryData(['bookings', 'list'])).toBeUndefined();
  });

  it('logout still ends the session locally when the backend fails', async () => {
    await signInDemoUser();
    renderProbe();
    await screen.findByText('signed in');
    vi.spyOn(getSupabase().auth, 'signOut').mockResolvedValueOnce({ error: new AuthError('down', 500) });
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    const { data } = await getSupabase().auth.getSession();
    expect(data.session).toBeNull();
  });

  it('useAuth outside an AuthProvider says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

});
