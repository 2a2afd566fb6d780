// /auth/v1: the parts of GoTrue that supabase-js uses for password accounts.
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/query-interface';
import type { AppEnv } from '../app-env';
import { AUTH_API_VERSION, AuthHttpError } from './auth-errors';
import { JwtError, type JwtClaims, type JwtCodec } from './jwt';
import { isRecord } from '@inspection/shared-domain';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import type { SignInAttempt, SignInThrottle } from './sign-in-throttle';
import { createSharedSignInThrottle } from './shared-sign-in-throttle';
import type { LogoutScope, SessionService } from './sessions';
import { findUserByEmail, findUserById, markSignedIn, updateUser } from './users';

const MIN_PASSWORD_LENGTH = 6;
const SCOPES: LogoutScope[] = ['global', 'local', 'others'];

export function authRoutes(db: Database, jwt: JwtCodec, sessions: SessionService, throttle: SignInThrottle = createSharedSignInThrottle(db)) {
  const app = new Hono<AppEnv>();
  void dummyPasswordHash();

  app.use(async (c, next) => {
    await next();
    c.header('x-supabase-api-version', AUTH_API_VERSION);
  });

  app.onError((error, c) => {
    if (error instanceof AuthHttpError) return c.json(error.toJSON(), error.status as ContentfulStatusCode);
    // Data the database refuses (SQLSTATE class 22: invalid text, \u0000 in JSON, …) is the client's error.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) {
      return c.json(new AuthHttpError(400, 'validation_failed', `Invalid input: ${error.message}`).toJSON(), 400);
    }
    console.error(error);
    return c.json({ code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' }, 500);
  });

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.get('/health', (c) => c.json({ version: 'embedded', name: 'GoTrue', description: 'GoTrue-compatible embedded auth' }));

  app.post('/signup', () => {
    throw new AuthHttpError(422, 'signup_disabled', 'Signups not allowed for this instance');
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readJson(c);
    if (grantType === 'password') {
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email || !password) {
        throw new AuthHttpError(400, 'validation_failed', 'You must provide either an email or phone number and a password.');
      }
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u001f\u007f]/.test(email) || email.length > 255) {
        throw new AuthHttpError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      }
      const attempt = await throttle.begin(email, c.get('clientAddress'));
      if (!attempt || !(await attempt.admitted())) throw rateLimited();
      const found = await settled(attempt, async () => {
        const user = await findUserByEmail(db, email);
        // Unknown emails are checked against a dummy hash: same work, same time.
        const hash = user?.encrypted_password ?? (await dummyPasswordHash());
        if (!(await verifyPassword(password, hash, attempt.known)) || !user) throw new AuthHttpError(400, 'invalid_credentials', 'Invalid login credentials');
        return user;
      });
      const user = await markSignedIn(db, found.user.id);
      return c.json(await sessions.start(user));
    }
    if (grantType === 'refresh_token') {
      const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
      if (!token) throw new AuthHttpError(400, 'validation_failed', 'refresh_token required');
      return c.json(await sessions.refresh(token));
    }
    throw new AuthHttpError(400, 'validation_failed', 'unsupported_grant_type');
  });

  app.get('/user', async (c) => {
    const { claims } = await requireUser(c, jwt, sessions);
    return c.json(await loadUser(db, claims));
  });

  // A password change needs the current password (as GoTrue with
  // update_password_require_current_password) and ends the user's other sessions.
  app.put('/user', async (c) => {
    const { claims } = await requireUser(c, jwt, sessions);
    const current = await findUserById(db, String(claims.sub));
    if (!current) throw userGone();
    const body = await readJson(c);
    let passwordHash: string | undefined;
    if (body.password !== undefined) {
      const password = typeof body.password === 'string' ? body.password : '';
      const currentPassword = typeof body.current_password === 'string' ? body.current_password : '';
      if (!currentPassword) {
        throw new AuthHttpError(400, 'current_password_required', 'Current password required when setting new password.');
      }
      const attempt = await throttle.begin(current.user.email, c.get('clientAddress'));
      if (!attempt || !(await attempt.admitted())) throw rateLimited();
      await settled(attempt, async () => {
        if (!(await verifyPassword(currentPassword, current.encrypted_password))) {
          throw new AuthHttpError(400, 'current_password_mismatch', 'Current password is incorrect.');
        }
      });
      checkNewPassword(password);
      if (await verifyPassword(password, current.encrypted_password)) {
        throw new AuthHttpError(422, 'same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(password);
    }
    const userMetadata = isRecord(body.data) ? body.data : undefined;
    const user = await updateUser(db, current.user.id, { passwordHash, userMetadata });
    if (passwordHash) await sessions.logout(current.user.id, String(claims.session_id), 'others');
    return c.json(user);
  });

  app.post('/logout', async (c) => {
    const scope = (c.req.query('scope') ?? 'global') as LogoutScope;
    if (!SCOPES.includes(scope)) throw new AuthHttpError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    const { claims } = await requireUser(c, jwt, sessions);
    await sessions.logout(String(claims.sub), String(claims.session_id), scope);
    return c.body(null, 204);
  });

  app.all('*', () => {
    throw new AuthHttpError(404, 'not_found', 'Not found');
  });

  return app;
}

/** A signed-in user's verified access token whose session still exists. */
async function requireUser(c: Context<AppEnv>, jwt: JwtCodec, sessions: SessionService): Promise<{ claims: JwtClaims }> {
  const bearer = c.get('bearer');
  if (!bearer) throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims: JwtClaims;
  try {
    claims = await jwt.verify(bearer);
  } catch (error) {
    const detail = error instanceof JwtError && error.expired ? 'token has invalid claims: token is expired' : 'unable to parse or verify signature, token is malformed';
    throw new AuthHttpError(403, 'bad_jwt', `invalid JWT: ${detail}`);
  }
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw new AuthHttpError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (typeof claims.session_id !== 'string' || !(await sessions.exists(claims.session_id))) {
    throw new AuthHttpError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims };
}

/** bcrypt reads only the first 72 bytes: a longer password would be silently cut. */
export const MAX_PASSWORD_BYTES = 72;

function checkNewPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthHttpError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthHttpError(422, 'weak_password', `Password should be at most ${MAX_PASSWORD_BYTES} bytes (characters outside English count as 2-4).`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

async function loadUser(db: Database, claims: JwtClaims) {
  const found = await findUserById(db, String(claims.sub));
  if (!found) throw userGone();
  return found.user;
}

/** Runs a password check for a started attempt: a throw counts as a failure, a return as a success. */
async function settled<T>(attempt: SignInAttempt, check: () => Promise<T>): Promise<T> {
  try {
    const result = await check();
    await attempt.succeeded();
    return result;
  } catch (error) {
    await attempt.failed();
    throw error;
  }
}

const rateLimited = () => new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached');

const userGone = () => new AuthHttpError(403, 'user_not_found', 'User from sub claim in JWT does not exist');

async function readJson(c: Context): Promise<Record<string, unknown>> {
  try {
    const body = await c.req.json();
    return isRecord(body) ? body : {};
  } catch {
    return {};
  }
}
