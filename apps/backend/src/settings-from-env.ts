// The sign-in throttle's and the refresh token's settings an operator may set for a backend process
// (docs/operations.md#environment); the cluster tests set them short. Unset: startBackend's defaults.
import { StartupError } from './startup-error';
import type { StartBackendOptions } from './server';

type Env = Record<string, string | undefined>;

/** A whole number >= 0 from the environment, or undefined when unset. */
function wholeNumber(env: Env, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  if (!/^\d+$/.test(text)) throw new StartupError(`${name}: not a whole number of at least 0: ${text}`);
  return Number(text);
}

export function settingsFromEnv(env: Env = process.env): Pick<StartBackendOptions, 'signInLimits' | 'refreshTokenReuseSeconds'> {
  const signInLimits = {
    freePerPair: wholeNumber(env, 'SIGN_IN_THROTTLE_FREE_PER_PAIR'),
    baseDelayMs: wholeNumber(env, 'SIGN_IN_THROTTLE_BASE_DELAY_MS'),
    maxDelayMs: wholeNumber(env, 'SIGN_IN_THROTTLE_MAX_DELAY_MS'),
  };
  const set = Object.fromEntries(Object.entries(signInLimits).filter(([, value]) => value !== undefined));
  return {
    signInLimits: Object.keys(set).length ? set : undefined,
    refreshTokenReuseSeconds: wholeNumber(env, 'REFRESH_TOKEN_REUSE_SECONDS'),
  };
}
