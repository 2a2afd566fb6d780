// The gateway in front of every service, as Kong is on hosted Supabase: an API key is
// required (header `apikey`, or `key` in the query for the spreadsheet service), and the
// bearer token, when present, decides the role the request runs as. A user's access token
// counts only while its session exists (ended by logout, refresh-token reuse or the user's deletion).
// The API key is the project's anon or service_role key and nothing else: a user's access token
// sent as `apikey` is refused (it would otherwise skip the session check, as the bearer alone does not).
import type { MiddlewareHandler } from 'hono';
import type { ApiKeys } from '../auth/keys';
import type { RequestAuth, RequestRole } from '../db/request-auth';
import type { AppEnv } from '../app-env';
import { JwtError, type JwtClaims, type JwtCodec } from '../auth/jwt';
import type { SessionService } from '../auth/sessions';

const ROLES: RequestRole[] = ['anon', 'authenticated', 'service_role'];

/** Reached without an API key: health and readiness, public objects (<img src>), token-signed uploads. */
function isOpen(method: string, path: string): boolean {
  if (path === '/health' || path === '/ready' || path === '/') return true;
  if ((method === 'GET' || method === 'HEAD') && path.startsWith('/storage/v1/object/public/')) return true;
  if (method === 'PUT' && /^\/storage\/v1\/(object\/)?upload\/sign\//.test(path)) return true;
  return false;
}

/** Server functions and the upload-URL endpoint check the bearer token themselves (no API key needed). */
// /metrics: Prometheus sends METRICS_TOKEN as its bearer token, and no API key (operations/metrics.ts).
const bearerSuffices = (path: string) => path.startsWith('/functions/v1/') || path.startsWith('/api/') || path === '/metrics';

export function apiKeyGate(jwt: JwtCodec, sessions: Pick<SessionService, 'isActive'>, keys: ApiKeys): MiddlewareHandler<AppEnv> {
  const projectKeys = new Set([keys.anonKey, keys.serviceRoleKey]);
  return async (c, next) => {
    const path = c.req.path;
    if (c.req.method === 'OPTIONS' || isOpen(c.req.method, path)) return next();

    const bearer = readBearer(c.req.header('authorization'));
    const apiKey = c.req.header('apikey') ?? (path.startsWith('/sheets/') ? c.req.query('key') : undefined);
    if (!apiKey && !bearerSuffices(path)) {
      return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401);
    }
    if (apiKey) {
      const keyClaims = projectKeys.has(apiKey) ? await tryVerify(jwt, apiKey) : null;
      if (!keyClaims || !isRole(keyClaims.role)) {
        return c.json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
      }
      c.set('auth', toAuth(keyClaims));
    }
    if (bearer) {
      c.set('bearer', bearer);
      try {
        const claims = await jwt.verify(bearer);
        if (!isRole(claims.role)) throw new JwtError(`role "${String(claims.role)}" does not exist`, false);
        if (claims.role === 'authenticated' && !(await sessions.isActive(claims.session_id))) {
          throw new JwtError('Session from session_id claim in JWT does not exist', false);
        }
        c.set('auth', toAuth(claims));
      } catch (error) {
        const problem = error instanceof JwtError ? error : new JwtError('Invalid JWT', false);
        c.set('tokenProblem', { message: problem.message, expired: problem.expired });
      }
    }
    return next();
  };
}

function readBearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1].trim() : undefined;
}

async function tryVerify(jwt: JwtCodec, token: string): Promise<JwtClaims | null> {
  try {
    return await jwt.verify(token);
  } catch {
    return null;
  }
}

const isRole = (role: unknown): role is RequestRole => ROLES.includes(role as RequestRole);

const toAuth = (claims: JwtClaims): RequestAuth => ({ role: claims.role as RequestRole, claims });
