import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router-dom';
import { useAuth } from './use-auth';
import { getSupabase } from './platform';
import type { LoginResult } from './auth-context';
import type { FakeGoTrue } from './testing/fake-gotrue';
import { AuthTestRouter, setUpFakeAuthPlatform, signInDemoUser, tearDownFakeAuthPlatform } from './testing/auth-test-kit';

let fake: FakeGoTrue;
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
  beforeEach(() => {
    fake = setUpFakeAuthPlatform();
    lastResult = undefined;
  });
  afterEach(() => tearDownFakeAuthPlatform());

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
    expect(fake.requests).toContainEqual({
      method: 'POST',
      path: '/token?grant_type=password',
      body: expect.objectContaining({ email: 'admin@example.com', password: 'admin1234' }),
    });
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
    fake.failNext({ status: 400, body: {} });
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

  it('follows auth events raised elsewhere (a remote signing out, a user update)', async () => {
    renderProbe();
    await screen.findByText('signed out');
    await act(async () => {
      await signInDemoUser();
    });
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    await act(async () => {
      await getSupabase().auth.updateUser({ password: 'newpass1' });
    });
    expect(screen.getByText('signed in')).toBeInTheDocument();
    await act(async () => {
      await getSupabase().auth.signOut();
    });
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('logout signs out at the backend, then goes to /login', async () => {
    await signInDemoUser();
    renderProbe();
    await screen.findByText('signed in');
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(fake.requests.some((r) => r.method === 'POST' && r.path.startsWith('/logout'))).toBe(true);
    const { data } = await getSupabase().auth.getSession();
    expect(data.session).toBeNull();
  });

  it('logout still ends the session locally when the backend fails', async () => {
    await signInDemoUser();
    renderProbe();
    await screen.findByText('signed in');
    fake.failNext({ status: 500, body: { msg: 'down' } });
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
