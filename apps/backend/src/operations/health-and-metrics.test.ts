// GET /health, GET /ready, GET /metrics and the request id, through HTTP (docs/operations.md).
import { createServer, type Server, type Socket, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import { startBackend } from '../server';
import { queryInRequestContext } from '../db/request-context';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requestId } from '../gateway/request-log';
import { listen } from '../testing/realtime-clients';

const METRICS_TOKEN = 'metrics-token-for-tests';
const fx = backendFixture({ start: { metricsToken: METRICS_TOKEN } });
const onPostgres = process.env.BACKEND_TEST_DB === 'postgres';
/** One sample's value in a Prometheus text answer (a name with its labels, as printed). */
const metric = (text: string, sample: string) => Number(new RegExp(`^${sample.replace(/[{}"()]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${fx.backend.url}${path}`, { headers });

describe('GET /health', () => {
  it('answers 200 without an API key', async () => {
    const res = await get('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: fx.backend.db.kind });
  });
});

describe('GET /ready', () => {
  it('answers 200 when the database answers and holds every migration', async () => {
    const res = await get('/ready');
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { status: 'ready', database: fx.backend.db.kind } });
  });

  it('answers 503 naming the migration a database lacks, and 200 once it is applied', async () => {
    const db = fx.backend.db;
    const { rows } = await db.query<{ version: string; name: string; statements: string[] }>(
      'select version, name, statements from supabase_migrations.schema_migrations order by version desc limit 1',
    );
    const last = rows[0];
    await db.query('delete from supabase_migrations.schema_migrations where version = $1', [last.version]);
    try {
      const res = await get('/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending', pending: [`${last.version}_${last.name}.sql`] });
    } finally {
      await db.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [last.version, last.name, last.statements]);
    }
    expect((await get('/ready')).status).toBe(200);
  });

  // A backend whose PostgreSQL stops answering (here: the TCP path to it is cut) is taken out of rotation, and put back.
  it.runIf(onPostgres)('answers 503 while the database is unreachable and 200 once it is back', { timeout: 120_000 }, async () => {
    const target = new URL(fx.backend.databaseUrl!);
    const proxy = tcpProxy(target.hostname, Number(target.port || 5432));
    const port = await proxy.open(0);
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(port);
    const second = await startBackend({ port: 0, databaseUrl: viaProxy.toString(), messages: false, log: false });
    try {
      expect((await fetch(`${second.url}/ready`)).status).toBe(200);
      await proxy.shut();
      const down = await fetch(`${second.url}/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', reason: 'database_unreachable' }); // a code, not the database's text
      expect((await fetch(`${second.url}/health`)).status).toBe(200);
      await proxy.open(port);
      await expect.poll(async () => (await fetch(`${second.url}/ready`)).status, { timeout: 10_000 }).toBe(200);
    } finally {
      await proxy.open(port).catch(() => undefined);
      await second.close();
      await proxy.shut();
    }
  });
});

describe('GET /metrics', () => {
  it('is refused without a token (401) and to staff who are not admins (403)', async () => {
    expect((await get('/metrics')).status).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer not-the-token' })).status).toBe(403);
    const office = await fx.signUp('metrics-office@example.com', 'office-password-1', { staff: true, role: 'staff' });
    expect((await get('/metrics', { apikey: fx.backend.anonKey, authorization: `Bearer ${office.token}` })).status).toBe(403);
  });

  it("answers an admin's token and METRICS_TOKEN in the Prometheus text format", async () => {
    const admin = await get('/metrics', { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}` });
    expect(admin.status).toBe(200);
    const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
  });

  it('counts requests by route pattern and status with latency histograms, never by raw path', async () => {
    const id = '00000000-0000-4000-8000-000000000123';
    const headers = { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}` };
    expect((await get(`/rest/v1/bookings?id=eq.${id}`, headers)).status).toBe(200);
    expect((await get(`/storage/v1/object/public/no-bucket/${id}.jpg`)).status).toBeGreaterThanOrEqual(400);
    const text = await (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/rest\/v1\/bookings",status="200"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/rest\/v1\/bookings",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/health",status="200"\}/);
    expect(text).not.toContain(id);
  });

  it('reports the messages by status, realtime, the pool and the event-loop lag', async () => {
    const scrape = async () => (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    const before = await scrape();
    for (const status of ['queued', 'sent', 'failed']) expect(before).toMatch(new RegExp(`outbound_messages\\{status="${status}"\\} \\d+`));
    // One joined channel and one more queued message (this test backend runs no sender: it stays queued).
    const channel = await listen(fx.staff, [{ event: 'INSERT', table: 'contacts' }]);
    await fx.backend.db.query(
      `insert into public.outbound_messages (kind, recipient, subject, body_text, send_after) values ('report_ready', 'metrics@example.com', 'Metrics', 'Metrics', now() + interval '1 day')`,
    );
    try {
      const after = await scrape();
      expect(metric(after, 'outbound_messages{status="queued"}')).toBe(metric(before, 'outbound_messages{status="queued"}') + 1);
      expect(metric(after, 'realtime_connections')).toBeGreaterThanOrEqual(1);
      expect(metric(after, 'realtime_subscriptions')).toBeGreaterThanOrEqual(1);
      expect(after).toMatch(/nodejs_eventloop_lag_seconds \d/);
      if (onPostgres) for (const state of ['in_use', 'idle', 'waiting']) expect(after).toMatch(new RegExp(`db_pool_connections\\{state="${state}"\\} \\d+`));
    } finally {
      await fx.staff.removeChannel(channel.channel);
      await fx.backend.db.query(`delete from public.outbound_messages where recipient = 'metrics@example.com'`);
    }
  });
});

describe('the request id', () => {
  it("is the caller's x-request-id, else a new one, in the answer's header", async () => {
    const given = await get('/health', { 'x-request-id': 'trace-42.a' });
    expect(given.headers.get('x-request-id')).toBe('trace-42.a');
    const made = await get('/health', { 'x-request-id': 'no spaces or <tags> please' });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const other = await get('/health');
    expect(other.headers.get('x-request-id')).not.toBe(made.headers.get('x-request-id'));
  });

  it('is set on answers whose headers are immutable (a redirect)', async () => {
    const app = new Hono<AppEnv>().use(requestId()).get('/away', () => Response.redirect('http://example.com/', 302));
    const res = await app.request('/away', { headers: { 'x-request-id': 'r-1' } });
    expect({ status: res.status, id: res.headers.get('x-request-id') }).toEqual({ status: 302, id: 'r-1' });
  });

  it.runIf(onPostgres)("names the request's connection on PostgreSQL (application_name)", async () => {
    const { rows } = await queryInRequestContext<{ name: string }>(
      fx.backend.db, { role: 'anon', claims: { role: 'anon' } }, `select current_setting('application_name') as name`, [], '5s', { 'x-request-id': 'trace-42' },
    );
    expect(rows[0].name).toBe('backend trace-42');
  });
});

/** A TCP forwarder that can be shut (listener closed, every connection cut) and opened again on its port. */
function tcpProxy(host: string, port: number) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    open(listenPort: number): Promise<number> {
      if (server) return Promise.resolve(listenPort);
      const s = createServer((client) => {
        const upstream = connect(port, host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server = s;
      return new Promise((resolve, reject) => {
        s.once('error', reject);
        s.listen(listenPort, '127.0.0.1', () => resolve((s.address() as { port: number }).port));
      });
    },
    shut(): Promise<void> {
      const s = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      return s ? new Promise((resolve) => s.close(() => resolve())) : Promise.resolve();
    },
  };
}
