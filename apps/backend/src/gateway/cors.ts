// CORS for the apps' origins: by default the served web apps (ports 4200-4207 on localhost and
// 127.0.0.1); CORS_ORIGINS (a comma-separated list) replaces that list for a deployment. Other
// origins, `null` included, get no CORS headers, so their pages cannot read the answers.
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

export function corsMiddleware(allowedOrigins = parseOrigins(process.env.CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS) {
  const allowed = new Set(allowedOrigins);
  return cors({
    origin: (origin) => {
      if (!origin) return '*';
      return allowed.has(origin) ? origin : null;
    },
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: ['content-range', 'x-supabase-api-version', 'content-location', 'location'],
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'],
    maxAge: 86400,
  });
}

function parseOrigins(value: string | undefined): string[] | undefined {
  const list = value?.split(',').map((s) => s.trim()).filter(Boolean);
  return list && list.length > 0 ? list : undefined;
}
