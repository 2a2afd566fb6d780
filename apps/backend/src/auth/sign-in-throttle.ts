// Password guessing is throttled as GoTrue does it (429 over_request_rate_limit), in a way that an
// attacker cannot turn into a lock-out of the office:
// - per (email, client address) pair, growing delays: after `freePerPair` failures each further
//   attempt from that address waits `baseDelayMs`, doubling with every failure, up to `maxDelayMs`.
//   Another address (the office) keeps signing in with the right password;
// - per client address, `perAddress` failures across emails in a window (password spraying);
// - concurrent password checks are capped per email, per address and overall, so a flood of
//   parallel attempts is refused at once instead of queueing bcrypt work.
// An attempt is counted when it starts, before the password is compared (a success refunds it),
// so 200 parallel guesses cannot all pass a check made before any of them was counted.
export interface ThrottleLimits {
  /** Failures from one address for one email before the delays start. */
  freePerPair: number;
  /** The first delay; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failed sign-ins allowed per client address (all emails) in one window. */
  perAddress: number;
  windowMs: number;
  /** Password checks running or queued at once: per email, per address, in all. */
  concurrentPerEmail: number;
  concurrentPerAddress: number;
  concurrentOverall: number;
}

export const SIGN_IN_LIMITS: ThrottleLimits = {
  freePerPair: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60 * 1000,
  perAddress: 50,
  windowMs: 15 * 60 * 1000,
  // A few devices of one office may sign in at the same moment.
  concurrentPerEmail: 4,
  concurrentPerAddress: 8,
  concurrentOverall: 16,
};

/** A started attempt: it holds its concurrency slots until it is settled. */
export interface SignInAttempt {
  succeeded(): void;
  failed(): void;
}

const MAX_KEYS = 50_000;

type Failures = { count: number; last: number };

export function createSignInThrottle(overrides: Partial<ThrottleLimits> = {}, now: () => number = Date.now) {
  const limits = { ...SIGN_IN_LIMITS, ...overrides };
  const failures = new Map<string, Failures>();
  const running = new Map<string, number>();

  const read = (key: string): Failures | undefined => {
    const entry = failures.get(key);
    if (entry && now() - entry.last > Math.max(limits.windowMs, limits.maxDelayMs)) failures.delete(key);
    return failures.get(key);
  };
  const add = (key: string, by: number) => {
    const entry = read(key);
    if (entry) {
      entry.count = Math.max(0, entry.count + by);
      if (by > 0) entry.last = now();
    } else if (by > 0) {
      if (failures.size >= MAX_KEYS) failures.delete(failures.keys().next().value as string);
      failures.set(key, { count: by, last: now() });
    }
  };
  const delayAfter = (count: number) =>
    count < limits.freePerPair ? 0 : Math.min(limits.maxDelayMs, limits.baseDelayMs * 2 ** (count - limits.freePerPair));

  const slot = (key: string, by: number) => {
    const n = (running.get(key) ?? 0) + by;
    if (n <= 0) running.delete(key);
    else running.set(key, n);
  };

  return {
    /** Starts an attempt, or null when it must be refused (429) now. */
    begin(email: string, address: string): SignInAttempt | null {
      const byEmail = `email:${email.toLowerCase()}`;
      const byAddress = `address:${address}`;
      const byPair = `pair:${address}:${email.toLowerCase()}`;
      const pair = read(byPair);
      if (pair && now() - pair.last < delayAfter(pair.count)) return null;
      if ((read(byAddress)?.count ?? 0) >= limits.perAddress) return null;
      if ((running.get(byEmail) ?? 0) >= limits.concurrentPerEmail) return null;
      if ((running.get(byAddress) ?? 0) >= limits.concurrentPerAddress) return null;
      if ((running.get('all') ?? 0) >= limits.concurrentOverall) return null;
      // Counted as a failure until it proves otherwise.
      add(byPair, 1);
      add(byAddress, 1);
      const held = [byEmail, byAddress, 'all'];
      held.forEach((key) => slot(key, 1));
      let settled = false;
      const settle = () => {
        if (settled) return false;
        settled = true;
        held.forEach((key) => slot(key, -1));
        return true;
      };
      return {
        succeeded() {
          if (!settle()) return;
          failures.delete(byPair);
          add(byAddress, -1);
        },
        failed() {
          // The delay runs from when the failure is known (a slow check must not use it up).
          const entry = settle() ? read(byPair) : undefined;
          if (entry) entry.last = now();
        },
      };
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
