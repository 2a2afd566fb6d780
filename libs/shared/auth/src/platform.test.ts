import { afterEach, describe, expect, it } from 'vitest';
import { businessDayBounds, businessTimeZone, resetBusinessTimeZoneForTesting } from '@inspection/shared-domain';
import { getRuntimeConfig, getSupabase, initPlatform, resetPlatformForTesting } from './platform';
import { testRuntimeConfig } from './testing/test-runtime-config';

describe('platform', () => {
  afterEach(() => {
    resetPlatformForTesting();
    resetBusinessTimeZoneForTesting();
  });

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

  it("takes the business time zone from the runtime config, so every screen's days follow the database's", () => {
    initPlatform({ ...testRuntimeConfig(), businessTimeZone: 'America/Los_Angeles' });
    expect(businessTimeZone()).toBe('America/Los_Angeles');
    expect(businessDayBounds('2026-11-23').start).toBe('2026-11-23T08:00:00.000Z');
  });
});
