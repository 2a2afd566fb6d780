// After a channel joins (the first time, or again after trouble), the screen's reads may predate it: a change committed
// between a read and the join was never sent. So every read under the keys is read once more: those at rest now, and
// those in flight (begun before the join) once they land with rows, without cancelling them, so a first paint is not
// delayed (docs/architecture/realtime.md#the-live-console).
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** Refreshes the reads under `queryKeys`; returns a function that stops waiting for the ones in flight. */
export function refreshAfterJoin(queryClient: QueryClient, queryKeys: readonly QueryKey[]): () => void {
  const cache = queryClient.getQueryCache();
  const inFlight = new Set<Query>(queryKeys.flatMap((queryKey) => cache.findAll({ queryKey, fetchStatus: 'fetching' })));
  // A read that failed has no rows to be stale: its error stands and the screen's Retry reads (no second round of tries).
  const refreshable = (query: Query) => !inFlight.has(query) && query.state.status !== 'error';
  for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey, predicate: refreshable });
  if (inFlight.size === 0) return () => undefined;
  const unsubscribe = cache.subscribe((event) => {
    if (!inFlight.has(event.query)) return;
    if (event.type === 'removed') inFlight.delete(event.query);
    else if (event.type === 'updated' && event.query.state.fetchStatus === 'idle') {
      inFlight.delete(event.query);
      if (event.query.state.status === 'success') void queryClient.invalidateQueries({ queryKey: event.query.queryKey, exact: true });
    }
    if (inFlight.size === 0) unsubscribe();
  });
  return unsubscribe;
}
