import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router-dom';
import { getSupabase } from '@inspection/platform';
import { Toaster, toast } from '@inspection/ui';
// The platform lib's test kit (real backend + AuthProvider).
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
import ChangePasswordPage from './change-password-page';

let backend: AuthTestBackend;

const NEW_PASSWORD = 'newpass1';

/** The new password signs in; then the demo password is put back for the next test. */
async function expectDemoPasswordToBe(password: string) {
  const auth = getSupabase().auth;
  const { error } = await auth.signInWithPassword({ email: DEMO_EMAIL, password });
  expect(error).toBeNull();
  const restored = await auth.updateUser({ password: DEMO_PASSWORD, current_password: password });
  expect(restored.error).toBeNull();
}

/** After a failed test, puts the demo password back so the next test can sign in. */
async function restoreDemoPassword() {
  const auth = getSupabase().auth;
  const { error } = await auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (!error) return;
  const changed = await auth.signInWithPassword({ email: DEMO_EMAIL, password: NEW_PASSWORD });
  if (!changed.error) await auth.updateUser({ password: DEMO_PASSWORD, current_password: NEW_PASSWORD });
}

/** Success is shown by cleared inputs and the toast of this test (sonner's store outlives a test). */
async function expectSuccess() {
  await waitFor(() => expect(screen.getByLabelText('New Password')).toHaveValue(''));
  expect(screen.getByLabelText('Current Password')).toHaveValue('');
  expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
}

async function renderPage() {
  await signInDemoUser();
  render(
    <>
      <AuthTestRouter initialPath="/change-password">
        <Route path="/change-password" element={<ChangePasswordPage />} />
      </AuthTestRouter>
      <Toaster />
    </>,
  );
  await screen.findByRole('heading', { name: 'Change Password' });
}

async function submit(newPassword: string, confirm: string, current = DEMO_PASSWORD) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (newPassword) await user.type(screen.getByLabelText('New Password'), newPassword);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('Change Password', () => {
  beforeAll(async () => {
    backend = await startAuthTestBackend();
  }, BACKEND_START_TIMEOUT);
  afterAll(() => backend?.close());
  beforeEach(() => {
    initTestPlatform(backend);
  });
  afterEach(async () => {
    await restoreDemoPassword();
    act(() => toast.dismiss());
    tearDownTestPlatform();
  });

  it('has the current password above both new password inputs, all required, and the Update Password button', async () => {
    await renderPage();
    const current = screen.getByLabelText('Current Password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toBeRequired();
    expect(current.compareDocumentPosition(screen.getByLabelText('New Password')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New Password')).toBeRequired();
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm New Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument();
  });

  it('sends nothing while either field is empty', async () => {
    await renderPage();
    const before = backend.requests.length;
    await submit('secret1', '');
    expect(backend.requests.length).toBe(before);
    expect(screen.getByLabelText('Confirm New Password')).toBeInvalid();
  });

  it("says 'Passwords do not match' and calls nothing", async () => {
    await renderPage();
    const before = backend.requests.length;
    await submit('secret1', 'secret2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(backend.requests.length).toBe(before);
  });

  it("says 'Password must be at least 6 characters long'", async () => {
    await renderPage();
    await submit('12345', '12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  });

  it('updates the password, confirms, and clears both inputs', async () => {
    await renderPage();
    await submit(NEW_PASSWORD, NEW_PASSWORD);
    await expectSuccess();
    expect(backend.requests).toContainEqual({ method: 'PUT', path: '/auth/v1/user' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectDemoPasswordToBe(NEW_PASSWORD);
  });

  it("reads 'Updating...' while busy", async () => {
    await renderPage();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const auth = getSupabase().auth;
    const original = auth.updateUser.bind(auth);
    vi.spyOn(auth, 'updateUser').mockImplementationOnce(async (attributes) => {
      await gate;
      return original(attributes);
    });
    await submit(NEW_PASSWORD, NEW_PASSWORD);
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    await expectSuccess();
    await expectDemoPasswordToBe(NEW_PASSWORD);
  });

  it('sends nothing without the current password', async () => {
    await renderPage();
    const before = backend.requests.length;
    await submit(NEW_PASSWORD, NEW_PASSWORD, '');
    expect(backend.requests.length).toBe(before);
    expect(screen.getByLabelText('Current Password')).toBeInvalid();
  });

  it('sends the current password, and shows the service\'s message when it is wrong', async () => {
    await renderPage();
    await submit(NEW_PASSWORD, NEW_PASSWORD, 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    expect(screen.getByLabelText('New Password')).toHaveValue(NEW_PASSWORD);
  });

  it("shows the service's message as-is", async () => {
    await renderPage();
    await submit(DEMO_PASSWORD, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('New password should be different from the old password.');
    expect(screen.getByLabelText('New Password')).toHaveValue(DEMO_PASSWORD);
  });

  it("shows 'An unexpected error occurred' when the update throws", async () => {
    await renderPage();
    vi.spyOn(getSupabase().auth, 'updateUser').mockRejectedValueOnce(new Error('boom'));
    await submit(NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });
});
