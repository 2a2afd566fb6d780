// The HTTP server's start and stop as a load balancer needs them (docs/operations.md#stopping): listen, then on stop
// refuse new connections at once (a proxy's connect fails and it tries the next backend, safe even for a POST), answer
// requests still arriving on open keep-alive connections with `Connection: close`, and close idle connections only
// once a proxy's own upstream keep-alive has let them go (a POST sent on a socket being closed is never retried).
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { StartupError } from '../startup-error';

/** How long requests in flight may take to finish once the backend is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

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
  /** True once stopping began: /ready answers 503 and every answer carries `Connection: close`. */
  readonly draining: boolean;
  /**
   * Stops listening, waits for requests in flight (at most graceMs, then cuts their connections) and closes idle
   * connections after idleCloseDelayMs (longer than the proxy's upstream keepalive_timeout; 0: at once).
   */
  stop(options: { graceMs?: number; idleCloseDelayMs?: number }): Promise<void>;
}

export function drainable(server: Server): Drain {
  let draining = false;
  let idleCloseDelayMs = 0;
  const inFlight = new Set<ServerResponse>();
  const closeIdleLater = () => setTimeout(() => server.closeIdleConnections(), idleCloseDelayMs).unref();
  // The last answer on its connection: `Connection: close` while the headers are unsent, else the connection is closed
  // once it has been idle as long as the others (closing it at once could meet the proxy's next request on it).
  const lastOnConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
    else response.once('finish', closeIdleLater);
  };
  // First listener: the header is set before the app's listener can write the answer.
  server.prependListener('request', (_request, response) => {
    if (draining) return lastOnConnection(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return {
    get draining() {
      return draining;
    },
    stop(options) {
      draining = true;
      idleCloseDelayMs = options.idleCloseDelayMs ?? 0;
      inFlight.forEach(lastOnConnection);
      return new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), options.graceMs ?? SHUTDOWN_GRACE_MS);
        force.unref();
        const idle = closeIdleLater();
        // net.Server's close, not http.Server's: the latter also closes idle keep-alive connections at once.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(force);
          clearTimeout(idle);
          resolve();
        });
      });
    },
  };
}
