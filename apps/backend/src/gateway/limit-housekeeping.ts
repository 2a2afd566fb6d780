// The shared limits' rows (supabase/schemas/gateway-limits.sql) no limit reads any more are deleted now and then by
// every backend (the same delete twice is harmless): full buckets, failures past their window, expired checks.
import type { Queryable } from '../db/query-interface';
import { SIGN_IN_LIMITS, type ThrottleLimits } from '../auth/sign-in-throttle';
import { bucketFullAfterSeconds, type AnonymousRpcLimits } from './anonymous-rpc-limit';

export const LIMIT_HOUSEKEEPING_MS = 60_000;

export function startLimitHousekeeping(db: Queryable, signIn: Partial<ThrottleLimits> = {}, anonymous: Partial<AnonymousRpcLimits> | false = {}): () => void {
  const limits = { ...SIGN_IN_LIMITS, ...signIn };
  const params = [bucketFullAfterSeconds(anonymous || {}), Math.max(limits.windowMs, limits.maxDelayMs), limits.knownForMs];
  const timer = setInterval(() => {
    db.query('select embedded_limits.forget_expired($1, $2, $3)', params).catch((error: Error) => console.error(`Limit housekeeping failed: ${error.message}`));
  }, LIMIT_HOUSEKEEPING_MS);
  timer.unref();
  return () => clearInterval(timer);
}
