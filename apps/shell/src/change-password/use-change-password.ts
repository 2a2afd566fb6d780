import { useState } from 'react';
import { getSupabase } from '@inspection/platform';
import { validateNewPassword } from '@inspection/shared-domain';
import { toast } from '@inspection/ui';

export const PASSWORD_UPDATED = 'Password updated successfully';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';

/**
 * State and submit of the Change Password form: the new password is checked on the device first (both filled,
 * equal, long enough), so a typo never costs a round trip. The backend asks for the current password too (a
 * borrowed session cannot change the password) and ends other sessions.
 */
export function useChangePassword() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setError(null);
    if (!currentPassword) {
      setError(CURRENT_PASSWORD_REQUIRED);
      return;
    }
    const problem = validateNewPassword(newPassword, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const { error: serviceError } = await getSupabase().auth.updateUser({
        password: newPassword,
        current_password: currentPassword,
      });
      if (serviceError) {
        setError(serviceError.message || UNEXPECTED_ERROR);
        return;
      }
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      toast.success(PASSWORD_UPDATED);
    } catch {
      setError(UNEXPECTED_ERROR);
    } finally {
      setBusy(false);
    }
  }

  return { currentPassword, setCurrentPassword, newPassword, setNewPassword, confirmPassword, setConfirmPassword, error, busy, submit };
}
