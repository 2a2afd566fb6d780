// GET /metrics in the Prometheus text format, with prom-client (docs/operations.md#metrics): requests by route
// pattern and status with latency histograms, the database pool, the messages by status, realtime, and the process's
// default metrics (event-loop lag among them). Allowed for METRICS_TOKEN as a bearer token or an admin's token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/query-interface';

export interface MetricsDeps {
  db: Database;
  /** METRICS_TOKEN: a bearer token that may read /metrics (Prometheus's); unset, only admins may. */
  token?: string;
  /** Realtime's counters, once it has started. */
  realtimeStats?: () => { connections: number; channels: number } | undefined;
}

export interface Metrics {
  middleware: MiddlewareHandler<AppEnv>;
  handler: (c: Context<AppEnv>) => Promise<Response>;
}

/** The process's own metrics (CPU, memory, event-loop lag, GC): one set per process, however many backends it runs. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(deps: MetricsDeps): Metrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests by route pattern and status', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = new Gauge({ name: 'db_pool_connections', help: 'Database connections by state (in_use, idle, waiting: requests waiting for one)', labelNames: ['state'], registers: [registry] });
  const messages = new Gauge({ name: 'outbound_messages', help: 'Messages to customers by status (queued, sent, failed)', labelNames: ['status'], registers: [registry] });
  const realtime = new Gauge({ name: 'realtime_connections', help: 'Open realtime WebSocket connections', registers: [registry] });
  const channels = new Gauge({ name: 'realtime_subscriptions', help: 'Joined realtime channels', registers: [registry] });

  async function collect() {
    const stats = deps.db.poolStats?.();
    if (stats) for (const [state, value] of Object.entries(stats)) pool.set({ state }, value);
    messages.reset();
    for (const status of ['queued', 'sent', 'failed']) messages.set({ status }, 0);
    const { rows } = await deps.db.query<{ status: string; count: number }>(
      `select status, count(*)::int as count from public.outbound_messages group by status`,
    ).catch(() => ({ rows: [] })); // a test's own migrations folder has no messages
    for (const row of rows) messages.set({ status: row.status }, row.count);
    const live = deps.realtimeStats?.();
    if (live) {
      realtime.set(live.connections);
      channels.set(live.channels);
    }
  }

  return {
    middleware: async (c, next) => {
      const started = performance.now();
      await next();
      const labels = { method: c.req.method, route: routeLabel(c), status: String(c.res.status) };
      requests.inc(labels);
      latency.observe(labels, (performance.now() - started) / 1000);
    },
    handler: async (c) => {
      const refusal = refuse(c, deps.token);
      if (refusal) return c.json({ message: refusal.message }, refusal.status);
      await collect();
      const merged = Registry.merge([processMetrics(), registry]);
      return c.body(await merged.metrics(), 200, { 'content-type': merged.contentType });
    },
  };
}

function refuse(c: Context<AppEnv>, token: string | undefined): { status: 401 | 403; message: string } | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!bearer) return { status: 401, message: 'Metrics need METRICS_TOKEN or an admin token as a bearer token' };
  if (token && sameSecret(bearer, token)) return undefined;
  const meta = c.get('tokenProblem') ? undefined : (c.get('auth')?.claims.app_metadata as Record<string, unknown> | undefined);
  if (meta?.role === 'admin') return undefined;
  return { status: 403, message: 'Metrics are for admins and METRICS_TOKEN' };
}

/** Compared in constant time: hashing first gives equal lengths, so not even the token's length leaks. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const NAME = /^[a-z_][a-z0-9_]{0,62}$/i;

/** The route's pattern, never a raw path with ids; REST by table or function name (names the schema has: 404s are not). */
export function routeLabel(c: Context<AppEnv>): string {
  const pattern = routePath(c, -1);
  if (pattern === '/rest/v1/*' && c.res.status !== 404) {
    const [first, second] = c.req.path.slice('/rest/v1/'.length).split('/');
    if (first === 'rpc' && second && NAME.test(second)) return `/rest/v1/rpc/${second}`;
    if (first !== 'rpc' && NAME.test(first)) return `/rest/v1/${first}`;
  }
  return pattern === '/*' || pattern === '*' || pattern === '' ? 'unmatched' : pattern;
}
