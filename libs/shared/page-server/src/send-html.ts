// Sends a rendered page: gzip when the browser takes it, the length, and the page's own caching headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

export function sendHtml(req: IncomingMessage, res: ServerResponse, html: string, headers: Record<string, string>): void {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(html) : Buffer.from(html);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    // A page that varies by more (a language from Accept-Language or a cookie) says so in its own Vary.
    Vary: 'Accept-Encoding',
    ...headers,
    'Content-Length': String(body.length),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
