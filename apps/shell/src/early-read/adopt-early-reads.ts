// The bootstrap hands the entry's early reads (early-screen-reads.ts) to the page's one query client, under the key the
// route's loader and the screen read (screenQueryOptions), so neither asks again: each joins the read in flight or
// finds its answer. A read is adopted only while the session stored now is the one it was asked with (same user, same
// token, still valid): after a sign-out, another sign-in or a refresh in between, it is dropped and the normal path
// reads. A failed early read falls back to the screen query's own read, so the screen sees what it would have.
import type { QueryClient } from '@tanstack/react-query';
import { screenQueryOptions } from '@inspection/supabase-client';
import { defaultStorage } from '../early-rpc';
import { storedAccess, takeEarlyScreenReads, type EarlyRead } from './early-screen-reads';

export function adoptEarlyScreenReads(
  queryClient: QueryClient,
  storage: Storage | undefined = defaultStorage(),
  reads: EarlyRead[] = takeEarlyScreenReads(),
  now = Date.now(),
): void {
  const current = storedAccess(storage, now);
  for (const { query, access, answer } of reads) {
    if (current?.accessToken !== access.accessToken || current.userId !== access.userId) continue;
    const options = screenQueryOptions(query);
    void queryClient.prefetchQuery({
      ...options,
      queryFn: async () => {
        const early = await answer;
        return early ? early.data : options.queryFn();
      },
    });
  }
}
