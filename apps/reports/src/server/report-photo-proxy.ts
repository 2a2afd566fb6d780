// The buyer's page shows its photos from its own origin: /report-photos/<path> answers the public object
// inspection-photos/<path> of the backend's storage, so the page's pictures need no second connection (on a phone,
// a new origin costs a TCP handshake before the main picture can start). Only the public buckets a buyer's copy
// shows, only their plain paths: inspection-photos (a booking or form id, an optional thumbs/ folder, a file name)
// and the seeded reports' demo pictures, /report-photos/demo/<folder>/<file> (demo/<folder>/<file>, written by the
// backend at start); nothing private and no other address can be asked through it. The storage's caching and type headers are passed on; its safety headers are always set here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { PublicReport } from '@inspection/reports-model';

export const REPORT_PHOTO_ROUTE = '/report-photos/';
const BUCKET = 'inspection-photos';
const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]{0,200}';
const PHOTO_PATH = new RegExp(`^(?:inspections/)?${SEGMENT}/(?:thumbs/)?${SEGMENT}$`);
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];
// Whatever the storage sends (hosted storage may send neither), a file under the page's origin is never sniffed and
// never runs: an uploaded SVG's script stays inert.
const SAFETY_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox" };

// The demo route first: an inspection photo's path starts with an id (a uuid) or 'inspections', never 'demo'.
const SOURCES = [
  { route: `${REPORT_PHOTO_ROUTE}demo/`, bucket: 'demo', path: new RegExp(`^${SEGMENT}/${SEGMENT}$`) },
  { route: REPORT_PHOTO_ROUTE, bucket: BUCKET, path: PHOTO_PATH },
];

const storagePrefix = (backendUrl: string, bucket: string) => `${backendUrl.replace(/\/+$/, '')}/storage/v1/object/public/${bucket}/`;

/** A photo address of the backend's public photo buckets as the page's own (relative) address; others unchanged. */
export function sameOriginPhotoUrl(url: string, backendUrl: string): string {
  for (const { route, bucket, path } of SOURCES) {
    const prefix = storagePrefix(backendUrl, bucket);
    if (url.startsWith(prefix)) return path.test(url.slice(prefix.length)) ? route + url.slice(prefix.length) : url;
  }
  return url;
}

/** The report with its photos (galleries and sections, so their marks still match) on the page's own origin. */
export function withSameOriginPhotos(report: PublicReport, backendUrl: string): PublicReport {
  const local = (url: string) => sameOriginPhotoUrl(url, backendUrl);
  return {
    ...report,
    images: report.images.map((group) => ({ ...group, urls: group.urls.map(local) })),
    sections: report.sections.map((section) => ({ ...section, images: section.images.map((photo) => ({ ...photo, url: local(photo.url) })) })),
  };
}

/** Answers GET/HEAD /report-photos/<path> from the storage; false for any other request. */
export async function servePhoto(req: IncomingMessage, res: ServerResponse, pathname: string, backendUrl: string): Promise<boolean> {
  if (!pathname.startsWith(REPORT_PHOTO_ROUTE) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const source = SOURCES.find(({ route }) => pathname.startsWith(route))!;
  let path: string;
  try {
    path = decodeURIComponent(pathname.slice(source.route.length));
  } catch {
    path = '';
  }
  if (!source.path.test(path) || path.includes('..')) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return true;
  }
  const conditional = req.headers['if-none-match'];
  let upstream: Response;
  try {
    upstream = await fetch(storagePrefix(backendUrl, source.bucket) + path, {
      method: req.method,
      headers: conditional ? { 'if-none-match': String(conditional) } : {},
    });
  } catch {
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad gateway');
    return true;
  }
  const headers: Record<string, string> = { ...SAFETY_HEADERS };
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers[name] = value;
  }
  // The storage always answers the whole object: a copy the browser already holds is answered here.
  const unchanged = upstream.status === 304 || (upstream.status === 200 && Boolean(conditional) && headers.etag === String(conditional));
  const status = unchanged ? 304 : upstream.status === 200 ? 200 : 404;
  if (status === 304) {
    delete headers['content-length'];
    delete headers['content-type'];
  }
  // Only pictures: anything else the bucket might hold is not shown under the page's origin.
  if (status === 200 && !/^image\//.test(headers['content-type'] ?? '')) {
    await upstream.body?.cancel();
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return true;
  }
  if (status === 404) {
    await upstream.body?.cancel();
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return true;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || status === 304 || !upstream.body) {
    await upstream.body?.cancel();
    res.end();
    return true;
  }
  Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).pipe(res);
  return true;
}
