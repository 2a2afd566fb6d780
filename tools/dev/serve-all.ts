// Serves the whole product as independent deployments would be: the embedded backend on 54321 and each web app's
// production build on its own port (its own origin), each answering /runtime-config.json. Every app server can be
// stopped and started again on its own (the end-to-end tests take a remote down that way).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_PORTS, BACKEND_PORT, WEB_APPS, type WebAppName } from '@inspection/build/apps';
import { buildRuntimeConfig, type BuiltRuntimeConfig } from './runtime-config';
import { startStaticServer, type StaticServer } from './serve-static';

export interface ServeAllOptions {
  backend: 'memory' | 'persistent';
  /** Data folder of the persistent backend (default .data/ at the workspace root). */
  dataDir?: string;
  /** A PostgreSQL URL instead of PGlite. */
  databaseUrl?: string;
  backendPort?: number;
  /** Added to every port (apps and, unless backendPort is given, the backend): a second platform beside the first. */
  portOffset?: number;
  /** Serve the apps' dist folders from here (default apps/<app>/dist). */
  distOf?: (app: WebAppName) => string;
  log?: boolean;
  /** The backend's limit on anonymous RPC calls (docs/architecture/backend.md#limits); false: none, for benches that call more. */
  anonymousRpcLimits?: false;
  /** Serve the apps against this running backend instead of starting one (npm run start:cluster: nginx's address). */
  runningBackend?: BackendHandle;
}

export interface ServedPlatform {
  backendUrl: string;
  anonKey: string;
  runtimeConfig: BuiltRuntimeConfig;
  urlOf(app: WebAppName): string;
  stopApp(app: WebAppName): Promise<void>;
  /** Starts an app's server again; `root` serves another build of it (a redeployment). */
  startApp(app: WebAppName, options?: { root?: string }): Promise<void>;
  /** Creates (or resets) a staff account with a role, as `npm run backend -- create-user EMAIL --role ROLE` does. */
  createUser(email: string, password: string, role: 'admin' | 'staff' | 'inspector'): Promise<void>;
  close(): Promise<void>;
}

export const workspaceRoot = path.resolve(import.meta.dirname, '../..');

export interface BackendHandle {
  url: string;
  anonKey: string;
  businessTimeZone: string;
  db: import('@inspection/backend/server').Backend['db'];
  close(): Promise<void>;
}

async function startEmbeddedBackend(options: ServeAllOptions): Promise<BackendHandle> {
  // Imported lazily: the backend pulls in PGlite, which only the serving process needs.
  const { startBackend } = await import('@inspection/backend/server');
  return startBackend({
    port: options.backendPort ?? BACKEND_PORT + (options.portOffset ?? 0),
    databaseUrl: options.databaseUrl,
    dataDir: options.databaseUrl ? undefined : options.backend === 'memory' ? 'memory' : (options.dataDir ?? path.join(workspaceRoot, '.data')),
    seed: true,
    log: options.log ?? false,
    anonymousRpcLimits: options.anonymousRpcLimits,
  });
}

/**
 * Messages carry links to the buyer's report and the customer's booking page (public_report_origin() and
 * public_booking_origin(), supabase/schemas/messages.sql and bookings-manage.sql): on a platform served at other
 * ports (a second e2e worker), they point at its own origins. Set for the database and for the open session.
 */
async function linkMessagesTo(backend: BackendHandle, origins: { report: string; booking: string }): Promise<void> {
  for (const [name, origin] of [['app.public_report_origin', origins.report], ['app.public_booking_origin', origins.booking]]) {
    await backend.db.query(`select set_config($1, $2, false)`, [name, origin]);
    await backend.db.query(`do $$ begin execute format('alter database %I set ${name} = %L', current_database(), '${origin}'); end $$`);
  }
}

type Handler = NonNullable<Parameters<typeof startStaticServer>[0]['handle']>;

async function createBuyerReportHandler(config: () => { backendUrl: string; anonKey: string; businessTimeZone?: string }): Promise<Handler> {
  // The reports app's server code, bundled (as it is deployed), then loaded from the bundle.
  const { buildBuyerReportServer } = await import('@inspection/reports/server');
  const { entry } = await buildBuyerReportServer();
  const { createBuyerReportHandler: create } = (await import(pathToFileURL(entry).href)) as {
    createBuyerReportHandler(options: { config: typeof config }): Handler;
  };
  return create({ config });
}

async function createBookPageHandler(config: () => BuiltRuntimeConfig, distOf: (app: WebAppName) => string): Promise<Handler> {
  // The bookings app's /book page server, bundled as it is deployed; its script is the bookings build's book-client.
  const { buildBookPageServer } = await import('@inspection/bookings/server');
  const { entry } = await buildBookPageServer();
  const { createBookPageHandler: create } = (await import(pathToFileURL(entry).href)) as {
    createBookPageHandler(options: { config: typeof config; clientDir: string }): Handler;
  };
  return create({ config, clientDir: path.join(distOf('bookings'), 'book-client') });
}

export async function serveAll(options: ServeAllOptions): Promise<ServedPlatform> {
  const portOf = (app: WebAppName) => APP_PORTS[app] + (options.portOffset ?? 0);
  const urlOf = (app: WebAppName) => `http://localhost:${portOf(app)}`;
  const backend = options.runningBackend ?? (await startEmbeddedBackend(options));
  await linkMessagesTo(backend, { report: urlOf('reports'), booking: urlOf('bookings') });
  const runtimeConfig = buildRuntimeConfig({
    backendUrl: backend.url.replace('127.0.0.1', 'localhost'),
    anonKey: backend.anonKey,
    businessTimeZone: backend.businessTimeZone,
    origins: Object.fromEntries(WEB_APPS.map((app) => [app, urlOf(app)])),
  });
  const distOf = options.distOf ?? ((app: WebAppName) => path.join(workspaceRoot, 'apps', app, 'dist'));
  const servers = new Map<WebAppName, StaticServer>();

  // The reports origin also renders the buyer's page /report/{bookingId} on the server.
  const buyerReport = await createBuyerReportHandler(() => runtimeConfig);
  // The bookings origin renders the customers' /book page on the server.
  const bookPage = await createBookPageHandler(() => runtimeConfig, distOf);
  const startApp = async (app: WebAppName, { root }: { root?: string } = {}) => {
    if (servers.has(app)) return;
    const server = await startStaticServer({
      root: root ?? distOf(app),
      port: portOf(app),
      runtimeConfig: () => runtimeConfig,
      handle: app === 'reports' ? buyerReport : app === 'bookings' ? bookPage : undefined,
    });
    servers.set(app, server);
  };
  const stopApp = async (app: WebAppName) => {
    const server = servers.get(app);
    servers.delete(app);
    await server?.close();
  };

  try {
    await Promise.all(WEB_APPS.map((app) => startApp(app)));
  } catch (error) {
    await Promise.all(WEB_APPS.map(stopApp));
    await backend.close();
    throw error;
  }

  return {
    backendUrl: runtimeConfig.backendUrl,
    anonKey: backend.anonKey,
    runtimeConfig,
    urlOf,
    stopApp,
    startApp,
    createUser: async (email, password, role) => {
      const { upsertStaffUser } = await import('@inspection/backend/users');
      await upsertStaffUser(backend.db, email, password, { role });
    },
    close: async () => {
      await Promise.all(WEB_APPS.map(stopApp));
      await backend.close();
    },
  };
}
