// Anonymous RPC calls (the buyer's report, /book's types, slots, holds and bookings: the only things the anon key
// reaches) are limited per client network, IPv4 /24 and IPv6 /56 as the sign-in and /book limits count
// (docs/architecture/backend.md#limits): a token bucket of `burst` calls refilled at `perSecond`. Over it: 429 with
// Retry-After and PostgREST's error shape (PT429, hint anonymous_rate_limit: errors.anonymousRateLimit, the catalogue's
// text as the message), before the database is asked.
// Signed-in and service callers are not counted here (their statements have the larger time budget).
import type { MiddlewareHandler } from 'hono';
import { ERROR_TEXTS } from '@inspection/shared-domain';
import type { AppEnv } from '../app-env';
import { clientNetwork } from '../auth/client-network';
import type { Database, Queryable } from '../db/query-interface';

export interface AnonymousRpcLimits {
  /** Calls a network may make at once after a quiet spell. */
  burst: number;
  /** Calls per second it gets back, up to `burst`. */
  perSecond: number;
}

/**
 * 300 at once, 20 a second (1,200 a minute): a customer on /book makes a few dozen in a visit, a buyer a handful, and
 * many customers may share one carrier's network; a flood still costs the database at most 20 cheap calls a second.
 */
export const ANONYMOUS_RPC_LIMITS: AnonymousRpcLimits = { burst: 300, perSecond: 20 };

/** Buckets kept before full ones are dropped (a full bucket is the same as none). */
const MAX_BUCKETS = 10_000;

export interface AnonymousRpcLimiter {
  /** Takes one call for `network`: 0 when it may go ahead, else the whole seconds until it may. */
  take(network: string): number | Promise<number>;
}

/**
 * The buckets every backend on the database shares (docs/architecture/backend-state.md): one statement per call,
 * embedded_limits.take_token (supabase/schemas/gateway-limits.sql), on PGlite as on PostgreSQL.
 */
export function createSharedAnonymousRpcLimiter(db: Queryable & Pick<Database, 'queryInOneCall'>, limits: Partial<AnonymousRpcLimits> = {}): AnonymousRpcLimiter {
  const { burst, perSecond } = { ...ANONYMOUS_RPC_LIMITS, ...limits };
  // On PGlite one call into the database instead of five (a third of the check's time: docs/benchmarks/backend.md).
  const query = db.queryInOneCall ? db.queryInOneCall.bind(db) : db.query.bind(db);
  return {
    async take(network) {
      const { rows } = await query<{ seconds: number }>('select embedded_limits.take_token($1, $2, $3) as seconds', [`anon-rpc:${network}`, burst, perSecond]);
      return Number(rows[0].seconds);
    },
  };
}

/** Seconds after which a bucket untouched since is full again, and may be forgotten. */
export const bucketFullAfterSeconds = (limits: Partial<AnonymousRpcLimits> = {}) => {
  const { burst, perSecond } = { ...ANONYMOUS_RPC_LIMITS, ...limits };
  return burst / perSecond;
};

/** The same buckets in one process's memory (the reference the shared limiter is measured against: bench:shared-state). */
export function createAnonymousRpcLimiter(limits: Partial<AnonymousRpcLimits> = {}, now: () => number = Date.now): AnonymousRpcLimiter {
  const { burst, perSecond } = { ...ANONYMOUS_RPC_LIMITS, ...limits };
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (bucket: { tokens: number; at: number }, t: number) => Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
  return {
    take(network) {
      const t = now();
      if (buckets.size >= MAX_BUCKETS) {
        for (const [key, bucket] of buckets) if (level(bucket, t) >= burst) buckets.delete(key);
      }
      const bucket = buckets.get(network) ?? { tokens: burst, at: t };
      const tokens = level(bucket, t);
      if (tokens < 1) return Math.max(1, Math.ceil((1 - tokens) / perSecond));
      buckets.set(network, { tokens: tokens - 1, at: t });
      return 0;
    },
  };
}

/** For /rest/v1/rpc/*: counts anonymous calls per client network and refuses those over the limit. */
export function anonymousRpcLimit(limiter: AnonymousRpcLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('auth')?.role !== 'anon' || c.get('tokenProblem')) return next();
    const seconds = await limiter.take(clientNetwork(c.get('clientAddress')));
    if (seconds === 0) return next();
    return c.json(
      {
        code: 'PT429',
        message: ERROR_TEXTS['errors.anonymousRateLimit'],
        details: JSON.stringify({ seconds }),
        hint: 'anonymous_rate_limit',
      },
      429,
      { 'Retry-After': String(seconds) },
    );
  };
}
