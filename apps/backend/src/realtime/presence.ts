// Presence as Phoenix.Presence shows it to realtime-js (node_modules/@supabase/phoenix: syncState/syncDiff): per topic,
// each key holds metas [{phx_ref, ...tracked}], one per tracking channel. A join sends `presence_state` (the whole
// state), a track or untrack or leave sends `presence_diff` {joins, leaves} to every member with presence on. It is
// kept in this process: members on another backend are not seen (docs/architecture/realtime.md#what-several-backends-need).
import { randomBytes } from 'node:crypto';

export interface PresenceMember {
  /** The member's channel, the identity of one tracked meta. */
  id: object;
  key: string;
}

type Meta = Record<string, unknown> & { phx_ref: string };
type State = Record<string, { metas: Meta[] }>;

const newRef = () => randomBytes(12).toString('base64url');

export function createPresence(send: (member: object, event: 'presence_state' | 'presence_diff', payload: Record<string, unknown>) => void) {
  // topic -> channel -> its key and meta
  const topics = new Map<string, Map<object, { key: string; meta: Meta }>>();
  // topic -> channels that receive presence
  const listeners = new Map<string, Set<object>>();

  function stateOf(topic: string): State {
    const state: State = {};
    for (const { key, meta } of topics.get(topic)?.values() ?? []) (state[key] ??= { metas: [] }).metas.push(meta);
    return state;
  }

  function fanOut(topic: string, joins: State, leaves: State) {
    for (const member of listeners.get(topic) ?? []) send(member, 'presence_diff', { joins, leaves });
  }

  return {
    /** A channel that wants presence: it gets the state now and every diff from now on. */
    listen(topic: string, member: object) {
      const set = listeners.get(topic) ?? new Set();
      if (set.has(member)) return;
      set.add(member);
      listeners.set(topic, set);
      send(member, 'presence_state', stateOf(topic));
    },
    track(topic: string, member: PresenceMember, payload: Record<string, unknown>) {
      const tracked = topics.get(topic) ?? new Map();
      topics.set(topic, tracked);
      const previous = tracked.get(member.id);
      const meta: Meta = { ...payload, phx_ref: newRef(), ...(previous ? { phx_ref_prev: previous.meta.phx_ref } : {}) };
      tracked.set(member.id, { key: member.key, meta });
      fanOut(topic, { [member.key]: { metas: [meta] } }, previous ? { [previous.key]: { metas: [previous.meta] } } : {});
    },
    untrack(topic: string, member: object) {
      const tracked = topics.get(topic);
      const previous = tracked?.get(member);
      if (!tracked || !previous) return;
      tracked.delete(member);
      if (tracked.size === 0) topics.delete(topic);
      fanOut(topic, {}, { [previous.key]: { metas: [previous.meta] } });
    },
    /** The channel left or its socket closed. */
    remove(topic: string, member: object) {
      const set = listeners.get(topic);
      set?.delete(member);
      if (set?.size === 0) listeners.delete(topic);
      this.untrack(topic, member);
    },
    /** Tracked metas in all topics (limits and figures). */
    size: () => [...topics.values()].reduce((sum, tracked) => sum + tracked.size, 0),
  };
}

export type Presence = ReturnType<typeof createPresence>;
