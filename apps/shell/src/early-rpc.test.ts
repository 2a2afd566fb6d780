import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRpc, rpcUrl } from './early-rpc';

afterEach(() => vi.unstubAllGlobals());

describe("the entry's function calls", () => {
  it("address a function as supabase-js does, under the backend's path", () => {
    expect(rpcUrl('http://localhost:54321', 'list_bookings')).toBe('http://localhost:54321/rest/v1/rpc/list_bookings');
    expect(rpcUrl('https://example.test/api/', 'get_remote_releases')).toBe('https://example.test/api/rest/v1/rpc/get_remote_releases');
    expect(rpcUrl('https://example.test/api', 'get_remote_releases')).toBe('https://example.test/api/rest/v1/rpc/get_remote_releases');
  });

  it('send the user token, else the anonymous key, and answer undefined when refused or unreachable', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const call = { backendUrl: 'http://localhost:54321', anonKey: 'anon', rpc: 'f', args: { a: 1 } };
    expect(await callRpc({ ...call, accessToken: 'user' })).toEqual({ data: { ok: 1 } });
    expect(await callRpc(call)).toEqual({ data: { ok: 1 } });
    const headers = fetch.mock.calls.map((args) => (args as unknown as [string, RequestInit])[1].headers);
    expect(headers).toEqual([
      { apikey: 'anon', Authorization: 'Bearer user', 'Content-Type': 'application/json' },
      { apikey: 'anon', Authorization: 'Bearer anon', 'Content-Type': 'application/json' },
    ]);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 401 })));
    expect(await callRpc(call)).toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await callRpc(call)).toBeUndefined();
  });
});
