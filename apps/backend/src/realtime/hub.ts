// Every joined channel of this process: the changes read from the database go to them (delivery.ts), broadcasts go
// between the channels of one topic, presence is kept per topic, and channels whose session ended are closed.
import type { Database } from '../db/query-interface';
import type { TokenDeps } from './access-token';
import type { Channel } from './channel';
import type { Change } from './change-feed';
import { deliverChanges } from './delivery';
import { createPresence } from './presence';
import type { BinaryBroadcast } from './protocol';
import type { PublishedTables } from './published-tables';

/** How often channels of signed-in users are checked against their sessions when no change arrives. */
const SESSION_SWEEP_MS = 5000;

export function createHub(db: Database, tables: PublishedTables, tokenDeps: TokenDeps) {
  const channels = new Set<Channel>();
  const byTopic = new Map<string, Set<Channel>>();
  let bindingIds = 0;
  const presence = createPresence((member, event, payload) => (member as Channel).push(payload, event));

  const sweep = setInterval(() => {
    for (const channel of channels) if (channel.auth.role === 'authenticated') void channel.stillValid();
  }, SESSION_SWEEP_MS);
  sweep.unref();

  return {
    tables,
    tokenDeps,
    presence,
    nextBindingId: () => ++bindingIds,
    add(channel: Channel) {
      channels.add(channel);
      const set = byTopic.get(channel.topic) ?? new Set();
      set.add(channel);
      byTopic.set(channel.topic, set);
    },
    remove(channel: Channel) {
      if (!channels.delete(channel)) return;
      channel.dispose();
      const set = byTopic.get(channel.topic);
      set?.delete(channel);
      if (set?.size === 0) byTopic.delete(channel.topic);
      presence.remove(channel.topic, channel);
    },
    /** To every channel of the sender's topic on this backend; to the sender too when it joined with self. */
    broadcast(sender: Channel, payload: Record<string, unknown>, binary?: BinaryBroadcast) {
      const message = { type: 'broadcast', event: payload.event, payload: payload.payload };
      for (const channel of byTopic.get(sender.topic) ?? []) {
        if (channel === sender && !sender.broadcastSelf) continue;
        if (binary) channel.socket.sendBinary?.(channel.topic, binary);
        else channel.push(message, 'broadcast');
      }
    },
    deliver: (changes: Change[]) => deliverChanges(db, tables, changes, channels),
    stats: () => ({ channels: channels.size, topics: byTopic.size, presences: presence.size() }),
    close() {
      clearInterval(sweep);
      for (const channel of [...channels]) channel.socket.removeChannel(channel);
    },
  };
}

export type RealtimeHub = ReturnType<typeof createHub>;
