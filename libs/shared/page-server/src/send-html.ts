// Sends a rendered page: compressed when the browser takes it (brotli, else gzip), the length, and the page's own
// caching headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressSync, pageEncoding } from './compression';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

/** `status`: 200, or e.g. 404 for a page that says what is not there (a manage link no booking has). */
export function sendHtml(req: IncomingMessage, res: ServerResponse, html: string, headers: Record<string, string>, status = 200): void {
  const encoding = pageEncoding(req.headers['accept-encoding']);
  const body = compressSync(encoding, html);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    // A page that varies by more (a language from Accept-Language or a cookie) says so in its own Vary.
    Vary: 'Accept-Encoding',
    ...headers,
    'Content-Length': String(body.length),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
