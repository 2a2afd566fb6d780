import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { createApiKeys } from '../auth/keys';
import { anonKeyFor } from '../runtime-keys';
import { requestLog } from '../gateway/request-log';
import { TEST_JWT_SECRET } from '../testing/start-test-backend';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const rest = (path: string, headers: Record<string, string>) => fetch(`${fx.backend.url}/rest/v1${path}`, { headers });
const secret = new TextEncoder().encode(TEST_JWT_SECRET);

describe('API keys', () => {
  it('are HS256 JWTs for anon and service_role, the same for the same secret', () => {
    const keys = createApiKeys(TEST_JWT_SECRET);
    expect(keys).toEqual({ anonKey: fx.backend.anonKey, serviceRoleKey: fx.backend.serviceRoleKey });
    expect(anonKeyFor(TEST_JWT_SECRET)).toBe(fx.backend.anonKey);
    const payload = JSON.parse(Buffer.from(keys.anonKey.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ iss: 'supabase-demo', role: 'anon' });
    expect(payload.exp - Date.now() / 1000).toBeGreaterThan(365 * 86400);
    expect(createApiKeys('another-secret-another-secret-another-secret').anonKey).not.toBe(keys.anonKey);
  });

  it('are required on every route but /health', async () => {
    const health = await fetch(`${fx.backend.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: fx.backend.db.kind });

    for (const path of ['/rest/v1/bookings', '/auth/v1/settings', '/storage/v1/bucket/inspection-photos']) {
      const res = await fetch(`${fx.backend.url}${path}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
    }
    const wrong = await rest('/bookings', { apikey: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
  });
});

describe('the bearer token decides the role', () => {
  it('anon sees no staff data; a staff session and the service key do', async () => {
    const anon = await rest('/inspection_types?select=id', { apikey: fx.backend.anonKey });
    const anonRows = anon.status === 200 ? ((await anon.json()) as unknown[]) : [];
    expect(anonRows).toEqual([]);
    const staff = await rest('/inspection_types?select=id', { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}` });
    expect(staff.status).toBe(200);
    expect(((await staff.json()) as unknown[]).length).toBeGreaterThan(0);
    const service = await rest('/inspection_types?select=id', { apikey: fx.backend.serviceRoleKey, authorization: `Bearer ${fx.backend.serviceRoleKey}` });
    expect(((await service.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('refuses a malformed, forged or expired JWT on /rest with 401 PGRST301', async () => {
    const forged = await new SignJWT({ role: 'authenticated' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)));
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000', exp: past }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    for (const [token, message] of [
      ['not-a-jwt', /JWSError/],
      [forged, /JWSInvalidSignature/],
      [expired, /JWT expired/],
    ] as const) {
      const res = await rest('/bookings', { apikey: fx.backend.anonKey, authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('PGRST301');
      expect(body.message).toMatch(message);
    }
  });

  it('refuses a JWT whose role is not one of the API roles', async () => {
    const token = await new SignJWT({ role: 'postgres' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(secret);
    const res = await rest('/bookings', { apikey: fx.backend.anonKey, authorization: `Bearer ${token}` });
    expect(res.status).toBe(401);
  });

  it('reports the same error through supabase-js', async () => {
    const client = fx.backend.client();
    const { error, status } = await client.from('bookings').select('id').setHeader('Authorization', 'Bearer broken');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST301' });
  });
});

describe('CORS', () => {
  it('answers preflights from the app origins with the Supabase headers', async () => {
    for (const origin of ['http://localhost:4200', 'http://localhost:4207', 'http://127.0.0.1:4203']) {
      const res = await fetch(`${fx.backend.url}/rest/v1/bookings`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'apikey,authorization,prefer,content-type,x-client-info' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = res.headers.get('access-control-allow-headers')!.split(',');
      for (const header of ['authorization', 'apikey', 'x-client-info', 'prefer', 'accept-profile', 'content-profile', 'x-supabase-api-version', 'range', 'content-type', 'x-upsert', 'cache-control']) {
        expect(allowed).toContain(header);
      }
      expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,PATCH,PUT,DELETE,HEAD,OPTIONS');
    }
  });

  it('exposes Content-Range on real responses, errors included', async () => {
    const res = await fetch(`${fx.backend.url}/rest/v1/inspection_types?select=id`, {
      headers: { origin: 'http://localhost:4201', apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}`, prefer: 'count=exact' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4201');
    expect(res.headers.get('access-control-expose-headers')).toContain('content-range');
    expect(res.headers.get('content-range')).toMatch(/^0-\d+\/\d+$/);
    const denied = await fetch(`${fx.backend.url}/rest/v1/bookings`, { headers: { origin: 'http://localhost:4203' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('http://localhost:4203');
  });
});

describe('other routes', () => {
  it('answers unknown paths with 404', async () => {
    const res = await fetch(`${fx.backend.url}/nothing-here`, { headers: { apikey: fx.backend.anonKey } });
    expect(res.status).toBe(404);
  });

  it('writes one JSON log line per request', async () => {
    const lines: string[] = [];
    const app = new Hono().use(requestLog((line) => lines.push(line))).get('/x', (c) => c.text('ok', 201));
    await app.request('/x');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ method: 'GET', path: '/x', status: 201, ms: expect.any(Number) });
  });
});
