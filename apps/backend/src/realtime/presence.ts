// Presence as Phoenix.Presence shows it to realtime-js (node_modules/@supabase/phoenix: syncState/syncDiff): per topic,
// each key holds metas [{phx_ref, ...tracked}], one per tracking channel. A join sends `presence_state` (the whole
// state: this backend's metas and, through PostgreSQL, every other backend's), a track or untrack or leave sends
// `presence_diff` {joins, leaves} to every member with presence on, on this backend at once and on the others through
// the bus (presence-rows.ts). realtime-js keeps diffs that arrive before the state and applies them after it, and
// drops a meta it already has (same phx_ref), so a diff crossing the state read is harmless.
import { randomBytes } from 'node:crypto';
import { stateOfRows, type Meta, type PresenceRow, type PresenceRows, type State } from './presence-rows';

export interface PresenceMember {
  /** The member's channel, the identity of one tracked meta. */
  id: object;
  key: string;
}

const newRef = () => randomBytes(12).toString('base64url');

export function createPresence(send: (member: object, event: 'presence_state' | 'presence_diff', payload: Record<string, unknown>) => void) {
  // topic -> channel -> its key and meta
  const topics = new Map<string, Map<object, { key: string; meta: Meta }>>();
  // topic -> channels that receive presence
  const listeners = new Map<string, Set<object>>();
  let rows: PresenceRows | undefined;

  const localState = (topic: string): State => stateOfRows(topics.get(topic)?.values() ?? []);

  function fanOut(topic: string, joins: State, leaves: State) {
    for (const member of listeners.get(topic) ?? []) send(member, 'presence_diff', { joins, leaves });
  }

  function untrack(topic: string, member: object) {
    const tracked = topics.get(topic);
    const previous = tracked?.get(member);
    if (!tracked || !previous) return;
    tracked.delete(member);
    if (tracked.size === 0) topics.delete(topic);
    fanOut(topic, {}, stateOfRows([previous]));
    rows?.changed(topic, [], [{ topic, ...previous }]);
  }

  return {
    /** Shares presence with the other backends (absent: this process only). */
    share(shared: PresenceRows | undefined) {
      rows = shared;
    },
    /** A channel that wants presence: it gets the state (every backend's) and every diff from now on. */
    async listen(topic: string, member: object) {
      const set = listeners.get(topic) ?? new Set();
      if (set.has(member)) return;
      set.add(member);
      listeners.set(topic, set);
      const others = rows ? await rows.othersOf(topic) : {};
      if (!listeners.get(topic)?.has(member)) return; // left meanwhile
      const state = localState(topic);
      for (const [key, { metas }] of Object.entries(others)) (state[key] ??= { metas: [] }).metas.push(...metas);
      send(member, 'presence_state', state);
    },
    track(topic: string, member: PresenceMember, payload: Record<string, unknown>) {
      const tracked = topics.get(topic) ?? new Map();
      topics.set(topic, tracked);
      const previous = tracked.get(member.id);
      const meta: Meta = { ...payload, phx_ref: newRef(), ...(previous ? { phx_ref_prev: previous.meta.phx_ref } : {}) };
      tracked.set(member.id, { key: member.key, meta });
      const joins: PresenceRow[] = [{ topic, key: member.key, meta }];
      const leaves: PresenceRow[] = previous ? [{ topic, ...previous }] : [];
      fanOut(topic, stateOfRows(joins), stateOfRows(leaves));
      rows?.changed(topic, joins, leaves);
    },
    untrack,
    /** The channel left or its socket closed. */
    remove(topic: string, member: object) {
      const set = listeners.get(topic);
      set?.delete(member);
      if (set?.size === 0) listeners.delete(topic);
      untrack(topic, member);
    },
    /** A diff from another backend (or for a dead one's presences): to this backend's listeners. */
    applyRemote(topic: string, joins: State, leaves: State) {
      fanOut(topic, joins, leaves);
    },
    /** This backend's tracked metas, as rows (written again should this backend have been taken for dead). */
    localRows: (): PresenceRow[] => [...topics].flatMap(([topic, tracked]) => [...tracked.values()].map((value) => ({ topic, ...value }))),
    /** Tracked metas in all topics of this backend (limits and figures). */
    size: () => [...topics.values()].reduce((sum, tracked) => sum + tracked.size, 0),
  };
}

export type Presence = ReturnType<typeof createPresence>;
