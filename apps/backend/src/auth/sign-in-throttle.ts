// Password guessing is throttled as GoTrue does it (429 over_request_rate_limit), in a way that an
// attacker cannot turn into a lock-out of the office (docs/areas/platform.md#sign-in-floods-and-lock-outs):
// - per (email, client address) pair, growing delays: after `freePerPair` failures each further
//   attempt from that address waits `baseDelayMs`, doubling with every failure, up to `maxDelayMs`.
//   Another address (the office) keeps signing in with the right password;
// - per client network (IPv4 /24, IPv6 /56: one holder usually has all of it), `perAddress` failures
//   across emails in a window (password spraying);
// - concurrent password checks are capped per email and per network: over those a flood is refused at
//   once instead of queueing bcrypt work. The cap in all is never a refusal: an attempt over it waits
//   up to `queueMs` for a free check, and a freed check goes to the waiting network with the fewest
//   checks running, so a few flooding networks cannot take every turn;
// - a pair that signed in before (the office's device) has checks of its own beyond all of those caps,
//   `concurrentKnown` in all and `concurrentPerKnownPair` each, compared first in the password pool: a flood of
//   strangers never reaches them.
// An attempt is counted when it starts, before the password is compared (a success refunds it),
// so 200 parallel guesses cannot all pass a check made before any of them was counted.
import { clientNetwork } from './client-network';
import { createCheckQueue, type QueuedCheck } from './check-queue';

export interface ThrottleLimits {
  /** Failures from one address for one email before the delays start. */
  freePerPair: number;
  /** The first delay; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failed sign-ins allowed per client network (all emails) in one window. */
  perAddress: number;
  windowMs: number;
  /** Password checks running or waiting at once: per email, per network, in all. */
  concurrentPerEmail: number;
  concurrentPerAddress: number;
  concurrentOverall: number;
  /** How long an attempt over `concurrentOverall` waits for a free check before 429. */
  queueMs: number;
  /** Checks kept for pairs that signed in before: in all, and per pair. */
  concurrentKnown: number;
  concurrentPerKnownPair: number;
  /** How long a success keeps its pair known. */
  knownForMs: number;
  /** How long a check counts without being ended (a backend that died mid-check frees its checks then). */
  checkLeaseMs: number;
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
  queueMs: 2_000,
  concurrentKnown: 8,
  concurrentPerKnownPair: 2,
  knownForMs: 30 * 24 * 60 * 60 * 1000,
  checkLeaseMs: 60_000,
};

/** A started attempt: it holds its concurrency slots until it is settled. */
export interface SignInAttempt {
  /** A pair that signed in before: its compare may go ahead of the others waiting for a worker. */
  readonly known: boolean;
  /** Resolves true when the password may be compared, false when the wait for a check ran out (then answer 429). */
  admitted(): Promise<boolean>;
  /** Settles the attempt; the shared throttle resolves once the database has counted it. */
  succeeded(): void | Promise<void>;
  failed(): void | Promise<void>;
}

const MAX_KEYS = 50_000;

type Failures = { count: number; last: number };

/** The rules in one process's memory: the reference the shared throttle (shared-sign-in-throttle.ts) keeps in SQL. */
export function createSignInThrottle(overrides: Partial<ThrottleLimits> = {}, now: () => number = Date.now) {
  const limits = { ...SIGN_IN_LIMITS, ...overrides };
  const failures = new Map<string, Failures>();
  const running = new Map<string, number>();
  const known = new Map<string, number>();
  const queue = createCheckQueue(limits.concurrentOverall, limits.queueMs);

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
  const isKnown = (pair: string) => {
    const at = known.get(pair);
    if (at !== undefined && now() - at > limits.knownForMs) known.delete(pair);
    return known.has(pair);
  };
  const remember = (pair: string) => {
    known.delete(pair);
    if (known.size >= MAX_KEYS) known.delete(known.keys().next().value as string);
    known.set(pair, now());
  };

  const count = (key: string) => running.get(key) ?? 0;
  const slot = (key: string, by: number) => {
    const n = count(key) + by;
    if (n <= 0) running.delete(key);
    else running.set(key, n);
  };

  return {
    /** Starts an attempt, or null when it must be refused (429) now. */
    begin(email: string, address: string): SignInAttempt | null {
      const network = clientNetwork(address);
      const byEmail = `email:${email.toLowerCase()}`;
      const byNetwork = `network:${network}`;
      const byPair = `pair:${address}:${email.toLowerCase()}`;
      const pair = read(byPair);
      if (pair && now() - pair.last < delayAfter(pair.count)) return null;
      if ((read(byNetwork)?.count ?? 0) >= limits.perAddress) return null;
      const knownLane =
        isKnown(byPair) && count('known') < limits.concurrentKnown && count(`known:${byPair}`) < limits.concurrentPerKnownPair;
      if (!knownLane) {
        if (count(byEmail) >= limits.concurrentPerEmail) return null;
        if (count(byNetwork) >= limits.concurrentPerAddress) return null;
      }
      // Counted as a failure until it proves otherwise.
      add(byPair, 1);
      add(byNetwork, 1);
      const held = knownLane ? ['known', `known:${byPair}`] : [byEmail, byNetwork];
      held.forEach((key) => slot(key, 1));
      let settled = false;
      let check: QueuedCheck | undefined;
      const settle = () => {
        if (settled) return false;
        settled = true;
        held.forEach((key) => slot(key, -1));
        check?.leave();
        return true;
      };
      // A known pair's lane skips the cap in all; a wait that runs out was never compared: refunded and refused.
      if (!knownLane) {
        check = queue.enter(network, () => {
          if (settle()) {
            add(byPair, -1);
            add(byNetwork, -1);
          }
        });
      }
      const admission = check?.admitted ?? Promise.resolve(true);
      return {
        known: knownLane,
        admitted: () => admission,
        succeeded() {
          if (!settle()) return;
          failures.delete(byPair);
          add(byNetwork, -1);
          remember(byPair);
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

/** A throttle as the auth routes use it: in memory (the rules alone) or shared through the database. */
export interface SignInThrottle {
  begin(email: string, address: string): SignInAttempt | null | Promise<SignInAttempt | null>;
}
