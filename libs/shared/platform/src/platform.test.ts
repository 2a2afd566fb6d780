import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

  // A failing read retried by the client (three times, 1 + 2 + 4 s) inside each of the query layer's retries took
  // 35 s to reach the screen's 'Failed to load …'. The query layer alone retries now.
  it('sends a failing read once: the client does not retry it under the query layer', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.writeHead(503, { 'Content-Type': 'application/json' }).end('{"message":"The backend is starting"}');
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const { supabase } = initPlatform(testRuntimeConfig(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
      const started = Date.now();
      const { error, status } = await supabase.from('bookings').select('id');
      expect(status).toBe(503);
      expect(error?.message).toBe('The backend is starting');
      expect(requests).toBe(1);
      expect(Date.now() - started).toBeLessThan(900);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });
});
