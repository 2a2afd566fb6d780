import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'react-router-dom';
import { RequireAuth } from './require-auth';
import {
  AuthTestRouter,
  BACKEND_START_TIMEOUT,
  initTestPlatform,
  signInDemoUser,
  startAuthTestBackend,
  tearDownTestPlatform,
  type AuthTestBackend,
} from './testing/auth-test-kit';

let backend: AuthTestBackend;

function renderAt(path: string) {
  render(
    <AuthTestRouter initialPath={path}>
      <Route path="/login" element={<p>login page</p>} />
      <Route element={<RequireAuth />}>
        <Route path="/admin" element={<p>staff area</p>} />
      </Route>
      <Route
        path="/wrapped"
        element={
          <RequireAuth>
            <p>wrapped staff area</p>
          </RequireAuth>
        }
      />
    </AuthTestRouter>,
  );
}

describe('RequireAuth', () => {
  beforeAll(async () => {
    backend = await startAuthTestBackend();
  }, BACKEND_START_TIMEOUT);
  afterAll(() => backend?.close());
  beforeEach(() => initTestPlatform(backend));
  afterEach(() => tearDownTestPlatform());

  it("shows 'Loading...' until the auth state is known", async () => {
    renderAt('/admin');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByText('login page');
  });

  it('sends an unauthenticated visitor to /login, replacing history', async () => {
    renderAt('/admin');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByText('staff area')).not.toBeInTheDocument();
  });

  it('renders the nested route for a signed-in user', async () => {
    await signInDemoUser();
    renderAt('/admin');
    expect(await screen.findByText('staff area')).toBeInTheDocument();
  });

  it('renders its children for a signed-in user', async () => {
    await signInDemoUser();
    renderAt('/wrapped');
    expect(await screen.findByText('wrapped staff area')).toBeInTheDocument();
  });
});
