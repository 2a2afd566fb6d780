// Malformed input gets a 4xx with a clear message, never a 5xx: broken percent-escapes, JSON nested
// 100,000 deep, and/or trees 3,000 deep, selects 5,000 deep, NUL bytes; and an anonymous request that
// raises 42883 does not make everyone reload the schema cache.
import { describe, expect, it } from 'vitest';
import { schemaCacheLoads } from './schema-cache';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

interface Case {
  name: string;
  path: string;
  method?: string;
  body?: string;
  staff?: boolean;
}

const deepJson = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepOr = (n: number) => `or=(${'or('.repeat(n)}id.eq.1${')'.repeat(n)})`;
const deepSelect = (n: number) => `select=${'a('.repeat(n)}id${')'.repeat(n)}`;

const CASES: Case[] = [
  { name: 'broken percent-escape in the table', path: '/rest/v1/%E0%A4%A' },
  { name: 'broken percent-escape in an RPC name', path: '/rest/v1/rpc/%E0%A4%A', method: 'POST', body: '{}' },
  { name: 'broken percent-escape in a storage path', path: '/storage/v1/object/inspection-photos/%E0%A4%A', staff: true },
  { name: 'JSON nested 100,000 deep to an RPC', path: '/rest/v1/rpc/get_public_report', method: 'POST', body: `{"booking_id":${deepJson(100_000)}}` },
  { name: 'JSON nested 100,000 deep as a row', path: '/rest/v1/inspection_data', method: 'POST', body: `{"data":${deepJson(100_000)}}`, staff: true },
  { name: 'JSON nested 100,000 deep to save_form_template', path: '/rest/v1/rpc/save_form_template', method: 'POST', body: `{"template":${deepJson(100_000)}}`, staff: true },
  { name: 'or= nested 3,000 deep', path: `/rest/v1/bookings?${deepOr(3000)}`, staff: true },
  { name: 'or= nested 3,000 deep, anonymous', path: `/rest/v1/bookings?${deepOr(3000)}` },
  { name: 'select= nested 5,000 deep', path: `/rest/v1/bookings?${deepSelect(5000)}`, staff: true },
  { name: 'NUL byte in a filter', path: '/rest/v1/bookings?customer_name=eq.a%00b', staff: true },
  { name: 'NUL byte in a JSON row', path: '/rest/v1/contacts', method: 'POST', body: '{"name":"a\\u0000b","phone":"1"}', staff: true },
  { name: 'NUL byte in the sign-in email', path: '/auth/v1/token?grant_type=password', method: 'POST', body: '{"email":"admin@example.com\\u0000","password":"x"}' },
  { name: 'NUL byte in user metadata', path: '/auth/v1/user', method: 'PUT', body: '{"data":{"name":"a\\u0000b"}}', staff: true },
];

describe('malformed input', () => {
  for (const c of CASES) {
    it(`answers 4xx with a message: ${c.name}`, async () => {
      const res = await fetch(`${fx.backend.url}${c.path}`, {
        method: c.method ?? 'GET',
        headers: {
          apikey: fx.backend.anonKey,
          'content-type': 'application/json',
          ...(c.staff ? { authorization: `Bearer ${fx.staffToken}` } : {}),
        },
        body: c.body,
      });
      const text = await res.text();
      expect(res.status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
      expect(res.status, text.slice(0, 300)).toBeLessThan(500);
      expect(JSON.parse(text).message ?? JSON.parse(text).msg, text.slice(0, 300)).toEqual(expect.any(String));
    });
  }

  it('an anonymous 42883 does not clear the schema cache; a staff one does', async () => {
    // A stale cache is re-read by the next lookup, so each 42883 is followed by one more request.
    const before = schemaCacheLoads(fx.backend.db);
    const anon = await fetch(`${fx.backend.url}/rest/v1/bookings?id=like.abc`, { headers: { apikey: fx.backend.anonKey } });
    expect(anon.status).toBe(404);
    expect((await anon.json()).code).toBe('42883');
    await fetch(`${fx.backend.url}/rest/v1/bookings?select=id&limit=1`, { headers: { apikey: fx.backend.anonKey } });
    expect(schemaCacheLoads(fx.backend.db)).toBe(before);
    await fetch(`${fx.backend.url}/rest/v1/bookings?id=like.abc`, { headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}` } });
    await fetch(`${fx.backend.url}/rest/v1/bookings?select=id&limit=1`, { headers: { apikey: fx.backend.anonKey } });
    expect(schemaCacheLoads(fx.backend.db)).toBe(before + 1);
  });
});
