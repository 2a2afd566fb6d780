// Follows a published table's changes on the shared client and says when the screen's reads are stale: once per
// burst, and once after every join, the first one too, since Realtime has no replay: a read made before the join may
// have missed a change committed in between (docs/architecture/realtime.md#the-live-console).
// Never throws: a screen without a socket is a screen that refreshes as before.
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { Client } from '../supabase-client';
import { nextLiveChannelId, reportLiveChannel } from './live-status';

/** The tables the backend publishes (docs/architecture/realtime.md#how-a-change-flows). */
export type LiveTable =
  | 'bookings'
  | 'inspection_data'
  | 'inspection_reports'
  | 'outbound_messages'
  | 'contacts'
  | 'leads'
  | 'inspectors'
  | 'audit_log';

export type LiveChange = RealtimePostgresChangesPayload<Record<string, unknown>>;

export interface LiveSource {
  table: LiveTable;
  /** A Realtime filter such as `id=eq.<uuid>` (docs/architecture/realtime.md#filters). */
  filter?: string;
}

/** A burst of changes is reported once, this long after its first change. */
export const LIVE_COALESCE_MS = 100;
/** A channel the server closed (an expired token, a restart) is opened again after this, doubling up to 30 s. */
export const LIVE_REOPEN_MS = 1_000;

/**
 * Calls `onStale(changes)` after changes (at most once per LIVE_COALESCE_MS), and with no changes after each join:
 * the first, and each rejoin after trouble (CHANNEL_ERROR, TIMED_OUT, or a close it did not ask for). Returns the stop function.
 */
export function watchLiveChanges(client: Client, source: LiveSource, onStale: (changes: LiveChange[]) => void): () => void {
  const id = nextLiveChannelId();
  let stopped = false;
  let pending: LiveChange[] | null = null;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenDelay = LIVE_REOPEN_MS;
  let troubled = false;
  let channel: RealtimeChannel | null = null;

  const flush = () => {
    flushTimer = undefined;
    const changes = pending ?? [];
    pending = null;
    if (stopped) return;
    try {
      onStale(changes);
    } catch {
      // A screen's refresh failing must not end the watch.
    }
  };
  const markStale = (change?: LiveChange) => {
    pending ??= [];
    if (change) pending.push(change);
    flushTimer ??= setTimeout(flush, LIVE_COALESCE_MS);
  };
  const close = () => {
    const closing = channel;
    channel = null;
    if (!closing) return;
    try {
      void client.removeChannel(closing).catch(() => undefined);
    } catch {
      // Already gone.
    }
  };
  const open = () => {
    reopenTimer = undefined;
    if (stopped) return;
    reportLiveChannel(id, troubled ? 'reconnecting' : 'connecting');
    try {
      const filter = source.filter ? { filter: source.filter } : {};
      const opened = client
        .channel(`live:${source.table}:${id}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: source.table, ...filter }, (change: LiveChange) => markStale(change));
      channel = opened;
      opened.subscribe((status) => {
        if (stopped || channel !== opened) return;
        if (status === 'SUBSCRIBED') {
          markStale();
          troubled = false;
          reopenDelay = LIVE_REOPEN_MS;
          reportLiveChannel(id, 'connected');
          return;
        }
        troubled = true;
        reportLiveChannel(id, 'reconnecting');
        // realtime-js rejoins after an error or a timeout itself, but not after the server closed the channel.
        if (status === 'CLOSED') {
          close();
          reopenTimer = setTimeout(open, reopenDelay);
          reopenDelay = Math.min(reopenDelay * 2, 30_000);
        }
      });
    } catch {
      close();
      reportLiveChannel(id, null);
    }
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(flushTimer);
    clearTimeout(reopenTimer);
    reportLiveChannel(id, null);
    close();
  };
}
