import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { defaultClient } from '../supabase-client';
import { liveState, subscribeLiveState, type LiveState } from './live-status';
import { watchLiveChanges, type LiveChange, type LiveSource } from './watch-live-changes';

export interface LiveChangesOptions extends LiveSource {
  /** Query keys (prefixes) to invalidate when the table changes; active queries refetch, keeping their data meanwhile. */
  queryKeys: readonly QueryKey[];
  /** False: no channel (e.g. until the screen knows its row). */
  enabled?: boolean;
  /** Called with each coalesced burst (empty after a reconnection), e.g. to highlight new rows. */
  onChanges?: (changes: LiveChange[]) => void;
}

/**
 * Keeps a screen's reads current: another person's change to `table` invalidates `queryKeys` within about 100 ms,
 * and a reconnection invalidates them once (docs/architecture/realtime.md#the-live-console).
 */
export function useLiveChanges({ table, filter, queryKeys, enabled = true, onChanges }: LiveChangesOptions): void {
  const queryClient = useQueryClient();
  const latest = useRef({ queryKeys, onChanges });
  useLayoutEffect(() => {
    latest.current = { queryKeys, onChanges };
  });
  useEffect(() => {
    if (!enabled) return;
    let client;
    try {
      client = defaultClient();
    } catch {
      return; // No platform (a test rendering a screen alone): nothing to follow.
    }
    return watchLiveChanges(client, { table, filter }, (changes) => {
      for (const queryKey of latest.current.queryKeys) void queryClient.invalidateQueries({ queryKey });
      latest.current.onChanges?.(changes);
    });
  }, [enabled, table, filter, queryClient]);
}

/** The tab's live state for an indicator: idle, connecting, connected or reconnecting. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribeLiveState, liveState, () => 'idle' as const);
}
