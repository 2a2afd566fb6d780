// The client's address, as SQL sees it: PostgREST hands the request's headers to the database in the
// request.headers setting, and hosted Supabase's gateway puts the client's address first in x-forwarded-for.
// The embedded backend is the edge, or stands behind reverse proxies the operator names (TRUSTED_PROXIES):
// X-Forwarded-For counts only as far as it was written by those, else the socket's address is the client's,
// whatever the client sent. The sign-in throttle and the public booking functions (migration 0034) count their
// limits per address and must not be fooled, nor made global by a proxy (docs/architecture/backend.md#limits).
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../app-env';
import { StartupError } from '../startup-error';

/** Which peers may say who the client is; empty: none (the backend is the edge). */
export interface TrustedProxies {
  has(address: string): boolean;
}

/** TRUSTED_PROXIES: comma-separated addresses and CIDR ranges (IPv4 or IPv6), e.g. `10.0.0.0/8,::1`. */
export function parseTrustedProxies(list: string | undefined): TrustedProxies {
  const blocks = new BlockList();
  for (const entry of (list ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxPrefix = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxPrefix && /^\d+$/.test(bits)))) {
      throw new StartupError(`TRUSTED_PROXIES: not an address or a CIDR range: ${entry}`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, prefix, type);
  }
  return {
    has(address) {
      const family = isIP(address);
      return family !== 0 && blocks.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d: the same client as a.b.c.d. */
const plain = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

/**
 * The client of a request that came from `socket`: the socket's address, unless it is a trusted proxy; then the
 * X-Forwarded-For entries are read from the nearest hop back, and the first that is not a trusted proxy is the client
 * (entries further left were written by whoever sent the request, and prove nothing). An entry that is not an
 * address ends the walk at the last trusted hop.
 */
export function resolveClientAddress(socket: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  let client = plain(socket);
  if (!forwardedFor || !trusted.has(client)) return client;
  const hops = forwardedFor.split(',').map((hop) => plain(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isIP(hops[i])) break;
    client = hops[i];
    if (!trusted.has(client)) break;
  }
  return client;
}

/** The socket's remote address ('unknown' when not behind the Node server, e.g. app.request in tests). */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Resolves the client's address once per request, for every service behind the gateway (c.get('clientAddress')). */
export function clientAddressMiddleware(trusted: TrustedProxies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientAddress', resolveClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trusted));
    await next();
  };
}

/** Credentials stay out of the database's settings; everything else is passed on as PostgREST does. */
const WITHHELD = new Set(['authorization', 'apikey', 'cookie', 'x-forwarded-for', 'x-real-ip', 'forwarded']);

export function requestHeadersForSql(c: Context<AppEnv>): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    if (!WITHHELD.has(name)) headers[name] = value;
  });
  headers['x-forwarded-for'] = c.get('clientAddress') ?? socketAddress(c);
  const id = c.get('requestId');
  if (id) headers['x-request-id'] = id;
  return headers;
}
