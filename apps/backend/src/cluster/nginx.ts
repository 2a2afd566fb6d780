// nginx (Debian's package) in front of several backends, as docs/operations.md#nginx-in-front explains line by line:
// round robin with passive health checks, retries of idempotent requests only, WebSocket upgrade for realtime,
// X-Forwarded-For for the backends' TRUSTED_PROXIES, and a short upstream keep-alive so nginx, not a stopping
// backend, closes idle connections. Runs in the foreground with its own prefix folder (config, logs, temp files).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

export interface NginxConfigOptions {
  /** The prefix folder: temp files and logs go under it. */
  prefix: string;
  port: number;
  /** Backend ports on 127.0.0.1. */
  upstreams: number[];
  /**
   * Log each request (with $request_id and the backend that answered) to <prefix>/access.log; default off. The
   * method and path only ($uri): a query string can hold a signed upload token.
   */
  accessLog?: boolean;
  /** nginx worker processes (default 1). */
  workers?: number;
}

// In each location: a location with any proxy_set_header of its own inherits none from the server block.
const HEADERS = [
  'proxy_set_header Host $http_host;',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_set_header X-Request-Id $cluster_request_id;',
].join('\n      ');

/** Idle upstream connections are dropped by nginx after this long; a stopping backend waits longer (IDLE_CLOSE_DELAY_MS). */
export const UPSTREAM_KEEPALIVE_SECONDS = 2;

export function nginxConfig({ prefix, port, upstreams, accessLog = false, workers = 1 }: NginxConfigOptions): string {
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  return `# Written by apps/backend/src/cluster/nginx.ts (docs/operations.md#nginx-in-front).
worker_processes ${workers};
daemon off;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 4096; }
http {
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${accessLog ? `log_format cluster '$time_iso8601 $cluster_request_id $status $request_time $upstream_addr $request_method $uri';\n  access_log ${join(prefix, 'access.log')} cluster;` : 'access_log off;'}
  client_max_body_size 12m;

  upstream backends {
    # One shared view of which backend is down: a draining backend's 503 (src/operations/http-lifecycle.ts) takes it
    # out of every worker's rotation for fail_timeout.
    zone backends 64k;
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
    keepalive_timeout ${UPSTREAM_KEEPALIVE_SECONDS}s;
  }
  # The caller's request id, else nginx's own: the backend logs it and returns it (x-request-id).
  map $http_x_request_id $cluster_request_id { default $http_x_request_id; '' $request_id; }

  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_connect_timeout 2s;
    # A refused or failed connect, or a 502/503, goes to the next backend; a POST or PATCH already sent never does
    # (a draining backend serves those, and answers 503 only to the others, without running them).
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 3;
    proxy_next_upstream_timeout 15s;

    location /realtime/v1/websocket {
      proxy_pass http://backends;
      ${HEADERS}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://backends;
      ${HEADERS}
      # Upstream keep-alive: no Connection header to the backend.
      proxy_set_header Connection "";
      proxy_read_timeout 60s;
    }
  }
}
`;
}

export interface Nginx {
  url: string;
  port: number;
  /** The master process (its workers are its children). */
  pid: number | undefined;
  /** Writes a new config (other backends) and tells nginx to reload it (SIGHUP). */
  reconfigure(upstreams: number[]): Promise<void>;
  stop(): Promise<void>;
}

export function nginxBinary(): string {
  return process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
}

export async function startNginx(options: NginxConfigOptions): Promise<Nginx> {
  const { prefix } = options;
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, 'temp', name), { recursive: true });
    // Workers run as an unprivileged user when nginx starts as root: they write request bodies here.
    chmodSync(join(prefix, 'temp', name), 0o777);
  }
  chmodSync(prefix, 0o755);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig(options));
  const child: ChildProcess = spawn(nginxBinary(), ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`nginx did not start (${nginxBinary()}): ${error.message}. Install it: apt-get install -y nginx`)));
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code}: ${output}`)));
  });
  failed.catch(() => undefined);
  await Promise.race([waitForPort(options.port), failed]);
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    pid: child.pid,
    async reconfigure(upstreams) {
      writeFileSync(conf, nginxConfig({ ...options, upstreams }));
      child.kill('SIGHUP');
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // Graceful quit, then fast: an open realtime socket would hold a graceful quit for its whole read timeout.
      child.kill('SIGQUIT');
      const fast = setTimeout(() => child.kill('SIGTERM'), 3000);
      await exited;
      clearTimeout(fast);
    },
  };
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not open port ${port} within 10 s`);
}
