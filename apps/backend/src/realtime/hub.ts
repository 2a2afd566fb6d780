// Every joined channel of this process: the changes read from the database go to them (delivery.ts), broadcasts go
// between the channels of one topic (on this backend at once, on the others through the bus: bus.ts), presence is kept
// per topic (presence.ts), and channels whose session ended are closed.
import type { Database } from '../db/query-interface';
import type { TokenDeps } from './access-token';
import type { Bus, BusMessage } from './bus';
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
  /** Visibility reads since start (delivery.ts): one per table and claim group of a batch, however many channels. */
  let visibilityReads = 0;
  let bus: Bus | undefined;
  const presence = createPresence((member, event, payload) => (member as Channel).push(payload, event));

  function deliverBroadcast(topic: string, message: { event: unknown; payload: unknown }, binary?: BinaryBroadcast, sender?: Channel) {
    const frame = { type: 'broadcast', ...message };
    for (const channel of byTopic.get(topic) ?? []) {
      if (channel === sender && !sender.broadcastSelf) continue;
      if (binary) channel.socket.sendBinary?.(channel.topic, binary);
      else channel.push(frame, 'broadcast');
    }
  }

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
    /** Sends this backend's broadcasts and presence diffs to the others, and takes theirs. */
    connect(shared: Bus) {
      bus = shared;
    },
    /**
     * To every channel of the sender's topic on this backend (the sender too when it joined with self) at once, and to
     * the other backends through PostgreSQL; resolves once the message is in PostgreSQL (the ack).
     */
    broadcast(sender: Channel, payload: Record<string, unknown>, binary?: BinaryBroadcast): Promise<void> {
      deliverBroadcast(sender.topic, { event: payload.event, payload: payload.payload }, binary, sender);
      const b = binary ? { event: binary.event, bytes: Buffer.from(binary.bytes).toString('base64') } : { event: payload.event, payload: payload.payload };
      return bus?.publish({ t: sender.topic, b }) ?? Promise.resolve();
    },
    /** A message from another backend. */
    receive(message: BusMessage) {
      if (message.b) {
        const { event, payload, bytes } = message.b;
        const binary = bytes !== undefined ? { event: String(event), bytes: new Uint8Array(Buffer.from(bytes, 'base64')) } : undefined;
        deliverBroadcast(message.t, { event, payload }, binary);
      }
      if (message.p) presence.applyRemote(message.t, message.p.joins as never, message.p.leaves as never);
    },
    async deliver(changes: Change[]) {
      visibilityReads += await deliverChanges(db, tables, changes, channels);
    },
    stats: () => ({ channels: channels.size, topics: byTopic.size, presences: presence.size(), visibilityReads }),
    close() {
      clearInterval(sweep);
      for (const channel of [...channels]) channel.socket.removeChannel(channel);
    },
  };
}

export type RealtimeHub = ReturnType<typeof createHub>;
