// The HTTP surface of the embedded backend: the gateway (CORS, request log, API keys, JWTs)
// in front of auth, REST, storage, functions, the upload-URL endpoint and the spreadsheets.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../db/query-interface';
import { handleRest } from '../rest';
import type { JwtCodec } from '../auth/jwt';
import type { ApiKeys } from '../auth/keys';
import { authRoutes } from '../auth/auth-routes';
import type { SessionService } from '../auth/sessions';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { apiKeyGate } from '../gateway/api-key-gate';
import { corsMiddleware } from '../gateway/cors';
import { clientAddressMiddleware, parseTrustedProxies, requestHeadersForSql, type TrustedProxies } from '../gateway/client-address';
import { bodyReader } from '../gateway/read-body';
import { anonymousRpcLimit, createSharedAnonymousRpcLimiter, type AnonymousRpcLimits } from '../gateway/anonymous-rpc-limit';
import { createPublicReportCache } from '../gateway/public-report-cache';
import { requestId, requestLog } from '../gateway/request-log';
import { healthRoutes } from '../operations/health-routes';
import { createMetrics, routeLabel } from '../operations/metrics';
import { answerUnexpectedError } from '../operations/error-log';
import { sheetsWebhook } from '../functions/sheets-webhook';
import { presignRoute } from '../presign/presign-route';
import type { S3Settings } from '../presign/s3-presign';
import { sheetsRoutes, type GoogleSheetsSettings } from '../sheets/sheets-routes';
import { sheetReportLinks } from '../sheets/report-links';
import { summariseBook, summariseGoogle } from '../sheets/spreadsheet-summaries';
import type { SpreadsheetBook } from '../sheets/spreadsheet-book';
import { storageRoutes } from '../storage/storage-routes';
import type { StorageService } from '../storage/storage-service';
import type { UploadTokens } from '../storage/upload-tokens';
import type { AppEnv } from '../app-env';
import { PHOTO_SIZE_LIMIT } from '../config';

export interface AppDeps {
  db: Database;
  jwt: JwtCodec;
  /** The only values the `apikey` header (or `key` query) may carry. */
  apiKeys: ApiKeys;
  sessions: SessionService;
  storage: StorageService;
  uploadTokens: UploadTokens;
  spreadsheets: SpreadsheetBook;
  publicUrl: () => string;
  log: boolean;
  /** Overrides the per-role statement_timeout of REST requests (tests). */
  statementTimeout?: string;
  signInThrottle?: SignInThrottle;
  /** The reverse proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES); none by default. */
  trustedProxies?: TrustedProxies;
  /** Anonymous RPC calls per client network (default ANONYMOUS_RPC_LIMITS); false: none (benches of older figures). */
  anonymousRpcLimits?: Partial<AnonymousRpcLimits> | false;
  s3?: S3Settings;
  google?: GoogleSheetsSettings;
  /** The migrations /ready expects applied (default <repo>/supabase/migrations). */
  migrationsDir?: string;
  /** METRICS_TOKEN: a bearer token that may read /metrics besides admins'. */
  metricsToken?: string;
  /** Realtime's counters for /metrics, once it has started. */
  realtimeStats?: () => { connections: number; channels: number } | undefined;
  /** True once the process is stopping (/ready answers 503). */
  draining?: () => boolean;
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const metrics = createMetrics({ db: deps.db, token: deps.metricsToken, realtimeStats: deps.realtimeStats });
  app.use(requestId());
  app.use(metrics.middleware);
  app.use(clientAddressMiddleware(deps.trustedProxies ?? parseTrustedProxies(undefined)));
  if (deps.log) app.use(requestLog(undefined, routeLabel));
  app.use(corsMiddleware());
  app.use(apiKeyGate(deps.jwt, deps.sessions, deps.apiKeys));
  // Bodies are bounded before anything reads them: REST, RPC, auth and functions take JSON of a
  // few MB at most; storage keeps its 10 MB object limit (plus room for a multipart envelope).
  app.use('/rest/v1/*', jsonBodyLimit(REST_BODY_LIMIT, (c) => c.json(restTooLarge(), 413)));
  for (const path of ['/auth/v1/*', '/api/*', '/functions/v1/*']) {
    app.use(path, jsonBodyLimit(SMALL_BODY_LIMIT, (c) => c.json({ code: 'request_too_large', message: tooLargeMessage(SMALL_BODY_LIMIT) }, 413)));
  }
  app.use('/storage/v1/*', jsonBodyLimit(PHOTO_SIZE_LIMIT + 1024 * 1024, (c) =>
    c.json({ statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' }, 413)));

  if (deps.anonymousRpcLimits !== false) app.use('/rest/v1/rpc/*', anonymousRpcLimit(createSharedAnonymousRpcLimiter(deps.db, deps.anonymousRpcLimits)));
  const publicReports = createPublicReportCache(deps.db);

  app.route('/', healthRoutes({ db: deps.db, migrationsDir: deps.migrationsDir, draining: deps.draining }));
  app.get('/metrics', metrics.handler);

  app.all('/rest/v1/*', async (c) => {
    const problem = c.get('tokenProblem');
    if (problem) {
      return c.json({ code: 'PGRST301', details: null, hint: null, message: problem.message }, 401, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${problem.message}"`,
      });
    }
    const path = c.req.path.slice('/rest/v1'.length) || '/';
    const run = (readBody: () => Promise<string>) => handleRest(c.req.raw, {
      db: deps.db, auth: c.get('auth'), path, statementTimeout: deps.statementTimeout, requestHeaders: requestHeadersForSql(c), readBody,
    });
    // The buyer's report, the same for every anonymous caller: kept while its row is unchanged (gateway/public-report-cache.ts).
    if (path === '/rpc/get_public_report' && c.get('auth').role === 'anon') return publicReports.answer(c.req.raw, bodyReader(c), run);
    return run(bodyReader(c));
  });

  app.route('/auth/v1', authRoutes(deps.db, deps.jwt, deps.sessions, deps.signInThrottle));
  app.route('/storage/v1', storageRoutes(deps.storage, deps.uploadTokens, deps.db));
  const google = deps.google;
  // GET, and POST as functions.invoke('sheets-webhook') sends by default: the same answer and the same check.
  const webhook = sheetsWebhook(
    google
      ? { name: 'Google Sheets API (forwarded with the server key)', describe: () => summariseGoogle(google) }
      : { name: 'embedded spreadsheet service', describe: async () => summariseBook(deps.spreadsheets) },
  );
  app.on(['GET', 'POST'], '/functions/v1/sheets-webhook', webhook);
  app.post('/api/get-s3-presigned-url', presignRoute(deps.storage, deps.uploadTokens, deps.publicUrl, deps.s3));
  app.route('/sheets', sheetsRoutes(deps.spreadsheets, sheetReportLinks(deps.db), deps.google));

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => answerUnexpectedError(error, c));
  return app;
}

export const REST_BODY_LIMIT = 2 * 1024 * 1024;
const SMALL_BODY_LIMIT = 256 * 1024;

const tooLargeMessage = (limit: number) => `Request body too large: at most ${limit / (1024 * 1024)} MB`;
const restTooLarge = () => ({ code: 'PGRST413', message: tooLargeMessage(REST_BODY_LIMIT), details: null, hint: null });

type OnTooLarge = NonNullable<Parameters<typeof bodyLimit>[0]['onError']>;

function jsonBodyLimit(maxSize: number, onError: OnTooLarge): ReturnType<typeof bodyLimit> {
  const limit = bodyLimit({
    maxSize,
    onError: async (c) => {
      await drain(c.req.raw);
      return onError(c);
    },
  });
  // Decided from the request line and headers where they suffice, as bodyLimit itself does, without asking for
  // c.req.raw.body: on the Node server that builds the whole web Request (an AbortController, a stream) on every request.
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next(); // the Node server gives these no body
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(length)) {
      return Number(length) > maxSize ? limit(c, next) : next();
    }
    return limit(c, next);
  };
}

/** Refused bodies up to this size are read and dropped, so the client sees the 413 instead of a reset connection. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

async function drain(request: Request): Promise<void> {
  try {
    if (!request.body || request.bodyUsed || request.body.locked) return;
    const reader = request.body.getReader();
    let read = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > DRAIN_LIMIT) return void (await reader.cancel());
    }
  } catch {
    // The client went away: nothing to answer.
  }
}
