// CORS: by default only the served apps' origins are answered (not every origin, not `null`);
// CORS_ORIGINS replaces the list.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { corsMiddleware } from './cors';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture({ signInStaff: false });

const preflight = (url: string, origin: string) =>
  fetch(url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey' } });

describe('CORS', () => {
  it("answers the apps' origins and no other by default", async () => {
    for (const origin of ['http://localhost:4200', 'http://localhost:4207', 'http://127.0.0.1:4201']) {
      const res = await preflight(`${fx.backend.url}/rest/v1/bookings`, origin);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'null', 'http://localhost:4299']) {
      const res = await preflight(`${fx.backend.url}/rest/v1/bookings`, origin);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      const get = await fetch(`${fx.backend.url}/rest/v1/bookings`, { headers: { origin, apikey: fx.backend.anonKey } });
      expect(get.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('CORS_ORIGINS replaces the list', async () => {
    const saved = process.env.CORS_ORIGINS;
    process.env.CORS_ORIGINS = 'https://console.example.com, https://reports.example.com';
    try {
      const app = new Hono().use(corsMiddleware()).get('/', (c) => c.text('ok'));
      const allowed = await app.request('/', { headers: { origin: 'https://reports.example.com' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://reports.example.com');
      const local = await app.request('/', { headers: { origin: 'http://localhost:4200' } });
      expect(local.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.CORS_ORIGINS;
      else process.env.CORS_ORIGINS = saved;
    }
  });
});
