// startBackend: opens the database, brings it to the current schema (creating the demo staff
// user with the first seed), makes sure the buckets and the demo photos exist, and serves the HTTP API.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { openDatabase } from './db/database';
import type { Database } from './db/query-interface';
import { prepareDatabase } from './db/migrate';
import { createApiKeys } from './auth/keys';
import { createJwtCodec } from './auth/jwt';
import { createSessionService, listenForSessionEnds } from './auth/sessions';
import { settleAccounts } from './auth/users';
import { resolveJwtSecret } from './auth/jwt-secret';
import type { ThrottleLimits } from './auth/sign-in-throttle';
import { createSharedSignInThrottle } from './auth/shared-sign-in-throttle';
import { DEFAULT_PORT, DEMO_BUCKET, demoAccount, REFRESH_TOKEN_REUSE_SECONDS } from './config';
import { createApp } from './http/create-app';
import { listenForSchemaReload, reloadSchemaCache } from './rest';
import { installBuckets } from './storage/install-buckets';
import { diskObjectStore, memoryObjectStore, objectFolder } from './storage/object-store';
import { legacyObjectFolder, migrateLegacyObjects } from './storage/legacy-object-layout';
import { createStorageService } from './storage/storage-service';
import { createUploadTokens } from './storage/upload-tokens';
import { createSpreadsheetBook } from './sheets/spreadsheet-book';
import { googleSettingsFromEnv } from './sheets/sheets-routes';
import { s3SettingsFromEnv } from './presign/s3-presign';
import { StartupError, describeDatabaseUrl } from './startup-error';
import { parseTrustedProxies } from './gateway/client-address';
import type { AnonymousRpcLimits } from './gateway/anonymous-rpc-limit';
import { startLimitHousekeeping } from './gateway/limit-housekeeping';
import { startMessaging, type Messaging, type MessagingOptions } from './messages/start-messaging';
import { startRealtime, type Realtime } from './realtime';
import { drainable, listen, SHUTDOWN_GRACE_MS, type Drain } from './operations/http-lifecycle';

export { SHUTDOWN_GRACE_MS };

export interface StartBackendOptions {
  /** 0 picks a free port; default PORT or 54321. */
  port?: number;
  /** postgres://… — a real PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** The data folder (PGlite in <dataDir>/pglite, photos in <dataDir>/objects), or 'memory'. */
  dataDir?: string;
  /** With dataDir 'memory': start from this PGlite data folder (Database.dumpDataDir) instead of an empty one (tests). */
  pgliteSnapshot?: Blob;
  /** Run supabase/seed.sql on an empty database (default true). */
  seed?: boolean;
  /** With the first seed: how many inspectors the business has (default SEED_INSPECTORS, else 1). */
  seedInspectors?: number;
  /** One JSON line per request on stdout (default false). */
  log?: boolean;
  /** At least 32 characters; default JWT_SECRET, else generated and kept in <dataDir>/jwt-secret (fresh for 'memory'). */
  jwtSecret?: string;
  /** Seconds a rotated refresh token may still be replayed (default 10, as GoTrue). */
  refreshTokenReuseSeconds?: number;
  /** Base URL put into photo and upload links (default PUBLIC_URL or http://localhost:<port>). */
  publicUrl?: string;
  /** statement_timeout of every REST request instead of the role's default (tests). */
  statementTimeout?: string;
  /** Sign-in throttling: delays per email and address, failures per address, concurrent checks (default SIGN_IN_LIMITS). */
  signInLimits?: Partial<ThrottleLimits>;
  /** Another migrations folder (tests of start-up failures); default <repo>/supabase/migrations. */
  migrationsDir?: string;
  /** Reverse proxies whose X-Forwarded-For names the client: comma-separated addresses and CIDRs (default TRUSTED_PROXIES, else none). */
  trustedProxies?: string;
  /** Anonymous RPC calls per client network (default ANONYMOUS_RPC_LIMITS: docs/architecture/backend.md#limits); false: none. */
  anonymousRpcLimits?: Partial<AnonymousRpcLimits> | false;
  /** Sending public.outbound_messages (SMTP_URL, else the embedded mail catcher); false: no sender. */
  messages?: MessagingOptions | false;
  /** A bearer token that may read GET /metrics besides admins' (default METRICS_TOKEN). */
  metricsToken?: string;
  /** Take the port only once ready, so a proxy never sees the starting backend's 503 (default LISTEN_WHEN_READY=1, else false). */
  listenWhenReady?: boolean;
  /** On close, idle keep-alive connections are closed after this long: above the proxy's upstream keepalive_timeout (default IDLE_CLOSE_DELAY_MS, else 0). */
  idleCloseDelayMs?: number;
}

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  /** The business time zone, as the database holds it (public.business_time_zone()); the web apps get it in runtime-config.json. */
  businessTimeZone: string;
  /** Re-reads the REST schema cache after DDL at run time (as NOTIFY pgrst, 'reload schema' does). */
  reloadSchema(): Promise<void>;
  /** The sender of messages to customers and, without SMTP_URL, the mail catcher (absent with messages: false). */
  messaging?: Messaging;
  /** /realtime/v1/websocket (docs/architecture/realtime.md). */
  realtime: Realtime;
  close(): Promise<void>;
}

export async function startBackend(opts: StartBackendOptions = {}): Promise<Backend> {
  const requestedPort = opts.port ?? (process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT);
  const inMemory = !opts.dataDir || opts.dataDir === 'memory';

  // The port is taken first, so a second start fails fast without touching the data folder;
  // until the database is ready, requests get 503.
  let handler: (request: Request, env: unknown) => Response | Promise<Response> = () =>
    Response.json({ message: 'The backend is starting' }, { status: 503, headers: { 'retry-after': '1' } });
  // The env carries the Node request (the client address for sign-in throttling).
  const server = createAdaptorServer({ fetch: (request: Request, env: unknown) => handler(request, env) }) as unknown as import('node:http').Server;
  const drain = drainable(server);
  const listenWhenReady = opts.listenWhenReady ?? process.env.LISTEN_WHEN_READY === '1';
  let port = listenWhenReady ? requestedPort : await listen(server, requestedPort);
  const publicUrl = () => opts.publicUrl ?? process.env.PUBLIC_URL ?? `http://localhost:${port}`;

  let db: Database | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let realtime: Realtime | undefined;
  try {
    const secret = await resolveJwtSecret(opts.jwtSecret ?? process.env.JWT_SECRET, opts.dataDir);
    db = await open(opts);
    const { seeded, applied } = await prepare(db, opts.seed ?? true, opts.migrationsDir);
    // The REST gateway's schema cache is read once the migrations have run, and again only on
    // NOTIFY pgrst, 'reload schema' or reloadSchema() (never because a request missed).
    stopListening = await listenForSchemaReload(db);
    await reloadSchemaCache(db);
    const businessTimeZone = await readBusinessTimeZone(db);
    await settleAccounts(db, { seeded, applied }, demoAccount(opts.seedInspectors));

    const jwt = createJwtCodec(secret);
    const store = inMemory ? memoryObjectStore() : diskObjectStore(objectFolder(opts.dataDir!));
    if (!inMemory) await migrateLegacyObjects(legacyObjectFolder(opts.dataDir!), store);
    const storage = createStorageService(db, store);
    await installBuckets(storage);
    const keys = createApiKeys(secret);
    const sessions = createSessionService(db, jwt, opts.refreshTokenReuseSeconds ?? REFRESH_TOKEN_REUSE_SECONDS);
    // A session ended through any backend is forgotten by this one at once (docs/architecture/backend-state.md#sessions).
    const stopSchemaReload = stopListening;
    const stopSessionEnds = await listenForSessionEnds(db, sessions);
    stopListening = async () => {
      await stopSessionEnds();
      await stopSchemaReload();
    };
    const app = createApp({
      db,
      jwt,
      apiKeys: keys,
      sessions,
      storage,
      uploadTokens: createUploadTokens(jwt),
      spreadsheets: createSpreadsheetBook(() => `${publicUrl()}/storage/v1/object/public/${DEMO_BUCKET}`),
      publicUrl,
      log: opts.log ?? false,
      statementTimeout: opts.statementTimeout,
      signInThrottle: createSharedSignInThrottle(db, opts.signInLimits),
      trustedProxies: parseTrustedProxies(opts.trustedProxies ?? process.env.TRUSTED_PROXIES),
      anonymousRpcLimits: opts.anonymousRpcLimits,
      s3: s3SettingsFromEnv(),
      google: googleSettingsFromEnv(),
      migrationsDir: opts.migrationsDir,
      metricsToken: opts.metricsToken ?? (process.env.METRICS_TOKEN || undefined),
      realtimeStats: () => realtime?.stats(),
      draining: () => drain.draining,
    });
    handler = app.fetch;
    realtime = await startRealtime({ db, jwt, sessions, apiKeys: keys });
    realtime.attach(server);
    const messaging = opts.messages === false ? undefined : await startMessaging(db, opts.messages);
    const stopHousekeeping = startLimitHousekeeping(db, opts.signInLimits, opts.anonymousRpcLimits);
    if (listenWhenReady) port = await listen(server, requestedPort);

    const database = db;
    const started = realtime;
    let closing: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
      ...keys,
      db: database,
      businessTimeZone,
      reloadSchema: async () => {
        await reloadSchemaCache(database);
      },
      messaging,
      realtime: started,
      // Stops accepting at once; realtime sockets close with 1012 (reconnect) while requests in flight finish.
      close: () => (closing ??= shutdown(drain, { graceMs: SHUTDOWN_GRACE_MS, idleCloseDelayMs: opts.idleCloseDelayMs ?? Number(process.env.IDLE_CLOSE_DELAY_MS || 0) }, database, stopListening, () => Promise.all([messaging?.close(), started.close(), stopHousekeeping()]))),
    };
  } catch (error) {
    await realtime?.close().catch(() => undefined);
    await shutdown(drain, {}, db, stopListening).catch(() => undefined);
    throw error;
  }
}

/** The one setting the database and the web apps count business days and slot times in. */
async function readBusinessTimeZone(db: Database): Promise<string> {
  const found = await db.query(`select 1 from pg_proc where oid = to_regprocedure('public.business_time_zone()')`);
  // Only a test's own migrations folder lacks the setting (migration 0023 adds it).
  if (found.rows.length === 0) return 'UTC';
  const { rows } = await db.query<{ zone: string }>('select public.business_time_zone() as zone');
  return rows[0].zone;
}

async function open(opts: StartBackendOptions): Promise<Database> {
  const url = opts.databaseUrl ?? (opts.dataDir ? undefined : process.env.DATABASE_URL);
  if (url) {
    try {
      return await openDatabase({ url });
    } catch (error) {
      throw new StartupError(`Cannot connect to the database at DATABASE_URL=${describeDatabaseUrl(url)}: ${(error as Error).message}`, error);
    }
  }
  const dataDir = !opts.dataDir || opts.dataDir === 'memory' ? 'memory' : join(opts.dataDir, 'pglite');
  try {
    if (dataDir !== 'memory') await mkdir(dataDir, { recursive: true });
    return await openDatabase({ dataDir, snapshot: dataDir === 'memory' ? opts.pgliteSnapshot : undefined });
  } catch (error) {
    throw new StartupError(`Cannot open the embedded database in ${dataDir}: ${(error as Error).message}`, error);
  }
}

async function prepare(db: Database, seed: boolean, migrationsDir?: string) {
  try {
    return await prepareDatabase(db, { seed, migrationsDir });
  } catch (error) {
    throw new StartupError(`Database migration failed: ${(error as Error).message}`, error);
  }
}

/**
 * Stops accepting connections, lets requests in flight finish (docs/operations.md#stopping), and only then closes
 * the database the requests were using.
 */
async function shutdown(drain: Drain | undefined, options: Parameters<Drain['stop']>[0], db: Database | undefined, stopListening?: () => Promise<void>, stopServices?: () => Promise<unknown>): Promise<void> {
  const drained = drain?.stop(options);
  await stopServices?.();
  await drained;
  await stopListening?.().catch(() => undefined);
  await db?.close();
}
