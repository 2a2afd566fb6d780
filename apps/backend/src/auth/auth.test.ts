import { describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { DEMO_EMAIL, DEMO_PASSWORD, TEST_JWT_SECRET } from '../testing/start-test-backend';
import { backendFixture } from '../testing/backend-fixture';

const REUSE_SECONDS = 1;
const fx = backendFixture({ start: { refreshTokenReuseSeconds: REUSE_SECONDS }, signInStaff: false });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signIn(email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const supabase = fx.backend.client();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { supabase, session: data.session! };
}

const refresh = (refresh_token: string) => fx.backend.client().auth.refreshSession({ refresh_token });

async function createUser(email: string, password: string) {
  const { upsertStaffUser } = await import('./users');
  await upsertStaffUser(fx.backend.db, email, password);
}

describe('password sign-in', () => {
  it('returns a GoTrue session whose access token carries the Supabase claims', async () => {
    const { session } = await signIn();
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.refresh_token).toMatch(/^[\w-]{16,}$/);
    expect(session.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: DEMO_EMAIL,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
    });
    expect(session.user.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(session.user.last_sign_in_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: DEMO_EMAIL,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    const { rows } = await fx.backend.db.query(`select 1 from auth.sessions where id = $1::uuid`, [claims.session_id]);
    expect(rows).toHaveLength(1);
  });

  it('accepts the email in any case', async () => {
    await signIn(DEMO_EMAIL.toUpperCase());
  });

  it('refuses a wrong password or an unknown email with invalid_credentials', async () => {
    for (const [email, password] of [
      [DEMO_EMAIL, 'wrong-password'],
      ['nobody@example.com', DEMO_PASSWORD],
    ]) {
      const { data, error } = await fx.backend.client().auth.signInWithPassword({ email, password });
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('demands an email and a password', async () => {
    const { error } = await fx.backend.client().auth.signInWithPassword({ email: DEMO_EMAIL, password: '' });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'You must provide either an email or phone number and a password.',
    });
    const res = await fetch(`${fx.backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: fx.backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', error_code: 'validation_failed' });
  });

  it('keeps sign-up closed', async () => {
    const { error } = await fx.backend.client().auth.signUp({ email: 'new@example.com', password: 'secret123' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    const settings = await fetch(`${fx.backend.url}/auth/v1/settings`, { headers: { apikey: fx.backend.anonKey } }).then((r) => r.json());
    expect(settings).toMatchObject({ disable_signup: true, external: { email: true } });
  });
});

describe('refresh token rotation', () => {
  it('issues a new refresh token and revokes the one used', async () => {
    const { session } = await signIn();
    const { data, error } = await refresh(session.refresh_token);
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(data.session!.user.id).toBe(session.user.id);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    const { rows } = await fx.backend.db.query<{ token: string; revoked: boolean; parent: string | null }>(
      `select token, revoked, parent from auth.refresh_tokens where token = any($1::text[]) order by id`,
      [[session.refresh_token, data.session!.refresh_token]],
    );
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      { token: data.session!.refresh_token, revoked: false, parent: session.refresh_token },
    ]);
  });

  it('answers a replay inside the reuse window with the current token, and refuses it afterwards', async () => {
    const { session } = await signIn();
    const first = await refresh(session.refresh_token);
    const replay = await refresh(session.refresh_token);
    expect(replay.error).toBeNull();
    expect(replay.data.session!.refresh_token).toBe(first.data.session!.refresh_token);

    await sleep(REUSE_SECONDS * 1000 + 300);
    const late = await refresh(session.refresh_token);
    expect(late.data.session).toBeNull();
    expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // Reuse means the token leaked: the whole session's chain is revoked.
    const current = await refresh(first.data.session!.refresh_token);
    expect(current.error).toMatchObject({ status: 400 });
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await refresh('not-a-real-token');
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
  });
});

describe('the signed-in user', () => {
  it('reads the user with a valid access token', async () => {
    const { supabase, session } = await signIn();
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: session.user.id, email: DEMO_EMAIL, aud: 'authenticated' });
  });

  it('refuses a malformed, forged or expired token with 403 bad_jwt', async () => {
    const forged = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await expiredUserToken();
    for (const token of ['garbage', forged, expired]) {
      const { data, error } = await fx.backend.client().auth.getUser(token);
      expect(data.user).toBeNull();
      expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    }
  });

  it('requires a bearer token', async () => {
    const res = await fetch(`${fx.backend.url}/auth/v1/user`, { headers: { apikey: fx.backend.anonKey } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('changes the password, refusing weak and unchanged ones', async () => {
    await createUser('changer@example.com', 'first-password');
    const { supabase } = await signIn('changer@example.com', 'first-password');

    const current_password = 'first-password';
    const weak = await supabase.auth.updateUser({ password: '12345', current_password });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.', reasons: ['length'] });

    const same = await supabase.auth.updateUser({ password: 'first-password', current_password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const changed = await supabase.auth.updateUser({ password: 'second-password', current_password });
    expect(changed.error).toBeNull();
    expect(changed.data.user!.email).toBe('changer@example.com');

    const old = await fx.backend.client().auth.signInWithPassword({ email: 'changer@example.com', password: 'first-password' });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    await signIn('changer@example.com', 'second-password');
  });

  it('updates user metadata', async () => {
    await createUser('meta@example.com', 'meta-password');
    const { supabase } = await signIn('meta@example.com', 'meta-password');
    const { data, error } = await supabase.auth.updateUser({ data: { display_name: 'Meta' } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ display_name: 'Meta' });
  });
});

describe('sign-out scopes', () => {
  async function threeSessions(email: string) {
    await createUser(email, 'scope-password');
    return Promise.all([signIn(email, 'scope-password'), signIn(email, 'scope-password'), signIn(email, 'scope-password')]);
  }

  const canRefresh = async (token: string) => (await refresh(token)).error === null;

  it('local ends only the current session', async () => {
    const [a, b] = await threeSessions('local@example.com');
    const { error } = await a.supabase.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    expect(await canRefresh(a.session.refresh_token)).toBe(false);
    expect(await canRefresh(b.session.refresh_token)).toBe(true);
  });

  it('others ends every session but the current one', async () => {
    const [a, b, c] = await threeSessions('others@example.com');
    await a.supabase.auth.signOut({ scope: 'others' });
    expect(await canRefresh(b.session.refresh_token)).toBe(false);
    expect(await canRefresh(c.session.refresh_token)).toBe(false);
    expect(await canRefresh(a.session.refresh_token)).toBe(true);
  });

  it('global ends all sessions; their access tokens no longer read the user', async () => {
    const [a, b, c] = await threeSessions('global@example.com');
    await a.supabase.auth.signOut();
    for (const s of [a, b, c]) expect(await canRefresh(s.session.refresh_token)).toBe(false);
    const { error } = await fx.backend.client().auth.getUser(b.session.access_token);
    expect(error?.name).toBe('AuthSessionMissingError');
    const { rows } = await fx.backend.db.query(
      `select 1 from auth.refresh_tokens t join auth.users u on u.id = t.user_id where u.email = 'global@example.com'`,
    );
    expect(rows).toHaveLength(0);
  });

  it('answers logout with 204', async () => {
    const { session } = await signIn();
    const res = await fetch(`${fx.backend.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(204);
  });
});

describe('the create-user command', () => {
  it('creates a user, then resets its password', async () => {
    const { upsertStaffUser } = await import('./users');
    const first = await upsertStaffUser(fx.backend.db, 'Cli@Example.com', 'cli-password-1');
    expect(first.created).toBe(true);
    expect(first.user.email).toBe('cli@example.com');
    const again = await upsertStaffUser(fx.backend.db, 'cli@example.com', 'cli-password-2');
    expect(again.created).toBe(false);
    await signIn('cli@example.com', 'cli-password-2');
  });
});

async function expiredUserToken(): Promise<string> {
  const { session } = await signIn();
  const claims = decodeJwt(session.access_token);
  const past = Math.floor(Date.now() / 1000) - 7200;
  return new SignJWT({ ...claims, iat: past, exp: past + 3600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

