import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router-dom';
import { getSupabase } from '@inspection/auth';
import { Toaster } from '@inspection/ui';
import {
  AuthTestRouter,
  setUpFakeAuthPlatform,
  signInDemoUser,
  tearDownFakeAuthPlatform,
} from '../../../../libs/auth/src/testing/auth-test-kit';
import type { FakeGoTrue } from '../../../../libs/auth/src/testing/fake-gotrue';
import ChangePasswordPage from './change-password-page';

let fake: FakeGoTrue;

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

async function submit(newPassword: string, confirm: string) {
  const user = userEvent.setup();
  if (newPassword) await user.type(screen.getByLabelText('New Password'), newPassword);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('Change Password', () => {
  beforeEach(() => {
    fake = setUpFakeAuthPlatform();
  });
  afterEach(() => tearDownFakeAuthPlatform());

  it('has both password inputs, required, and the Update Password button', async () => {
    await renderPage();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New Password')).toBeRequired();
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm New Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument();
  });

  it('sends nothing while either field is empty', async () => {
    await renderPage();
    const before = fake.requests.length;
    await submit('secret1', '');
    expect(fake.requests.length).toBe(before);
    expect(screen.getByLabelText('Confirm New Password')).toBeInvalid();
  });

  it("says 'Passwords do not match' and calls nothing", async () => {
    await renderPage();
    const before = fake.requests.length;
    await submit('secret1', 'secret2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(fake.requests.length).toBe(before);
  });

  it("says 'Password must be at least 6 characters long'", async () => {
    await renderPage();
    await submit('12345', '12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  });

  it('updates the password, confirms, and clears both inputs', async () => {
    await renderPage();
    await submit('newpass1', 'newpass1');
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
    expect(fake.requests).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/user', body: expect.objectContaining({ password: 'newpass1' }) }));
    expect(fake.users[0].password).toBe('newpass1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
    await submit('newpass1', 'newpass1');
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
  });

  it("shows the service's message as-is", async () => {
    await renderPage();
    fake.failNext({
      status: 422,
      body: { code: 422, error_code: 'same_password', msg: 'New password should be different from the old password.' },
    });
    await submit('admin1234', 'admin1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('New password should be different from the old password.');
    expect(screen.getByLabelText('New Password')).toHaveValue('admin1234');
  });

  it("shows 'An unexpected error occurred' when the update throws", async () => {
    await renderPage();
    vi.spyOn(getSupabase().auth, 'updateUser').mockRejectedValueOnce(new Error('boom'));
    await submit('newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });
});
