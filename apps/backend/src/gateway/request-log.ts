// Every request gets an id (the caller's x-request-id, else a new one), answered in the x-request-id header and
// carried to the database as application_name (db/request-context.ts), so one slow request can be followed from the
// log to pg_stat_activity; with logging on, one structured JSON line per request (docs/operations.md#logs).
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/** A caller's id is kept when it is short and plain (it goes into headers, logs and application_name). */
const CALLER_ID = /^[\w.:-]{1,64}$/;

export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const id = given && CALLER_ID.test(given) ? given : randomUUID();
    c.set('requestId', id);
    await next();
    try {
      c.res.headers.set('x-request-id', id);
    } catch {
      // An answer with immutable headers (Response.redirect, a fetched response), as gateway/cors.ts meets them.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('x-request-id', id);
    }
  };
}

export function requestLog(
  write: (line: string) => void = (l) => process.stdout.write(l + '\n'),
  route: (c: Context<AppEnv>) => string = () => '',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: c.res.status >= 500 ? 'error' : 'info',
        request_id: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        route: route(c) || undefined,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 100) / 100,
      }),
    );
  };
}
