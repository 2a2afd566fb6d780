import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig, getSupabase, initPlatform, resetPlatformForTesting } from './platform';
import { testRuntimeConfig } from './testing/test-runtime-config';

describe('platform', () => {
  afterEach(() => resetPlatformForTesting());

  it('refuses to hand out a client before initPlatform', () => {
    expect(() => getSupabase()).toThrow('getSupabase() was called before initPlatform(config)');
    expect(() => getRuntimeConfig()).toThrow('getRuntimeConfig() was called before initPlatform(config)');
  });

  it('creates one client and keeps it on later calls', () => {
    const config = testRuntimeConfig('http://localhost:54321');
    const first = initPlatform(config);
    const second = initPlatform(testRuntimeConfig('http://elsewhere.test'));
    expect(second.supabase).toBe(first.supabase);
    expect(getSupabase()).toBe(first.supabase);
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('stores the session under the console key', () => {
    const { supabase } = initPlatform(testRuntimeConfig());
    expect((supabase.auth as unknown as { storageKey: string }).storageKey).toBe('inspection-console-auth');
  });
});
