// Several backend processes on one PostgreSQL 15, nginx in front (docs/operations.md#several-backends): what
// `npm run start:cluster`, the cluster tests (src/cluster-tests) and `npm run bench:cluster` run.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startLocalPostgres, type LocalPostgres } from '../operations/local-postgres';
import { backendProcess, type BackendProcess } from './backend-process';
import { startNginx, UPSTREAM_KEEPALIVE_SECONDS, type Nginx } from './nginx';

/** A stopping backend of the cluster keeps its port until no connection has come for this long (docs/operations.md#a-rolling-restart). */
export const LISTEN_QUIET_MS = 500;

export interface ClusterOptions {
  /** Holds postgres/ (the database cluster, created on first use), nginx/, objects and logs. */
  root: string;
  /** How many backend processes (default 3). */
  backends?: number;
  /** nginx's port (default a free one). */
  port?: number;
  /** The first backend's port; the others follow (default free ports). */
  firstBackendPort?: number;
  /** PostgreSQL's port (default a free one). */
  postgresPort?: number;
  /** A throwaway database (fsync off): tests and benches. */
  throwaway?: boolean;
  /** Backend request logs (JSON lines) and nginx's access log, into <root>/logs (default off). */
  log?: boolean;
  /** More environment for every backend (SMTP_URL, …). */
  env?: Record<string, string>;
  /** nginx worker processes (default 1). */
  nginxWorkers?: number;
}

export interface Cluster {
  /** ClusterOptions.root. */
  root: string;
  /** nginx: the one address clients use. */
  url: string;
  anonKey: string;
  /** postgres://… of the database the backends share. */
  databaseUrl: string;
  postgres: LocalPostgres;
  backends: BackendProcess[];
  nginx: Nginx;
  /** Stops every backend (SIGTERM, each drains), then nginx, then PostgreSQL. */
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { root, backends: count = 3, throwaway = false, log = false } = options;
  for (const folder of ['logs', 'nginx', 'data']) mkdirSync(join(root, folder), { recursive: true });
  // PostgreSQL (as the postgres user, when we are root) and nginx's workers must reach their folders inside.
  chmodSync(root, 0o755);
  const postgres = await startLocalPostgres({ root: join(root, 'postgres'), port: options.postgresPort, throwaway });
  // The stop order (docs/operations.md#npm-run-startcluster): the backends first, each draining its requests in flight
  // (up to 10 s) while nginx still carries their answers and their realtime sockets' 1012 closes; then nginx, with
  // nothing left in flight (its own graceful quit would cut a request after 3 s); PostgreSQL last.
  const stops: { backends?: () => Promise<unknown>; nginx?: () => Promise<unknown> } = {};
  const stopAll = async () => {
    for (const stop of [stops.backends, stops.nginx, () => postgres.stop()]) await stop?.().catch(() => undefined);
  };
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) ports.push(options.firstBackendPort ? options.firstBackendPort + i : await freePort());
    const env = {
      DATABASE_URL: postgres.url,
      // One secret for every backend: a token signed by one is checked by another.
      JWT_SECRET: clusterSecret(root),
      DATA_DIR: join(root, 'data'),
      TRUSTED_PROXIES: '127.0.0.1',
      IDLE_CLOSE_DELAY_MS: String((UPSTREAM_KEEPALIVE_SECONDS + 1) * 1000),
      // A stopping backend keeps its port until nginx has stopped sending to it (src/operations/http-lifecycle.ts).
      LISTEN_QUIET_MS: String(LISTEN_QUIET_MS),
      LOG: log ? 'on' : 'off',
      MAIL_CATCHER_PORT: '0',
      ...options.env,
    };
    const backends = ports.map((port, i) => backendProcess({ port, env, logFile: log ? join(root, 'logs', `backend-${i + 1}.log`) : undefined }));
    stops.backends = () => Promise.all(backends.map((b) => b.stop()));
    // The first one migrates and seeds (the others would wait on its advisory lock anyway).
    await backends[0].start();
    await Promise.all(backends.slice(1).map((b) => b.start()));
    const nginx = await startNginx({ prefix: join(root, 'nginx'), port: options.port ?? (await freePort()), upstreams: ports, accessLog: log, workers: options.nginxWorkers });
    stops.nginx = () => nginx.stop();
    return {
      root,
      url: nginx.url,
      anonKey: backends[0].anonKey,
      databaseUrl: postgres.url,
      postgres,
      backends,
      nginx,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The cluster's JWT secret, kept in its folder (a restart keeps sessions valid). */
function clusterSecret(root: string): string {
  const file = join(root, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
