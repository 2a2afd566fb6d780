// One WebSocket: its frames, handled one after another (a broadcast right after a join sees the join done), for the
// channels it joined. Anything malformed or over a limit is answered on that socket alone (docs/architecture/realtime.md#limits).
import type WebSocket from 'ws';
import { checkAccessToken, type ChannelAuth } from './access-token';
import { Channel, type SocketLink } from './channel';
import { JoinError, readJoinConfig } from './join';
import { decodeFrame, encodeBinaryBroadcast, encodeFrame, encodeFrameAround, FrameError, type BinaryBroadcast, type Frame, type Vsn } from './protocol';
import type { RealtimeHub } from './hub';

export const MAX_CHANNELS_PER_SOCKET = 100;
const MAX_TOPIC_LENGTH = 255;
const MAX_QUEUED_FRAMES = 500;
/** realtime-js sends a heartbeat every 25 s: a socket silent for three of them is gone (a dropped network, a closed lid). */
export const IDLE_MS = 75_000;
/** Broadcast and presence messages one socket may send per second (Realtime's default per client); beyond, an error reply. */
export const MAX_EVENTS_PER_SECOND = 100;
/** A client that reads slower than it is sent to is cut off rather than held in memory. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function serveConnection(ws: WebSocket, vsn: Vsn, keyAuth: ChannelAuth, hub: RealtimeHub): void {
  const channels = new Map<string, Channel>();
  let queue: Promise<void> = Promise.resolve();
  let queued = 0;
  let lastSeen = Date.now();
  let rateWindow = 0;
  let inWindow = 0;
  const overRate = () => {
    const now = Date.now();
    if (now - rateWindow >= 1000) [rateWindow, inWindow] = [now, 0];
    return ++inWindow > MAX_EVENTS_PER_SECOND;
  };
  const idle = setInterval(() => {
    if (Date.now() - lastSeen > IDLE_MS) ws.terminate();
  }, IDLE_MS / 3);
  idle.unref();

  const link: SocketLink = {
    send(frame: Frame) {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return ws.terminate();
      ws.send(encodeFrame(vsn, frame));
    },
    sendAround(frame: Omit<Frame, 'payload'>, payloadJson: string) {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return ws.terminate();
      ws.send(encodeFrameAround(vsn, frame, payloadJson));
    },
    sendBinary(topic: string, broadcast: BinaryBroadcast) {
      if (vsn === '2.0.0' && ws.readyState === ws.OPEN) ws.send(encodeBinaryBroadcast(topic, broadcast));
    },
    removeChannel(channel: Channel) {
      if (channels.get(channel.topic) === channel) channels.delete(channel.topic);
      hub.remove(channel);
    },
  };

  ws.on('message', (data: Buffer, isBinary: boolean) => {
    lastSeen = Date.now();
    if (++queued > MAX_QUEUED_FRAMES) return ws.close(1008, 'Too many messages');
    queue = queue
      .then(() => handle(data, isBinary))
      .catch((error) => {
        if (error instanceof FrameError) ws.close(1007, `Invalid frame: ${error.message}`.slice(0, 120));
        else {
          console.error('realtime: a frame failed', error);
          ws.close(1011, 'Internal error');
        }
      })
      .finally(() => queued--);
  });
  ws.on('close', () => {
    clearInterval(idle);
    for (const channel of channels.values()) link.removeChannel(channel);
  });
  // Over maxPayload (1 MB) ws closes with 1009 and reports it here; nothing else to do.
  ws.on('error', () => undefined);

  async function handle(data: Buffer, isBinary: boolean): Promise<void> {
    const { frame, binary } = decodeFrame(vsn, data, isBinary);
    const { topic, event, ref } = frame;
    if (topic === 'phoenix' && event === 'heartbeat') {
      return link.send({ join_ref: null, ref, topic, event: 'phx_reply', payload: { status: 'ok', response: {} } });
    }
    if (event === 'phx_join') return join(frame);
    const channel = channels.get(topic);
    if (!channel) return link.send({ join_ref: frame.join_ref, ref, topic, event: 'phx_reply', payload: { status: 'error', response: { reason: 'unmatched topic' } } });
    if ((event === 'broadcast' || event === 'presence') && overRate()) {
      return channel.reply(ref, 'error', { reason: 'MessagePerSecondRateLimitReached: Too many messages per second' });
    }
    switch (event) {
      case 'phx_leave':
        channel.reply(ref, 'ok');
        return link.removeChannel(channel);
      case 'access_token':
        return renewToken(channel, frame.payload.access_token);
      case 'broadcast':
        return broadcast(channel, frame, binary);
      case 'presence':
        return presence(channel, frame);
      default:
        return; // Realtime ignores other events from clients
    }
  }

  async function join(frame: Frame): Promise<void> {
    const { topic, ref, join_ref, payload } = frame;
    const refuse = (reason: string) => link.send({ join_ref, ref, topic, event: 'phx_reply', payload: { status: 'error', response: { reason } } });
    if (!topic.startsWith('realtime:')) return refuse('unmatched topic');
    if (topic === 'realtime:') return refuse('TopicNameRequired: You must provide a topic name');
    if (topic.length > MAX_TOPIC_LENGTH) return refuse(`InvalidJoinPayload: a topic has at most ${MAX_TOPIC_LENGTH} characters`);
    const previous = channels.get(topic);
    if (!previous && channels.size >= MAX_CHANNELS_PER_SOCKET) return refuse('ChannelRateLimitReached: Too many channels');
    if (previous) {
      link.send({ join_ref: previous.joinRef, ref: null, topic, event: 'phx_close', payload: {} });
      link.removeChannel(previous);
    }

    const token = payload.access_token ?? payload.user_token;
    let auth = keyAuth;
    if (typeof token === 'string' && !token.startsWith('sb_')) {
      const checked = await checkAccessToken(token, hub.tokenDeps);
      if (!checked.ok) return refuse(checked.reason);
      auth = checked.auth;
    }
    let config;
    try {
      config = await readJoinConfig(payload, auth, hub.tables, hub.nextBindingId);
    } catch (error) {
      if (error instanceof JoinError) return refuse(error.message);
      throw error;
    }
    const channel = new Channel(link, topic, join_ref, auth, config, hub.tokenDeps.sessions.isActive);
    channels.set(topic, channel);
    hub.add(channel);
    channel.reply(ref, 'ok', config.bindings.length > 0 ? { postgres_changes: config.reply } : {});
    if (config.bindings.length > 0) channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    if (channel.presenceEnabled) await hub.presence.listen(topic, channel);
  }

  async function broadcast(channel: Channel, frame: Frame, binary?: BinaryBroadcast): Promise<void> {
    const sent = hub.broadcast(channel, frame.payload, binary);
    if (!channel.broadcastAck) return void sent.catch((error) => console.error('realtime: a broadcast did not reach the other backends', error));
    // Acknowledged once the other backends can read it; a database away fails the ack, not the socket.
    await sent.then(
      () => channel.reply(frame.ref, 'ok'),
      () => channel.reply(frame.ref, 'error', { reason: 'BroadcastFailed: the message did not reach every backend' }),
    );
  }

  async function renewToken(channel: Channel, token: unknown): Promise<void> {
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.auth.token) return;
    const checked = await checkAccessToken(token, hub.tokenDeps);
    if (!checked.ok) return channel.shutdown(checked.reason);
    channel.setAuth(checked.auth);
  }

  async function presence(channel: Channel, frame: Frame): Promise<void> {
    const { event, payload } = frame.payload as { event?: unknown; payload?: unknown };
    if (event === 'untrack') {
      hub.presence.untrack(channel.topic, channel);
      return channel.reply(frame.ref, 'ok');
    }
    if (event !== 'track') return channel.reply(frame.ref, 'error', { reason: 'Presence events are track and untrack' });
    if (!isObject(payload)) return channel.reply(frame.ref, 'error', { reason: 'Presence track payload must be a map' });
    if (JSON.stringify(payload).length > 10_000) return channel.reply(frame.ref, 'error', { reason: 'Track message size exceeded' });
    // Tracking turns presence on for the tracking channel too, which then needs the state so far (as Realtime does).
    if (!channel.presenceEnabled) {
      channel.presenceEnabled = true;
      await hub.presence.listen(channel.topic, channel);
    }
    hub.presence.track(channel.topic, { id: channel, key: channel.presenceKey }, payload);
    channel.reply(frame.ref, 'ok');
  }
}
