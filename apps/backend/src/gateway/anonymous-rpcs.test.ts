// Anonymous RPC calls through supabase-js (docs/architecture/backend.md#limits): limited per client network (IPv4 /24,
// IPv6 /56; each client here is a forwarded address behind a trusted proxy) with 429 PT429 anonymous_rate_limit and
// Retry-After, signed-in callers not counted; and the buyer's report kept for anonymous callers while its row is
// unchanged, the link switch taking effect on the next call.
import { describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { backendFixture } from '../testing/backend-fixture';
import type { TestBackend } from '../testing/start-test-backend';

const BOOKING = 'b726ed24-3333-4333-8333-000000000001';
const limited = backendFixture({ start: { trustedProxies: '127.0.0.0/8, ::1', anonymousRpcLimits: { burst: 5, perSecond: 0.5 } } });
const cached = backendFixture();

const anonFrom = (backend: TestBackend, address: string) =>
  createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'x-forwarded-for': address } },
    realtime: { transport: WebSocket as never },
  });

/** Five anonymous calls of /book's and the buyer's functions from `address`: their statuses. */
async function fiveCalls(address: string): Promise<number[]> {
  const client = anonFrom(limited.backend, address);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { status } = i % 2 ? await client.rpc('get_public_report', { booking_id: BOOKING }) : await client.rpc('get_public_inspection_types');
    statuses.push(status);
  }
  return statuses;
}

describe('anonymous RPC calls per client network', () => {
  it('refuses the call over the limit with 429, Retry-After and a coded JSON error, for the whole /24', async () => {
    expect(await fiveCalls('198.51.100.7')).toEqual([200, 200, 200, 200, 200]);
    const over = await anonFrom(limited.backend, '198.51.100.99').rpc('get_available_slots', {});
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({ code: 'PT429', hint: 'anonymous_rate_limit', details: '{"seconds":2}' });
    const raw = await fetch(`${limited.backend.url}/rest/v1/rpc/create_public_booking`, {
      method: 'POST',
      headers: { apikey: limited.backend.anonKey, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: '{"p_booking":{}}',
    });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toBe('2');
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    // Another network is not held up; the refused one gets a call back every 2 s.
    expect(await fiveCalls('198.51.101.7')).toEqual([200, 200, 200, 200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await anonFrom(limited.backend, '198.51.100.7').rpc('get_public_inspection_types')).status).toBe(200);
  });

  it('counts IPv6 clients per /56', async () => {
    expect(await fiveCalls('2001:db8:0:100::1')).toEqual([200, 200, 200, 200, 200]);
    expect((await anonFrom(limited.backend, '2001:db8:0:1ff::2').rpc('get_public_inspection_types')).status).toBe(429);
    expect((await anonFrom(limited.backend, '2001:db8:0:200::1').rpc('get_public_inspection_types')).status).toBe(200);
  });

  it('does not count signed-in callers', async () => {
    expect(await fiveCalls('203.0.113.9')).toEqual([200, 200, 200, 200, 200]);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${limited.backend.url}/rest/v1/rpc/get_public_inspection_types`, {
        method: 'POST',
        headers: { apikey: limited.backend.anonKey, authorization: `Bearer ${limited.staffToken}`, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: '{}',
      });
      expect(res.status).toBe(200);
    }
  });
});

describe("the buyer's report for anonymous callers", () => {
  const report = async (client = cached.anon) => {
    const { data, error } = await client.rpc('get_public_report', { booking_id: BOOKING });
    expect(error).toBeNull();
    return data as { booking_id?: string; marker?: string } | null;
  };
  const setLink = async (patch: Record<string, unknown>) =>
    void (await cached.staff.from('inspection_reports').update(patch).eq('booking_id', BOOKING).throwOnError());

  it('is kept while the report row is unchanged, asked again once it changes, never kept for staff', async () => {
    const db = cached.backend.db;
    const { rows: [fn] } = await db.query<{ def: string; result: string }>(
      `select pg_get_functiondef(p.oid) as def, pg_get_function_result(p.oid) as result from pg_proc p where p.oid = 'public.get_public_report(uuid)'::regprocedure`);
    const first = await report();
    expect(first).toMatchObject({ booking_id: BOOKING });
    // The function now answers something else: an anonymous caller still gets the kept answer, staff the new one.
    await db.query(`create or replace function public.get_public_report(booking_id uuid) returns ${fn.result} language sql stable
      set search_path = '' as $$ select '{"marker": "asked again"}'::${fn.result} $$`);
    expect(await report()).toEqual(first);
    expect((await cached.anon.rpc('get_public_report', { booking_id: BOOKING }, { get: true })).data).toEqual(first);
    expect(await report(cached.staff)).toEqual({ marker: 'asked again' });
    // Any change of the row (here a later expiry) is seen on the next call.
    await setLink({ public_link_expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await report()).toEqual({ marker: 'asked again' });
    await db.query(fn.def);
  });

  it('answers null on the next call once the link is switched off, and the report once it is on again', async () => {
    await setLink({ public_link_expires_at: null });
    expect(await report()).toMatchObject({ booking_id: BOOKING });
    expect(await report()).toMatchObject({ booking_id: BOOKING });
    await setLink({ public_link_enabled: false });
    expect(await report()).toBeNull();
    await setLink({ public_link_enabled: true });
    expect(await report()).toMatchObject({ booking_id: BOOKING });
  });
});
