// The entry's early read on the embedded backend: the same answer as the screen query's own read through supabase-js
// (same function, arguments and user), adopted so the route's loader reads nothing more; with a token the backend
// refuses, nothing early.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, getQueryClient, getSupabase, resetQueryClientForTesting } from '@inspection/platform';
import { BACKEND_START_TIMEOUT, initTestPlatform, signInDemoUser, startAuthTestBackend, tearDownTestPlatform, type AuthTestBackend } from '@inspection/platform/testing';
import { bookingsQueries, screenQueryKey } from '@inspection/platform-manifest';
import { readScreenQuery, screenQueryOptions } from '@inspection/supabase-client';
import { requestEarlyScreenReads, takeEarlyScreenReads } from './early-screen-reads';
import { adoptEarlyScreenReads } from './adopt-early-reads';

let backend: AuthTestBackend;
const config = () => Promise.resolve({ backendUrl: backend.url, anonKey: backend.anonKey });
const listReads = () => backend.requests.filter((request) => request.path === '/rest/v1/rpc/list_bookings').length;

describe("the entry's early read on the backend", () => {
  beforeAll(async () => {
    backend = await startAuthTestBackend();
  }, BACKEND_START_TIMEOUT);
  afterAll(() => backend?.close());
  beforeEach(async () => {
    initTestPlatform(backend);
    await signInDemoUser();
    backend.requests.length = 0;
  });
  afterEach(() => {
    takeEarlyScreenReads();
    resetQueryClientForTesting();
    tearDownTestPlatform();
  });

  it("answers what the screen query's own read answers, and the route's loader then reads nothing", async () => {
    requestEarlyScreenReads(config(), '/booking');
    adoptEarlyScreenReads(getQueryClient());
    await getQueryClient().prefetchQuery(screenQueryOptions(bookingsQueries.firstPage));
    expect(listReads()).toBe(1);
    const adopted = getQueryClient().getQueryData<{ total: number; rows: unknown[] }>(screenQueryKey(bookingsQueries.firstPage));
    expect(adopted?.rows.length).toBeGreaterThan(0);
    expect(adopted).toEqual(await readScreenQuery(bookingsQueries.firstPage));
  });

  it('reads nothing early with a token the backend refuses, and the screen query reads as usual', async () => {
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!) as { access_token: string };
    const forged = { ...stored, access_token: `${stored.access_token.slice(0, -4)}AAAA` };
    const storage = { getItem: () => JSON.stringify(forged) } as unknown as Storage;
    requestEarlyScreenReads(config(), '/booking', storage);
    const [read] = takeEarlyScreenReads();
    expect(await read.answer).toBeUndefined();
    // The page's own session reads the first page.
    expect((await getSupabase().rpc(bookingsQueries.firstPage.rpc, bookingsQueries.firstPage.args)).error).toBeNull();
  });
});
