// @vitest-environment node
// Without a connection the inspection's reads fail at once, so the screen can open the device's copy: one request,
// not postgrest-js's retries (1 + 2 + 4 s).
import { describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Client } from '@inspection/supabase-client';
import { getInspection } from './get-inspection';
import { getInspectionWithoutForm } from './get-inspection-without-form';

function offlineClient() {
  let requests = 0;
  const client = createClient('http://localhost:1', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: async () => {
        requests += 1;
        throw new TypeError('Failed to fetch');
      },
    },
  }) as unknown as Client;
  return { client, requests: () => requests };
}

describe('reading an inspection with no connection', () => {
  it('fails after one request, within a second', async () => {
    for (const read of [getInspection, getInspectionWithoutForm]) {
      const { client, requests } = offlineClient();
      const started = Date.now();
      await expect(read('56a3d90d-3333-4333-8333-000000000002', client)).rejects.toBeTruthy();
      expect(requests()).toBe(1);
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });
});
