// The HTTP server's start and stop as a load balancer needs them (docs/operations.md#stopping): listen, then on stop
// close the port at once, or, behind nginx (listenQuietMs, docs/operations.md#a-rolling-restart), first make nginx
// stop sending: requests nginx may pass to another backend (every method but POST, PATCH, LOCK) are answered 503
// without running them, which marks this backend down, and the port closes only once no connection has come for
// listenQuietMs (closing it with connections still queued resets them, a POST already sent, which nginx never retries).
// Once the port is closed, requests still arriving on open keep-alive connections are answered with `Connection:
// close`, and idle connections closed only once a proxy's own upstream keep-alive has let them go.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import { StartupError } from '../startup-error';

/** How long requests in flight may take to finish once the backend is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** A stopping backend keeps its port open at most this long waiting for a quiet listenQuietMs. */
export const LISTEN_QUIET_MAX_MS = 5_000;
/** An event loop turn this short leaves little time for a connection to queue unaccepted before the port closes. */
const QUICK_TURN_MS = 5;

export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(new StartupError(`Port ${port} is already in use. Stop the other process or start with PORT=<another port>.`, error));
      } else reject(new StartupError(`Cannot listen on port ${port}: ${error.message}`, error));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    // Idle keep-alive connections live 65 s (Node: 5 s), longer than nginx's upstream pool and undici's reuse window,
    // so the client always lets go first and never sends on a socket being closed ('other side closed').
    Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });
    server.listen(port, process.env.HOST);
  });
}

export interface Drain {
  /** True once stopping began: /ready answers 503; once the port is closed every answer carries `Connection: close`. */
  readonly draining: boolean;
  /** Requests answered 503 while stopping behind nginx, none of them run (nginx sent each to another backend). */
  readonly refused: number;
  /**
   * Stops listening (once no new connection has come for listenQuietMs, at most LISTEN_QUIET_MAX_MS; default
   * LISTEN_QUIET_MS from the environment, else at once), waits for requests in flight (at most graceMs, then cuts
   * their connections) and closes idle connections after idleCloseDelayMs (longer than the proxy's upstream
   * keepalive_timeout; 0: at once).
   */
  stop(options: { graceMs?: number; idleCloseDelayMs?: number; listenQuietMs?: number }): Promise<void>;
}

/** What nginx never passes to another backend once sent (proxy_next_upstream without non_idempotent). */
const NOT_RETRIED = new Set(['POST', 'PATCH', 'LOCK']);

export function drainable(server: Server): Drain {
  let draining = false;
  let refusing = false;
  let closing = false;
  let refused = 0;
  let idleCloseDelayMs = 0;
  const inFlight = new Set<ServerResponse>();
  let lastConnection = 0;
  const sockets = new Set<Socket>();
  const answered = new WeakSet<Socket>();
  const busy = new WeakSet<Socket>();
  const accepted = new WeakMap<Socket, number>();
  server.on('connection', (socket: Socket) => {
    lastConnection = performance.now();
    accepted.set(socket, lastConnection);
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Idle connections: nothing in progress, and answered or opened over a second ago without a request (a browser's
  // preconnect). Not http.Server's closeIdleConnections(): it also closes a connection just accepted whose request is
  // not yet read, which resets that request.
  const isIdle = (socket: Socket) => !busy.has(socket) && (answered.has(socket) || performance.now() - accepted.get(socket)! > 1000);
  const closeIdle = () => sockets.forEach((socket) => isIdle(socket) && socket.destroy());
  const closeIdleLater = () => setTimeout(closeIdle, idleCloseDelayMs).unref();
  // The last answer on its connection: `Connection: close` while the headers are unsent, else the connection is closed
  // once it has been idle as long as the others (closing it at once could meet the proxy's next request on it).
  const lastOnConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
    else response.once('finish', closeIdleLater);
  };
  // Before any listener: a refused request never reaches the app (nothing of it runs, so nginx may send it elsewhere).
  const emit = server.emit;
  server.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    const [request, response] = args as [IncomingMessage, ServerResponse];
    if (event === 'upgrade' && refusing) {
      // A realtime WebSocket's GET: nginx resends it on a 503 too, and realtime here is closing.
      const body = JSON.stringify({ status: 'unavailable', reason: 'draining' });
      (args[1] as Socket).end(`HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`);
      refused++;
      return true;
    }
    if (event === 'request' && refusing && !NOT_RETRIED.has(request.method ?? '')) {
      response.writeHead(503, { 'content-type': 'application/json', connection: 'close', 'retry-after': '1' });
      response.end(JSON.stringify({ status: 'unavailable', reason: 'draining' }));
      refused++;
      return true;
    }
    return emit.apply(this, [event, ...args] as Parameters<Server['emit']>);
  } as Server['emit'];
  // First listener: the header is set before the app's listener can write the answer.
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    busy.add(socket);
    response.once('close', () => {
      busy.delete(socket);
      answered.add(socket);
    });
    if (closing) return lastOnConnection(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return {
    get draining() {
      return draining;
    },
    get refused() {
      return refused;
    },
    stop(options) {
      draining = true;
      idleCloseDelayMs = options.idleCloseDelayMs ?? 0;
      const quietMs = options.listenQuietMs ?? Number(process.env.LISTEN_QUIET_MS || 0);
      refusing = quietMs > 0;
      return new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), options.graceMs ?? SHUTDOWN_GRACE_MS);
        force.unref();
        // Until the port closes, answers keep their connections open: nginx sends on its pooled ones instead of
        // opening new ones, so "no new connection for quietMs" means it has stopped connecting.
        const closePort = () => {
          closing = true;
          inFlight.forEach(lastOnConnection);
          const idle = closeIdleLater();
          // net.Server's close, not http.Server's: the latter also closes idle keep-alive connections at once.
          NetServer.prototype.close.call(server, () => {
            clearTimeout(force);
            clearTimeout(idle);
            resolve();
          });
        };
        if (quietMs > 0) void untilQuiet(() => lastConnection, quietMs).then(closePort);
        else closePort();
      });
    },
  };
}

/**
 * Resolves once no connection has come for quietMs since it was called, at most LISTEN_QUIET_MAX_MS. It resolves in
 * the event loop's check phase, right after a poll phase has accepted whatever connections were queued, preferably a
 * short one (during a long one, say of requests' work, a connection may have queued unaccepted).
 */
async function untilQuiet(lastConnection: () => number, quietMs: number): Promise<void> {
  const begun = performance.now();
  let slowTurns = 0;
  for (;;) {
    const wait = Math.min(Math.max(begun, lastConnection()) + quietMs, begun + LISTEN_QUIET_MAX_MS) - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const turn = performance.now();
    await new Promise((resolve) => setImmediate(resolve));
    const now = performance.now();
    const quiet = now - Math.max(begun, lastConnection()) >= quietMs || now - begun >= LISTEN_QUIET_MAX_MS;
    if (quiet && lastConnection() < turn && (now - turn < QUICK_TURN_MS || ++slowTurns > 20)) return;
    if (now - begun >= LISTEN_QUIET_MAX_MS + 1_000) return;
  }
}
