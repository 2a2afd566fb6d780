// Test set-up shared by the auth tests and the shell's screen tests: a fresh platform whose one
// client talks to the fake GoTrue, and a router with AuthProvider around the routes under test.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { getSupabase, initPlatform, resetPlatformForTesting, AUTH_STORAGE_KEY } from '../platform';
import { AuthProvider } from '../auth-provider';
import { createFakeGoTrue, type FakeGoTrue } from './fake-gotrue';

export function setUpFakeAuthPlatform(): FakeGoTrue {
  resetPlatformForTesting();
  localStorage.removeItem(AUTH_STORAGE_KEY);
  const fake = createFakeGoTrue();
  vi.stubGlobal('fetch', fake.fetch);
  initPlatform(fake.config);
  return fake;
}

export function tearDownFakeAuthPlatform(): void {
  resetPlatformForTesting();
  localStorage.removeItem(AUTH_STORAGE_KEY);
  vi.unstubAllGlobals();
}

/** Signs the demo user in on the one client before rendering (the stored session is then found). */
export async function signInDemoUser(): Promise<void> {
  const { error } = await getSupabase().auth.signInWithPassword({ email: 'admin@example.com', password: 'admin1234' });
  if (error) throw error;
}

/** Shows the current path, so tests can assert where navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function AuthTestRouter({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[initialPath]}>
      <AuthProvider>
        <Routes>{children}</Routes>
        <LocationProbe />
      </AuthProvider>
    </MemoryRouter>
  );
}
