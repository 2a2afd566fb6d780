import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router-dom';
import { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '@inspection/platform';
import {
  AuthTestRouter,
  BACKEND_START_TIMEOUT,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  initTestPlatform,
  signInDemoUser,
  startAuthTestBackend,
  tearDownTestPlatform,
  type AuthTestBackend,
} from '@inspection/platform/testing';
import LoginPage from './login-page';

let backend: AuthTestBackend;

function renderLogin() {
  render(
    <AuthTestRouter initialPath="/login">
      <Route path="/login" element={<LoginPage />} />
      <Route path="/admin" element={<p>Reports Dashboard</p>} />
    </AuthTestRouter>,
  );
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Admin Login', () => {
  beforeAll(async () => {
    backend = await startAuthTestBackend();
  }, BACKEND_START_TIMEOUT);
  afterAll(() => backend?.close());
  beforeEach(() => {
    initTestPlatform(backend);
  });
  afterEach(() => tearDownTestPlatform());

  it("shows 'Loading...' while the first auth state is determined, then the form", async () => {
    renderLogin();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('has a required email field of email type and a required password field', async () => {
    renderLogin();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
  });

  it('signs in and goes to /admin', async () => {
    renderLogin();
    await screen.findByLabelText('Email');
    await fillAndSubmit(DEMO_EMAIL, DEMO_PASSWORD);
    expect(await screen.findByText('Reports Dashboard')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it("reads 'Signing in...' while busy", async () => {
    renderLogin();
    await screen.findByLabelText('Email');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = getSupabase().auth.signInWithPassword.bind(getSupabase().auth);
    vi.spyOn(getSupabase().auth, 'signInWithPassword').mockImplementationOnce(async (credentials) => {
      await gate;
      return original(credentials);
    });
    await fillAndSubmit(DEMO_EMAIL, DEMO_PASSWORD);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Reports Dashboard')).toBeInTheDocument();
  });

  it("shows the server's message on a bad password and stays on /login", async () => {
    renderLogin();
    await screen.findByLabelText('Email');
    await fillAndSubmit(DEMO_EMAIL, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows 'Invalid credentials' when the server gives no message", async () => {
    renderLogin();
    await screen.findByLabelText('Email');
    // The real backend always sends a message; a response without one reaches supabase-js as '{}'.
    vi.spyOn(getSupabase().auth, 'signInWithPassword').mockResolvedValueOnce({
      data: { user: null, session: null },
      error: new AuthError('{}', 400),
    } as never);
    await fillAndSubmit(DEMO_EMAIL, 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it("shows 'An unexpected error occurred' when sign-in throws", async () => {
    renderLogin();
    await screen.findByLabelText('Email');
    vi.spyOn(getSupabase().auth, 'signInWithPassword').mockRejectedValueOnce(new Error('boom'));
    await fillAndSubmit(DEMO_EMAIL, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('sends an already signed-in visitor to /admin', async () => {
    await signInDemoUser();
    renderLogin();
    expect(await screen.findByText('Reports Dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument();
  });
});
