import { describe, expect, it } from 'vitest';
import { settingsFromEnv } from './settings-from-env';

describe('settingsFromEnv', () => {
  it('leaves every setting to the defaults when unset or empty', () => {
    expect(settingsFromEnv({ SIGN_IN_THROTTLE_BASE_DELAY_MS: '' })).toEqual({ signInLimits: undefined, refreshTokenReuseSeconds: undefined });
  });

  it('reads the throttle and the reuse window', () => {
    expect(settingsFromEnv({ SIGN_IN_THROTTLE_BASE_DELAY_MS: '4000', SIGN_IN_THROTTLE_FREE_PER_PAIR: '3', SIGN_IN_THROTTLE_MAX_DELAY_MS: '60000', REFRESH_TOKEN_REUSE_SECONDS: '0' }))
      .toEqual({ signInLimits: { baseDelayMs: 4000, freePerPair: 3, maxDelayMs: 60000 }, refreshTokenReuseSeconds: 0 });
  });

  it('refuses a value that is not a whole number', () => {
    expect(() => settingsFromEnv({ REFRESH_TOKEN_REUSE_SECONDS: '1.5' })).toThrow('REFRESH_TOKEN_REUSE_SECONDS: not a whole number of at least 0: 1.5');
    expect(() => settingsFromEnv({ SIGN_IN_THROTTLE_BASE_DELAY_MS: '-1' })).toThrow('SIGN_IN_THROTTLE_BASE_DELAY_MS');
  });
});
