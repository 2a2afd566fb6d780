import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@inspection/platform';
import { bookingsQueries } from '@inspection/platform-manifest';
import { requestEarlyScreenReads, SESSION_MARGIN_MS, storedAccess, takeEarlyScreenReads } from './early-screen-reads';

const NOW = Date.parse('2026-11-29T20:00:00Z');
const CONFIG = { backendUrl: 'http://localhost:54321', anonKey: 'anon-key' };
const PAGE = { total: 1, rows: [{ id: 'b1' }] };

function storeSession(expiresInMs: number, user = 'user-1', token = 'token-1') {
  const session = { access_token: token, refresh_token: 'refresh', expires_at: Math.floor((NOW + expiresInMs) / 1000), user: { id: user } };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
}

const answering = (body: unknown = PAGE, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  localStorage.clear();
  takeEarlyScreenReads();
});
afterEach(() => vi.unstubAllGlobals());

describe('the stored session the entry may read with', () => {
  it("is supabase-js's stored token and user, while it stays valid past the refresh margin", () => {
    storeSession(3600_000);
    expect(storedAccess(localStorage, NOW)).toEqual({ accessToken: 'token-1', userId: 'user-1' });
    storeSession(SESSION_MARGIN_MS - 1000);
    expect(storedAccess(localStorage, NOW)).toBeUndefined();
    storeSession(-60_000);
    expect(storedAccess(localStorage, NOW)).toBeUndefined();
  });

  it('is none without a session, or with one that is not what supabase-js stores', () => {
    expect(storedAccess(localStorage, NOW)).toBeUndefined();
    expect(storedAccess(undefined, NOW)).toBeUndefined();
    localStorage.setItem(AUTH_STORAGE_KEY, 'not json');
    expect(storedAccess(localStorage, NOW)).toBeUndefined();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'token-1', expires_at: NOW / 1000 + 3600 }));
    expect(storedAccess(localStorage, NOW)).toBeUndefined();
  });
});

describe("the entry's early read of the opened screen", () => {
  it("on /booking with a valid session: asks for the All table's first page with the session's token, once", async () => {
    storeSession(3600_000);
    const fetch = answering();
    vi.stubGlobal('fetch', fetch);
    requestEarlyScreenReads(Promise.resolve(CONFIG), '/booking', localStorage, NOW);
    const [read, ...others] = takeEarlyScreenReads();
    expect(others).toEqual([]);
    expect(read.query).toBe(bookingsQueries.firstPage);
    expect(read.access).toEqual({ accessToken: 'token-1', userId: 'user-1' });
    expect(await read.answer).toEqual({ data: PAGE });
    expect(fetch).toHaveBeenCalledExactlyOnceWith('http://localhost:54321/rest/v1/rpc/list_bookings', {
      method: 'POST',
      headers: { apikey: 'anon-key', Authorization: 'Bearer token-1', 'Content-Type': 'application/json' },
      body: JSON.stringify(bookingsQueries.firstPage.args),
    });
    expect(takeEarlyScreenReads()).toEqual([]);
  });

  it('reads nothing without a valid session, on a screen without a function read, or on a page the shell answers', () => {
    const fetch = answering();
    vi.stubGlobal('fetch', fetch);
    requestEarlyScreenReads(Promise.resolve(CONFIG), '/booking', localStorage, NOW);
    storeSession(30_000);
    requestEarlyScreenReads(Promise.resolve(CONFIG), '/booking', localStorage, NOW);
    storeSession(3600_000);
    requestEarlyScreenReads(Promise.resolve(CONFIG), '/booking/edit/3f1c', localStorage, NOW);
    requestEarlyScreenReads(Promise.resolve(CONFIG), '/login', localStorage, NOW);
    // The perform screen's read is a table's select: left to the route's loader.
    requestEarlyScreenReads(Promise.resolve(CONFIG), '/performinspection/0b9a4c1e-1d2f-4a3b-8c4d-5e6f7a8b9c0d', localStorage, NOW);
    expect(takeEarlyScreenReads()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers undefined (the normal path reads) when the config, the network or the backend fails', async () => {
    storeSession(3600_000);
    vi.stubGlobal('fetch', answering({ code: 'PGRST301' }, 401));
    requestEarlyScreenReads(Promise.resolve(CONFIG), '/booking', localStorage, NOW);
    expect(await takeEarlyScreenReads()[0].answer).toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    requestEarlyScreenReads(Promise.resolve(CONFIG), '/booking', localStorage, NOW);
    expect(await takeEarlyScreenReads()[0].answer).toBeUndefined();
    const fetch = answering();
    vi.stubGlobal('fetch', fetch);
    requestEarlyScreenReads(Promise.resolve(undefined), '/booking', localStorage, NOW);
    expect(await takeEarlyScreenReads()[0].answer).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
