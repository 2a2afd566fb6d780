// CORS: by default only the served apps' origins are answered (not every origin, not `null`);
// CORS_ORIGINS replaces the list.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cors } from 'hono/cors';
import { EXPOSE_HEADERS, corsMiddleware } from './cors';
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

describe('CORS headers of answers (not preflights)', () => {
  // The reference: hono's cors with the same settings, as the gateway used it for every request before.
  const reference = () => new Hono().use(cors({ origin: (o) => (!o ? '*' : o === 'http://localhost:4200' ? o : null), exposeHeaders: EXPOSE_HEADERS }));
  const ours = () => new Hono().use(corsMiddleware(['http://localhost:4200']));
  const routes = (app: Hono) =>
    app
      .get('/json', (c) => c.json({ ok: true }, 200, { Vary: 'Accept' }))
      .get('/plain', () => new Response('{"a":1}', { status: 206, headers: { 'Content-Type': 'application/json', 'Content-Range': '0-0/*' } }))
      .get('/redirect', () => Response.redirect('http://localhost/elsewhere', 302))
      .get('/fails', () => {
        throw new Error('boom');
      })
      .onError((_e, c) => c.json({ message: 'An unexpected error occurred' }, 500));
  const headersOf = (res: Response) => Object.fromEntries([...res.headers.entries()].sort());

  it('are the same as hono cors sets, for every origin and kind of answer', async () => {
    const [a, b] = [routes(reference()), routes(ours())];
    for (const path of ['/json', '/plain', '/redirect', '/fails', '/missing']) {
      for (const origin of ['http://localhost:4200', 'https://evil.example', undefined]) {
        const init = origin ? { headers: { origin } } : {};
        const [expected, actual] = [await a.request(path, init), await b.request(path, init)];
        expect(actual.status, `${path} ${origin}`).toBe(expected.status);
        expect(headersOf(actual), `${path} ${origin}`).toEqual(headersOf(expected));
        expect(await actual.text()).toBe(await expected.text());
      }
    }
  });
});
