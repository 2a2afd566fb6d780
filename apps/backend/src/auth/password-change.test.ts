// A password change needs the current password, ends the user's other sessions, and refuses a
// password longer than bcrypt's 72 bytes instead of silently cutting it.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture({ signInStaff: false });

describe('password change', () => {
  it('needs the current password', async () => {
    await fx.backend.createUser('current@example.com', 'current-1', { staff: true });
    const client = await fx.backend.signedInClient('current@example.com', 'current-1');
    const missing = await client.auth.updateUser({ password: 'next-password-1' });
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required', message: 'Current password required when setting new password.' });
    const wrong = await client.auth.updateUser({ password: 'next-password-1', current_password: 'not-it' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch', message: 'Current password is incorrect.' });
    const ok = await client.auth.updateUser({ password: 'next-password-1', current_password: 'current-1' });
    expect(ok.error).toBeNull();
    expect((await fx.backend.client().auth.signInWithPassword({ email: 'current@example.com', password: 'next-password-1' })).error).toBeNull();
  });

  it("ends the user's other sessions and keeps this one", async () => {
    await fx.backend.createUser('others@example.com', 'others-1', { staff: true });
    const here = await fx.backend.signedInClient('others@example.com', 'others-1');
    const elsewhere = await fx.backend.signedInClient('others@example.com', 'others-1');
    const { error } = await here.auth.updateUser({ password: 'others-2', current_password: 'others-1' });
    expect(error).toBeNull();
    expect((await here.from('bookings').select('id').limit(1)).error).toBeNull();
    const stale = await elsewhere.from('bookings').select('id').limit(1);
    expect(stale.error).toMatchObject({ code: 'PGRST301' });
    const refresh = await elsewhere.auth.refreshSession();
    expect(refresh.error).not.toBeNull();
  });

  it('refuses a password longer than 72 bytes with a clear message', async () => {
    await fx.backend.createUser('long@example.com', 'long-pass-1', { staff: true });
    const client = await fx.backend.signedInClient('long@example.com', 'long-pass-1');
    const long = 'é'.repeat(40); // 40 characters, 80 bytes
    const { error } = await client.auth.updateUser({ password: long, current_password: 'long-pass-1' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(error!.message).toBe('Password should be at most 72 bytes (characters outside English count as 2-4).');
    // 72 bytes exactly is fine.
    const fits = await client.auth.updateUser({ password: 'a'.repeat(72), current_password: 'long-pass-1' });
    expect(fits.error).toBeNull();
  });
});
