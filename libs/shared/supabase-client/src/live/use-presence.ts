// Who else has this screen open, through Realtime presence on the tab's shared client
// (docs/architecture/realtime.md#presence-on-a-screen). The channel is joined when the browser is idle after the
// screen's first paint, so the socket never delays a screen's load; it never throws nor blocks.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { defaultClient } from '../supabase-client';
import { presencePeers, samePeers, type PresenceMeta, type PresencePeer } from './presence';

/** The longest the join waits for the browser to be idle. */
export const PRESENCE_IDLE_TIMEOUT_MS = 2_000;

export interface PresenceOptions {
  /** The screen's topic, e.g. `inspection:<booking id>`: everyone on the same topic sees each other. */
  topic: string;
  /** What this tab tracks; null: join nobody (not signed in yet). */
  me: PresenceMeta | null;
  enabled?: boolean;
}

function whenIdle(run: () => void): () => void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number }).requestIdleCallback;
  if (idle) {
    const id = idle(run, { timeout: PRESENCE_IDLE_TIMEOUT_MS });
    return () => (globalThis as unknown as { cancelIdleCallback: (id: number) => void }).cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/** The other people on `topic` (one per user, this user's other tabs left out). */
export function usePresence({ topic, me, enabled = true }: PresenceOptions): PresencePeer[] {
  const [peers, setPeers] = useState<PresencePeer[]>([]);
  const latest = useRef(me);
  const joined = useRef<RealtimeChannel | null>(null);
  useLayoutEffect(() => {
    latest.current = me;
  });
  const userId = me?.userId ?? '';

  useEffect(() => {
    if (!enabled || !userId) return;
    let channel: RealtimeChannel | null = null;
    let client: ReturnType<typeof defaultClient> | null = null;
    const cancel = whenIdle(() => {
      try {
        client = defaultClient();
      } catch {
        return; // No platform (a screen rendered alone in a test): nobody to see.
      }
      const open = client.channel(`presence:${topic}`, { config: { presence: { key: '' } } });
      channel = open;
      const sync = () => setPeers((now) => {
        const next = presencePeers(open.presenceState(), userId);
        return samePeers(now, next) ? now : next;
      });
      open.on('presence', { event: 'sync' }, sync).on('presence', { event: 'join' }, sync).on('presence', { event: 'leave' }, sync);
      open.subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        joined.current = open;
        if (latest.current) void open.track({ ...latest.current }).catch(() => undefined);
      });
    });
    return () => {
      cancel();
      joined.current = null;
      if (channel && client) void client.removeChannel(channel).catch(() => undefined);
      setPeers([]);
    };
  }, [enabled, topic, userId]);

  // A change of what this tab says (it started editing) is tracked again.
  const name = me?.name ?? '';
  const editing = me?.editing ?? false;
  useEffect(() => {
    if (joined.current && userId) void joined.current.track({ userId, name, editing }).catch(() => undefined);
  }, [userId, name, editing]);

  return peers;
}
