import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { defaultClient } from '../supabase-client';
import { changedIds, markFreshRows } from './fresh-rows';
import { liveState, subscribeLiveState, type LiveState } from './live-status';
import { refreshAfterJoin } from './refresh-after-join';
import { watchLiveChanges, type LiveChange, type LiveSource } from './watch-live-changes';

export interface LiveChangesOptions extends LiveSource {
  /** Query keys (prefixes) to invalidate when the table changes; active queries refetch, keeping their data meanwhile. */
  queryKeys: readonly QueryKey[];
  /** False: no channel (e.g. until the screen knows its row). */
  enabled?: boolean;
  /** Called with each coalesced burst (empty after a join or rejoin). */
  onChanges?: (changes: LiveChange[]) => void;
  /** The column naming the row a list shows (usually 'id'): inserted and updated rows are fresh a while (useFreshRows). */
  highlight?: string;
}

/**
 * Keeps a screen's reads current: another person's change to `table` invalidates `queryKeys` within about 100 ms,
 * and every join (the first one too) refreshes them once, since Realtime has no replay
 * (docs/architecture/realtime.md#the-live-console).
 */
export function useLiveChanges({ table, filter, queryKeys, enabled = true, onChanges, highlight }: LiveChangesOptions): void {
  const queryClient = useQueryClient();
  const latest = useRef({ queryKeys, onChanges, highlight });
  useLayoutEffect(() => {
    latest.current = { queryKeys, onChanges, highlight };
  });
  useEffect(() => {
    if (!enabled) return;
    let client;
    try {
      client = defaultClient();
    } catch {
      return; // No platform (a test rendering a screen alone): nothing to follow.
    }
    let stopWaiting = () => undefined as void;
    const stop = watchLiveChanges(client, { table, filter }, (changes) => {
      const { queryKeys: keys, onChanges: report, highlight: column } = latest.current;
      if (changes.length === 0) {
        stopWaiting();
        stopWaiting = refreshAfterJoin(queryClient, keys);
      } else for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      if (column) markFreshRows(changedIds(changes, column));
      report?.(changes);
    });
    return () => {
      stop();
      stopWaiting();
    };
  }, [enabled, table, filter, queryClient]);
}

/** The tab's live state for an indicator: idle, connecting, connected or reconnecting. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribeLiveState, liveState, () => 'idle' as const);
}
