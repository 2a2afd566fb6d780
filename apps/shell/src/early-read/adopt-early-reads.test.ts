// The bootstrap's adoption of the entry's early read: the route's loader and the screen join it (no second read),
// only for the session it was asked with; a failed early read leaves the read to the screen query's own.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, getQueryClient, resetQueryClientForTesting } from '@inspection/platform';
import { installFakeBackend, rpcRoute, type FakeFetch } from '@inspection/platform/testing';
import { bookingsQueries, screenQueryKey } from '@inspection/platform-manifest';
import { screenQueryOptions } from '@inspection/supabase-client';
import { adoptEarlyScreenReads } from './adopt-early-reads';
import type { EarlyAnswer, EarlyRead } from './early-screen-reads';

const NOW = Date.now();
const EARLY_PAGE = { total: 5000, rows: [{ id: 'b1', customer_name: 'Sara Ahmed' }] };
const CLIENT_PAGE = { total: 4999, rows: [{ id: 'b2', customer_name: 'Omar Haddad' }] };
const KEY = screenQueryKey(bookingsQueries.firstPage);
const ALICE = { accessToken: 'token-alice', userId: 'alice' };

function storeSession({ accessToken, userId }: { accessToken: string; userId: string }, expiresInS = 3600) {
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ access_token: accessToken, refresh_token: 'refresh', token_type: 'bearer', expires_in: expiresInS, expires_at: Math.floor(NOW / 1000) + expiresInS, user: { id: userId, aud: 'authenticated', app_metadata: { role: 'staff' } } }),
  );
}

function earlyRead(answer: EarlyAnswer, access = ALICE) {
  let arrive!: () => void;
  const read: EarlyRead = { query: bookingsQueries.firstPage, access, answer: new Promise((resolve) => (arrive = () => resolve(answer))) };
  return { read, arrive };
}

const listReads = (fetch: FakeFetch) => fetch.mock.calls.filter(([input]) => String(input).includes('/rest/v1/rpc/list_bookings')).length;

let fetch: FakeFetch;
beforeEach(() => {
  localStorage.clear();
  fetch = installFakeBackend(rpcRoute('list_bookings', () => CLIENT_PAGE as never));
});
afterEach(() => {
  localStorage.clear();
  resetQueryClientForTesting();
});

describe("the bootstrap's adoption of the early read", () => {
  it("gives the page's query client the early answer: the route's loader joins it in flight, and nothing is read again", async () => {
    storeSession(ALICE);
    const { read, arrive } = earlyRead({ data: EARLY_PAGE });
    adoptEarlyScreenReads(getQueryClient(), localStorage, [read], NOW);
    // The route's loader, while the early read is still out.
    const routeRead = getQueryClient().prefetchQuery(screenQueryOptions(bookingsQueries.firstPage));
    arrive();
    await routeRead;
    expect(getQueryClient().getQueryData(KEY)).toEqual(EARLY_PAGE);
    // The screen, within the query's staleTime.
    expect(await getQueryClient().fetchQuery(screenQueryOptions(bookingsQueries.firstPage))).toEqual(EARLY_PAGE);
    expect(listReads(fetch)).toBe(0);
  });

  it('drops the read when the session stored now is not the one it was asked with: another user, another token, none, or ending', async () => {
    const sessions = [
      () => storeSession({ accessToken: 'token-bob', userId: 'bob' }),
      () => storeSession({ accessToken: 'token-alice-2', userId: 'alice' }),
      () => storeSession({ accessToken: ALICE.accessToken, userId: 'bob' }),
      () => localStorage.removeItem(AUTH_STORAGE_KEY),
      () => storeSession(ALICE, 30),
    ];
    for (const store of sessions) {
      store();
      const { read, arrive } = earlyRead({ data: EARLY_PAGE });
      adoptEarlyScreenReads(getQueryClient(), localStorage, [read], NOW);
      arrive();
      expect(getQueryClient().getQueryState(KEY)).toBeUndefined();
    }
    expect(listReads(fetch)).toBe(0);
  });

  it("reads through the screen query's own read when the early read failed", async () => {
    storeSession(ALICE);
    const { read, arrive } = earlyRead(undefined);
    adoptEarlyScreenReads(getQueryClient(), localStorage, [read], NOW);
    arrive();
    await getQueryClient().prefetchQuery(screenQueryOptions(bookingsQueries.firstPage));
    expect(getQueryClient().getQueryData(KEY)).toEqual(CLIENT_PAGE);
    expect(listReads(fetch)).toBe(1);
  });
});
