// The client's address, as SQL sees it: PostgREST hands the request's headers to the database in the
// request.headers setting, and hosted Supabase's gateway puts the client's address first in x-forwarded-for.
// The embedded backend is the edge itself, so it writes x-forwarded-for from the socket, whatever the client
// sent: the public booking functions count their limits per address (migration 0034) and must not be fooled.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The socket's remote address ('unknown' when not behind the Node server, e.g. app.request in tests). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Credentials stay out of the database's settings; everything else is passed on as PostgREST does. */
const WITHHELD = new Set(['authorization', 'apikey', 'cookie', 'x-forwarded-for', 'x-real-ip', 'forwarded']);

export function requestHeadersForSql(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    if (!WITHHELD.has(name)) headers[name] = value;
  });
  headers['x-forwarded-for'] = clientAddress(c);
  return headers;
}
