// Who a channel runs as: the join's access_token (or a later access_token push from supabase.realtime.setAuth), else
// the API key the socket connected with, checked as the gateway checks a bearer (src/gateway/api-key-gate.ts): a valid
// signature, a role and an expiry, and for a user's token a session that still exists. Messages are Realtime's.
import { decodeJwt } from 'jose';
import { JwtError, type JwtClaims, type JwtCodec } from '../auth/jwt';
import type { SessionService } from '../auth/sessions';
import type { RequestAuth, RequestRole } from '../db/request-auth';

const ROLES: RequestRole[] = ['anon', 'authenticated', 'service_role'];

export interface ChannelAuth extends RequestAuth {
  /** Seconds since the epoch; the channel closes when it passes. */
  exp?: number;
  sessionId?: string;
  /** The token itself (absent for the socket's API key): a push of the same token is nothing new. */
  token?: string;
  /** Subscribers whose claims are equal but for the token's own fields share one visibility read per change. */
  groupKey: string;
}

export type TokenCheck = { ok: true; auth: ChannelAuth } | { ok: false; reason: string };

export interface TokenDeps {
  jwt: JwtCodec;
  sessions: Pick<SessionService, 'isActive'>;
}

/** Claims that differ between two tokens of one user without changing what the user may read. */
const TOKEN_OWN_CLAIMS = new Set(['exp', 'iat', 'nbf', 'jti', 'session_id', 'amr', 'aal']);

export function toChannelAuth(claims: JwtClaims, token?: string): ChannelAuth {
  const stable = Object.fromEntries(Object.entries(claims).filter(([key]) => !TOKEN_OWN_CLAIMS.has(key)).sort(([a], [b]) => a.localeCompare(b)));
  return {
    role: claims.role as RequestRole,
    claims,
    exp: typeof claims.exp === 'number' ? claims.exp : undefined,
    sessionId: typeof claims.session_id === 'string' ? claims.session_id : undefined,
    groupKey: JSON.stringify(stable),
    token,
  };
}

export async function checkAccessToken(token: string, deps: TokenDeps): Promise<TokenCheck> {
  let claims: JwtClaims;
  try {
    claims = await deps.jwt.verify(token);
  } catch (error) {
    if (error instanceof JwtError && error.expired) return { ok: false, reason: `InvalidJWTToken: Token has expired ${secondsAgo(token)} seconds ago` };
    if (error instanceof JwtError && /signature/i.test(error.message)) return { ok: false, reason: 'JwtSignatureError: Failed to validate JWT signature' };
    return { ok: false, reason: 'MalformedJWT: The token provided is not a valid JWT' };
  }
  if (typeof claims.exp !== 'number' || typeof claims.role !== 'string') {
    return { ok: false, reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' };
  }
  if (!ROLES.includes(claims.role as RequestRole)) return { ok: false, reason: `InvalidJWTToken: role "${claims.role}" does not exist` };
  if (claims.role === 'authenticated' && !(await deps.sessions.isActive(claims.session_id))) {
    return { ok: false, reason: 'InvalidJWTToken: Session from session_id claim in JWT does not exist' };
  }
  return { ok: true, auth: toChannelAuth(claims, token) };
}

function secondsAgo(token: string): number {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? Math.max(0, Math.floor(Date.now() / 1000) - exp) : 0;
  } catch {
    return 0;
  }
}
