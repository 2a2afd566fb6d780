// CORS for the apps' origins. In development every origin is reflected; CORS_ORIGINS (a
// comma-separated list) narrows it for a deployment.
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

export function corsMiddleware(allowedOrigins = parseOrigins(process.env.CORS_ORIGINS)) {
  return cors({
    origin: (origin) => {
      if (!origin) return '*';
      return !allowedOrigins || allowedOrigins.includes(origin) ? origin : null;
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
