// HS256 signing and verification with a small cache, so that the same token arriving on
// many requests is verified once (the gateway's per-request cost stays in microseconds).
import { SignJWT, jwtVerify, errors } from 'jose';

export type JwtClaims = Record<string, unknown> & { role?: string; exp?: number; sub?: string };

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired: boolean,
  ) {
    super(message);
  }
}

export interface JwtCodec {
  sign(claims: JwtClaims): Promise<string>;
  verify(token: string): Promise<JwtClaims>;
}

const CACHE_LIMIT = 1000;

export function createJwtCodec(secret: string): JwtCodec {
  const key = new TextEncoder().encode(secret);
  const cache = new Map<string, JwtClaims>();

  return {
    async sign(claims) {
      return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    },
    async verify(token) {
      const now = Math.floor(Date.now() / 1000);
      const cached = cache.get(token);
      if (cached) {
        if (typeof cached.exp === 'number' && cached.exp <= now) {
          cache.delete(token);
          throw new JwtError('JWT expired', true);
        }
        return cached;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        cache.set(token, payload as JwtClaims);
        return payload as JwtClaims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new JwtError('JWT expired', true);
        throw new JwtError(describeJoseError(error), false);
      }
    },
  };
}

function describeJoseError(error: unknown): string {
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'JWSError JWSInvalidSignature';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'JWSError JWSInvalidAlgorithm';
  return error instanceof Error ? error.message : 'Invalid JWT';
}
