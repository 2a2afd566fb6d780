// Change Password (/change-password): the current password, then the new one twice.
import type { FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { Button, Card, CardContent, ErrorBox, PageHeader, TextField } from '@inspection/ui';
import { useChangePassword } from './use-change-password';

export default function ChangePasswordPage() {
  const form = useChangePassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Change Password" description="Choose a new password of at least 6 characters." />
      <Card>
        <CardContent className="p-6">
          <form onSubmit={handleSubmit} className="flex flex-col gap-5">
            {form.error && <ErrorBox>{form.error}</ErrorBox>}
            <TextField
              id="current-password"
              label="Current Password"
              type="password"
              autoComplete="current-password"
              required
              value={form.currentPassword}
              onChange={(event) => form.setCurrentPassword(event.target.value)}
              disabled={form.busy}
              className="h-11"
            />
            <TextField
              id="new-password"
              label="New Password"
              type="password"
              autoComplete="new-password"
              required
              value={form.newPassword}
              onChange={(event) => form.setNewPassword(event.target.value)}
              disabled={form.busy}
              className="h-11"
            />
            <TextField
              id="confirm-new-password"
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
              required
              value={form.confirmPassword}
              onChange={(event) => form.setConfirmPassword(event.target.value)}
              disabled={form.busy}
              className="h-11"
            />
            <div className="flex justify-end">
              <Button type="submit" size="lg" loading={form.busy} className="w-full sm:w-auto">
                {!form.busy && <KeyRound aria-hidden="true" />}
                {form.busy ? 'Updating...' : 'Update Password'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
