// Password guessing is throttled as GoTrue does it (429 over_request_rate_limit): failed sign-ins
// are counted per email and per client address over a window; past the limit every attempt, the
// right password included, is refused until the window ends. A success clears the email's count.
export interface ThrottleLimits {
  /** Failed sign-ins allowed per email in one window. */
  perEmail: number;
  /** Failed sign-ins allowed per client address in one window. */
  perAddress: number;
  windowMs: number;
}

export const SIGN_IN_LIMITS: ThrottleLimits = { perEmail: 10, perAddress: 50, windowMs: 15 * 60 * 1000 };

const MAX_KEYS = 50_000;

export function createSignInThrottle(limits: ThrottleLimits = SIGN_IN_LIMITS, now: () => number = Date.now) {
  const failures = new Map<string, { count: number; since: number }>();

  const countOf = (key: string) => {
    const entry = failures.get(key);
    if (!entry) return 0;
    if (now() - entry.since > limits.windowMs) {
      failures.delete(key);
      return 0;
    }
    return entry.count;
  };

  const bump = (key: string) => {
    const count = countOf(key);
    if (count === 0) {
      if (failures.size >= MAX_KEYS) failures.delete(failures.keys().next().value as string);
      failures.set(key, { count: 1, since: now() });
    } else failures.get(key)!.count = count + 1;
  };

  const keys = (email: string, address: string) => [`email:${email.toLowerCase()}`, `address:${address}`] as const;

  return {
    /** True when this email or this address has failed too often in the current window. */
    blocked(email: string, address: string): boolean {
      const [byEmail, byAddress] = keys(email, address);
      return countOf(byEmail) >= limits.perEmail || countOf(byAddress) >= limits.perAddress;
    },
    failed(email: string, address: string) {
      keys(email, address).forEach(bump);
    },
    succeeded(email: string) {
      failures.delete(keys(email, '')[0]);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
