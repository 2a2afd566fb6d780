// Behind a reverse proxy every request comes from the proxy's socket: the per-address limits (sign-in, public
// booking) would count all clients as one. X-Forwarded-For names the client only when the socket is a configured
// trusted proxy (TRUSTED_PROXIES); from anyone else the header is ignored, as a client could write any address.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import type { TestBackend } from '../testing/start-test-backend';
import { parseTrustedProxies, resolveClientAddress } from './client-address';

// Node's fetch may reach localhost over IPv4 or IPv6: both loopbacks are the proxy here.
const PER_ADDRESS = 5;
const behindProxy = backendFixture({ start: { trustedProxies: '127.0.0.0/8, ::1', signInLimits: { perAddress: PER_ADDRESS } }, signInStaff: false });
const atTheEdge = backendFixture({ start: { signInLimits: { perAddress: PER_ADDRESS } }, signInStaff: false });

/** Failed sign-ins of different emails, each from the forwarded address 203.0.<n>.113 (a network of its own, as the
 * throttle counts per /24): the statuses. */
async function sprayFrom(backend: TestBackend, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 1; n <= count; n++) {
    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'x-forwarded-for': `203.0.${n}.113` },
      body: JSON.stringify({ email: `nobody${n}@example.com`, password: 'wrong-password' }),
    });
    statuses.push(res.status);
  }
  return statuses;
}

/** The client address SQL reads from request.headers, as the public booking limits do. */
async function addressSqlSees(backend: TestBackend, forwardedFor?: string): Promise<string> {
  const res = await fetch(`${backend.url}/rest/v1/rpc/probe_client_address`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: '{}',
  });
  expect(res.status).toBe(200);
  return res.json();
}

async function installProbe(backend: TestBackend) {
  await backend.db.query(`create or replace function public.probe_client_address() returns text language sql stable
    as $$ select current_setting('request.headers', true)::json->>'x-forwarded-for' $$`);
  await backend.db.query(`grant execute on function public.probe_client_address() to anon`);
  await backend.reloadSchema();
}

describe('the client address behind a trusted proxy', () => {
  it('is the address the proxy forwarded (the nearest hop that is not itself a proxy)', async () => {
    await installProbe(behindProxy.backend);
    expect(await addressSqlSees(behindProxy.backend, '203.0.113.7')).toBe('203.0.113.7');
    // The client's own claim (leftmost) proves nothing; the proxy appended the address it saw.
    expect(await addressSqlSees(behindProxy.backend, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    // Without the header, the proxy's own address.
    expect(await addressSqlSees(behindProxy.backend)).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  it('the sign-in throttle counts each forwarded client on its own', async () => {
    expect(await sprayFrom(behindProxy.backend, PER_ADDRESS * 2)).not.toContain(429);
  }, 120_000);
});

describe('the client address from an untrusted peer', () => {
  it('is the socket\'s: X-Forwarded-For is ignored', async () => {
    await installProbe(atTheEdge.backend);
    expect(await addressSqlSees(atTheEdge.backend, '203.0.113.7')).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  it('the sign-in throttle counts the socket: rotating the header does not reset its failures', async () => {
    expect(await sprayFrom(atTheEdge.backend, PER_ADDRESS * 2)).toContain(429);
  }, 120_000);
});

describe('resolveClientAddress', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8,2001:db8::/32,192.0.2.1');
  it('reads X-Forwarded-For from the nearest hop back, through trusted proxies only', () => {
    expect(resolveClientAddress('10.1.2.3', '198.51.100.9, 203.0.113.5, 10.9.9.9', trusted)).toBe('203.0.113.5');
    expect(resolveClientAddress('::ffff:192.0.2.1', '203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(resolveClientAddress('2001:db8::1', '2001:0db8:ffff::2, 2a00:1450::1', trusted)).toBe('2a00:1450::1');
    expect(resolveClientAddress('10.1.2.3', undefined, trusted)).toBe('10.1.2.3');
    expect(resolveClientAddress('10.1.2.3', 'not-an-address', trusted)).toBe('10.1.2.3');
    expect(resolveClientAddress('203.0.113.5', '10.1.2.3', trusted)).toBe('203.0.113.5');
    expect(resolveClientAddress('127.0.0.1', '203.0.113.5', parseTrustedProxies(undefined))).toBe('127.0.0.1');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or a CIDR range', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0.0/x', '::1/129']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
