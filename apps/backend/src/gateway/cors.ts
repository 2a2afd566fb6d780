// CORS for the apps' origins: by default the served web apps (ports 4200-4207 on localhost and
// 127.0.0.1); CORS_ORIGINS (a comma-separated list) replaces that list for a deployment. Other
// origins, `null` included, get no CORS headers, so their pages cannot read the answers.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'prefer',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'range',
  'content-type',
  'x-upsert',
  'cache-control',
  'x-retry-count',
  'x-metadata',
  'accept',
];

const APP_PORTS = [4200, 4201, 4202, 4203, 4204, 4205, 4206, 4207];
export const DEFAULT_CORS_ORIGINS = APP_PORTS.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

// x-request-id: a page's error report can name the request (docs/operations.md#logs).
export const EXPOSE_HEADERS = ['content-range', 'x-supabase-api-version', 'content-location', 'location', 'x-request-id'];

export function corsMiddleware(allowedOrigins = parseOrigins(process.env.CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  const originFor = (origin: string) => {
    if (!origin) return '*';
    return allowed.has(origin) ? origin : null;
  };
  const preflight = cors({
    origin: originFor,
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSE_HEADERS,
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'],
    maxAge: 86400,
  });
  const expose = EXPOSE_HEADERS.join(',');
  // Other requests get the headers hono's cors sets, but on the answer once it is made: hono's cors sets them on
  // the context's response before the handler runs, and merging them into the handler's answer rebuilds it as a
  // streamed web Response (the Node server then pipes every body through a web stream instead of writing it).
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const allowOrigin = originFor(c.req.header('origin') || '');
    await next();
    const apply = (headers: Headers) => {
      if (allowOrigin) headers.set('Access-Control-Allow-Origin', allowOrigin);
      headers.set('Access-Control-Expose-Headers', expose);
      headers.append('Vary', 'Origin');
    };
    try {
      apply(c.res.headers);
    } catch {
      // An answer with immutable headers (Response.redirect, a fetched response): a copy of it takes them.
      c.res = new Response(c.res.body, c.res);
      apply(c.res.headers);
    }
  };
}

function parseOrigins(value: string | undefined): string[] | undefined {
  const list = value?.split(',').map((s) => s.trim()).filter(Boolean);
  return list && list.length > 0 ? list : undefined;
}
