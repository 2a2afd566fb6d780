// The sign-in throttle every backend on one database shares (docs/architecture/backend-state.md): the rules of
// sign-in-throttle.ts, kept in PostgreSQL by embedded_limits.begin_sign_in / end_sign_in (supabase/schemas/gateway-limits.sql),
// one round trip to begin an attempt and one to end it. Failures, known pairs and the checks running per email, per
// network and per known pair are counted over all backends; the cap in all and the known lane's total are this
// process's (its own worker-thread pool: check-queue.ts). The same code path runs on PGlite.
import type { Queryable } from '../db/query-interface';
import { clientNetwork } from './client-network';
import { createCheckQueue, type QueuedCheck } from './check-queue';
import { SIGN_IN_LIMITS, type SignInAttempt, type ThrottleLimits } from './sign-in-throttle';

type Outcome = 'success' | 'failure' | 'refund';

const BEGIN = 'select attempt::text as attempt, known from embedded_limits.begin_sign_in($1, $2, $3, $4::jsonb, $5)';
const END = 'select embedded_limits.end_sign_in($1::bigint, $2, $3, $4, $5, $6)';

export function createSharedSignInThrottle(db: Queryable, overrides: Partial<ThrottleLimits> = {}) {
  const limits = { ...SIGN_IN_LIMITS, ...overrides };
  const limitsJson = JSON.stringify(limits);
  const keepMs = Math.max(limits.windowMs, limits.maxDelayMs);
  const queue = createCheckQueue(limits.concurrentOverall, limits.queueMs);
  let knownRunning = 0;

  return {
    limits,
    /** Starts an attempt, or null when it must be refused (429) now. */
    async begin(email: string, address: string): Promise<SignInAttempt | null> {
      const network = clientNetwork(address);
      // A known check of this process is reserved before asking, so parallel attempts cannot take more than there are.
      const knownOpen = knownRunning < limits.concurrentKnown;
      if (knownOpen) knownRunning++;
      let row: { attempt: string; known: boolean } | undefined;
      try {
        ({ rows: [row] } = await db.query<{ attempt: string; known: boolean }>(BEGIN, [email, address, network, limitsJson, knownOpen]));
      } finally {
        if (knownOpen && !row?.known) knownRunning--;
      }
      if (!row) return null;
      const { attempt, known } = row;
      const end = (outcome: Outcome) => db.query(END, [attempt, email, address, network, outcome, keepMs]).then(() => undefined);
      let settled = false;
      let check: QueuedCheck | undefined;
      let refunded: Promise<void> = Promise.resolve();
      const settle = () => {
        if (settled) return false;
        settled = true;
        if (known) knownRunning--;
        check?.leave();
        return true;
      };
      // A known pair's lane skips the cap in all; a wait that runs out was never compared: refunded and refused.
      if (!known) check = queue.enter(network, () => void (settle() && (refunded = end('refund'))));
      const admission = check ? check.admitted.then(async (ok) => (ok ? true : (await refunded.catch(() => undefined), false))) : Promise.resolve(true);
      return {
        known,
        admitted: () => admission,
        succeeded: () => (settle() ? end('success') : undefined),
        failed: () => (settle() ? end('failure') : undefined),
      };
    },
  };
}

export type SharedSignInThrottle = ReturnType<typeof createSharedSignInThrottle>;
