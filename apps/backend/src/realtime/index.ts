// Supabase Realtime in the embedded backend (docs/architecture/realtime.md): `/realtime/v1/websocket` in the Phoenix
// protocol of @supabase/realtime-js, postgres_changes read from the change table under each subscriber's row level
// security, broadcast and presence between the channels of one topic on every backend of the database (through
// PostgreSQL: bus.ts, presence-rows.ts). Mounted on the HTTP server's upgrade event.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { JwtCodec } from '../auth/jwt';
import type { ApiKeys } from '../auth/keys';
import type { Database } from '../db/query-interface';
import { toChannelAuth, type TokenDeps } from './access-token';
import { startBus } from './bus';
import { startChangeFeed, type ChangeFeedOptions } from './change-feed';
import { serveConnection } from './connection';
import { createHub } from './hub';
import type { Vsn } from './protocol';
import { startPresenceRows, type PresenceRowsOptions } from './presence-rows';
import { createPublishedTables } from './published-tables';

export const REALTIME_PATH = '/realtime/v1/websocket';
/** A frame over this closes the socket (1009), as a body over the REST limit is refused. */
export const MAX_FRAME_BYTES = 1024 * 1024;

export interface RealtimeDeps extends TokenDeps {
  db: Database;
  apiKeys: ApiKeys;
  jwt: JwtCodec;
  feed?: ChangeFeedOptions;
  /** The presence heartbeat and how long a silent backend's presences last. */
  presence?: PresenceRowsOptions;
}

export interface Realtime {
  /** Serves the HTTP server's WebSocket upgrades (others get 404). */
  attach(server: Server): void;
  /** visibilityReads: the change visibility reads since start (one per table and claim group of a batch). */
  stats(): { connections: number; channels: number; topics: number; presences: number; visibilityReads: number };
  close(): Promise<void>;
}

export async function startRealtime(deps: RealtimeDeps): Promise<Realtime> {
  const tables = createPublishedTables(deps.db);
  const hub = createHub(deps.db, tables, deps);
  const bus = await startBus(deps.db, hub.receive);
  hub.connect(bus);
  const presenceRows = await startPresenceRows(deps.db, bus, hub.presence.localRows, (topic, leaves) => hub.presence.applyRemote(topic, {}, leaves), deps.presence);
  hub.presence.share(presenceRows);
  const feed = await startChangeFeed(deps.db, hub.deliver, deps.feed);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const projectKeys = new Set([deps.apiKeys.anonKey, deps.apiKeys.serviceRoleKey]);

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) return refuse(socket, 404, { message: 'no Route matched with those values' });
    const apiKey = url.searchParams.get('apikey') ?? request.headers.apikey;
    const claims = typeof apiKey === 'string' && projectKeys.has(apiKey) ? await deps.jwt.verify(apiKey).catch(() => null) : null;
    if (!claims) return refuse(socket, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsn !== '1.0.0' && vsn !== '2.0.0') return refuse(socket, 400, { message: `Unsupported serializer version: ${vsn}` });
    wss.handleUpgrade(request, socket, head, (ws) => serveConnection(ws, vsn as Vsn, toChannelAuth(claims), hub));
  }

  return {
    attach(server: Server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        socket.on('error', () => undefined);
        upgrade(request, socket, head).catch(() => socket.destroy());
      });
    },
    stats: () => ({ connections: wss.clients.size, ...hub.stats() }),
    async close() {
      hub.close();
      // 1012 "service restart": realtime-js reconnects, to this backend once it is back or to another.
      for (const ws of wss.clients) ws.close(1012, 'Server restarting');
      await feed.close();
      // The presences of this backend leave (their diffs are queued by hub.close above), then its row goes.
      await presenceRows?.close();
      await bus.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const ws of wss.clients) ws.terminate();
    },
  };
}

function refuse(socket: Duplex, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  const reason = status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Bad Request';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
}
