// The buyer's report as anonymous callers read it (get_public_report) is the same for every one of them, and the
// booking id is in every buyer link and 'report ready' email: one answer is kept per booking and given again while
// its report row is unchanged (docs/architecture/backend.md#limits). Each call still asks the database one indexed
// question, the row's id, updated_at and whether its link is live now, so switching the link off, letting it expire
// or changing the report (every update sets updated_at) takes effect on the next call; only a live link's answer is
// kept, at most `ttlMs`. Calls of any other shape (select=, Prefer, other arguments) and signed-in callers go through.
import type { Queryable } from '../db/query-interface';

export interface PublicReportCacheLimits {
  ttlMs: number;
  maxEntries: number;
  /** Answers larger than this are not kept. */
  maxBodyBytes: number;
}

export const PUBLIC_REPORT_CACHE_LIMITS: PublicReportCacheLimits = { ttlMs: 30_000, maxEntries: 200, maxBodyBytes: 4 * 1024 * 1024 };

type Entry = { version: string; at: number; status: number; headers: [string, string][]; body: string };
type Run = (readBody: () => Promise<string>) => Promise<Response>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VERSION = `
  select string_agg(r.id::text || '@' || r.updated_at::text, ',' order by r.id) as version,
         coalesce(bool_or(r.public_link_enabled and (r.public_link_expires_at is null or r.public_link_expires_at > now())), false) as live
    from public.inspection_reports r
   where r.booking_id = $1::uuid`;

export interface PublicReportCache {
  /** An anonymous call of /rpc/get_public_report: the kept answer while the report is unchanged, else `run`'s. */
  answer(request: Request, readBody: () => Promise<string>, run: Run): Promise<Response>;
}

export function createPublicReportCache(db: Queryable, limits: Partial<PublicReportCacheLimits> = {}, now: () => number = Date.now): PublicReportCache {
  const { ttlMs, maxEntries, maxBodyBytes } = { ...PUBLIC_REPORT_CACHE_LIMITS, ...limits };
  const entries = new Map<string, Entry>();
  return {
    async answer(request, readBody, run) {
      const body = request.method === 'POST' ? await readBody() : '';
      const again = async () => body;
      const bookingId = plainCall(request, body);
      if (!bookingId) return run(again);
      const { rows } = await db.query<{ version: string | null; live: boolean }>(VERSION, [bookingId]);
      const { version, live } = rows[0] ?? { version: null, live: false };
      if (!version || !live) {
        entries.delete(bookingId);
        return run(again);
      }
      const kept = entries.get(bookingId);
      if (kept && kept.version === version && now() - kept.at < ttlMs) return new Response(kept.body, { status: kept.status, headers: kept.headers });
      const response = await run(again);
      if (response.status !== 200) return response;
      const text = await response.text();
      const headers = [...response.headers.entries()];
      entries.delete(bookingId);
      if (Buffer.byteLength(text) <= maxBodyBytes) {
        entries.set(bookingId, { version, at: now(), status: 200, headers, body: text });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return new Response(text, { status: 200, headers });
    },
  };
}

/** The booking id of a call with nothing but `booking_id` (a JSON body, or the query of a GET), else null. */
function plainCall(request: Request, body: string): string | null {
  if (request.headers.has('prefer')) return null;
  const accept = request.headers.get('accept');
  if (accept && !/^(application\/json|\*\/\*)$/i.test(accept.trim())) return null;
  const url = new URL(request.url);
  if (request.method === 'GET') {
    const keys = [...url.searchParams.keys()];
    const id = url.searchParams.get('booking_id');
    return keys.length === 1 && id && UUID.test(id) ? id.toLowerCase() : null;
  }
  if (request.method !== 'POST' || url.search !== '') return null;
  try {
    const args: unknown = JSON.parse(body);
    if (typeof args !== 'object' || args === null || Array.isArray(args) || Object.keys(args).length !== 1) return null;
    const id = (args as { booking_id?: unknown }).booking_id;
    return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
  } catch {
    return null;
  }
}
