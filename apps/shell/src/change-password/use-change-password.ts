import { useState } from 'react';
import { getSupabase } from '@inspection/auth';
import { validateNewPassword } from '@inspection/domain';
import { toast } from '@inspection/ui';

export const PASSWORD_UPDATED = 'Password updated successfully';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** State and submit of the Change Password form (spec part 1 §5, §8). */
export function useChangePassword() {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setError(null);
    const problem = validateNewPassword(newPassword, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const { error: serviceError } = await getSupabase().auth.updateUser({ password: newPassword });
      if (serviceError) {
        setError(serviceError.message || UNEXPECTED_ERROR);
        return;
      }
      setNewPassword('');
      setConfirmPassword('');
      toast.success(PASSWORD_UPDATED);
    } catch {
      setError(UNEXPECTED_ERROR);
    } finally {
      setBusy(false);
    }
  }

  return { newPassword, setNewPassword, confirmPassword, setConfirmPassword, error, busy, submit };
}
