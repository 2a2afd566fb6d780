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
};

/** A started attempt: it holds its concurrency slots until it is settled. */
export interface SignInAttempt {
  /** A pair that signed in before: its compare may go ahead of the others waiting for a worker. */
  readonly known: boolean;
  /** Resolves true when the password may be compared, false when the wait for a check ran out (then answer 429). */
  admitted(): Promise<boolean>;
  succeeded(): void;
  failed(): void;
}

const MAX_KEYS = 50_000;

type Failures = { count: number; last: number };
type Waiter = { network: string; admit: () => void };

export function createSignInThrottle(overrides: Partial<ThrottleLimits> = {}, now: () => number = Date.now) {
  const limits = { ...SIGN_IN_LIMITS, ...overrides };
  const failures = new Map<string, Failures>();
  const running = new Map<string, number>();
  const known = new Map<string, number>();
  const waiters: Waiter[] = [];

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
  /** A freed check goes to the waiter whose network runs the fewest checks (the first of those). */
  const admitNext = () => {
    while (waiters.length > 0 && count('all') < limits.concurrentOverall) {
      let best = 0;
      for (let i = 1; i < waiters.length; i++) {
        if (count(`all:${waiters[i].network}`) < count(`all:${waiters[best].network}`)) best = i;
      }
      waiters.splice(best, 1)[0].admit();
    }
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
      const overall = knownLane ? [] : ['all', `all:${network}`];
      let overallHeld = false;
      let waiter: Waiter | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let settled = false;
      const settle = () => {
        if (settled) return false;
        settled = true;
        clearTimeout(timer);
        if (waiter && waiters.includes(waiter)) waiters.splice(waiters.indexOf(waiter), 1);
        held.forEach((key) => slot(key, -1));
        if (overallHeld) overall.forEach((key) => slot(key, -1));
        admitNext();
        return true;
      };
      const holdOverall = () => {
        overallHeld = true;
        overall.forEach((key) => slot(key, 1));
      };
      let admission: Promise<boolean>;
      if (knownLane || count('all') < limits.concurrentOverall) {
        holdOverall();
        admission = Promise.resolve(true);
      } else {
        admission = new Promise<boolean>((resolve) => {
          waiter = {
            network,
            admit: () => {
              clearTimeout(timer);
              holdOverall();
              resolve(true);
            },
          };
          waiters.push(waiter);
          // Never compared: the attempt is refunded and refused.
          timer = setTimeout(() => {
            if (settle()) {
              add(byPair, -1);
              add(byNetwork, -1);
            }
            resolve(false);
          }, limits.queueMs);
        });
      }
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

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
