/** Change-password rules: both fields filled, equal, and at least the minimum length. */
export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  // The inputs carry `required`, so the browser stops an empty form first; this text covers a bypassed form.
  required: 'Both password fields are required',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
} as const;

/**
 * Checks a new password and its confirmation; returns null when acceptable, else the message to show.
 * Order: both required, then the entries must match, then the minimum length, so a short pair that also differs
 * is told about the difference first (one message at a time, the most basic fix first).
 */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (!password || !confirm) return PASSWORD_MESSAGES.required;
  if (password !== confirm) return PASSWORD_MESSAGES.mismatch;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return null;
}
