// A small static server for one built web app, as a CDN or object store would serve it: CORS open (remotes are
// fetched cross-origin by the shell), SPA fallback to index.html, no-cache on the files that name other files
// (index.html, mf-manifest.json, remoteEntry.js, runtime-config.json), immutable hashed assets, gzip.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import type { AddressInfo } from 'node:net';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Served at /runtime-config.json instead of a file (each deployment's own configuration). */
  runtimeConfig?: () => unknown;
  /** Answers some requests itself (the reports origin's server-rendered buyer's page); false = not handled. */
  handle?: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /\.(html|m?js|css|json|svg|txt|map)$/;
const HASHED = /\.[0-9a-f]{8,}\.(m?js|css|png|jpe?g|svg|webp|woff2?)$/;

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(status, { ...headers, Vary: 'Accept-Encoding', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
  if (req.method === 'HEAD') return res.end();
  if (!gzip) return res.end(body);
  const zip = createGzip();
  zip.pipe(res);
  zip.end(body);
}

const gzipBuffer = promisify(gzip);
/** Each file gzipped once per version of it (size and time of change), not once per request: every end-to-end test
 * starts with an empty browser cache and asks for the same bundles again. */
const gzipped = new Map<string, { version: string; body: Promise<Buffer> }>();

function gzippedFile(file: string, info: Stats): Promise<Buffer> {
  const version = `${info.size}:${info.mtimeMs}`;
  const cached = gzipped.get(file);
  if (cached?.version === version) return cached.body;
  const body = readFile(file).then((raw) => gzipBuffer(raw));
  gzipped.set(file, { version, body });
  // A failed read is not kept (unless a newer version has replaced it meanwhile).
  body.catch(() => gzipped.get(file)?.body === body && gzipped.delete(file));
  return body;
}

async function resolveFile(root: string, urlPath: string): Promise<{ file: string; info: Stats } | null> {
  const decoded = decodeURIComponent(urlPath);
  const candidate = path.normalize(path.join(root, decoded));
  if (!candidate.startsWith(root)) return null;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return { file: candidate, info };
    if (info.isDirectory()) {
      const index = path.join(candidate, 'index.html');
      const indexInfo = await stat(index).catch(() => null);
      if (indexInfo?.isFile()) return { file: index, info: indexInfo };
    }
  } catch {
    // not a file: fall through to the SPA fallback
  }
  // Paths that look like files (an extension) are real 404s; anything else is a client-side route.
  if (path.extname(decoded)) return null;
  const index = path.join(root, 'index.html');
  return { file: index, info: await stat(index) };
}

export function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const host = options.host;

  const server: Server = createServer(async (req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...cors, Allow: 'GET, HEAD, OPTIONS' });
        return res.end();
      }
      const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (urlPath === '/runtime-config.json' && options.runtimeConfig) {
        const headers = { ...cors, 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': 'no-cache' };
        return send(req, res, 200, headers, JSON.stringify(options.runtimeConfig(), null, 2));
      }
      if (options.handle && (await options.handle(req, res, urlPath))) return;
      const resolved = await resolveFile(root, urlPath);
      if (!resolved) {
        return send(req, res, 404, { ...cors, 'Content-Type': CONTENT_TYPES['.txt'], 'Cache-Control': 'no-cache' }, 'Not found');
      }
      const ext = path.extname(resolved.file);
      const headers: Record<string, string> = {
        ...cors,
        'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(resolved.file),
      };
      const compress = COMPRESSIBLE.test(resolved.file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (compress) {
        const body = await gzippedFile(resolved.file, resolved.info);
        res.writeHead(200, { ...headers, Vary: 'Accept-Encoding', 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      res.writeHead(200, { ...headers, Vary: 'Accept-Encoding' });
      if (req.method === 'HEAD') return res.end();
      const stream = createReadStream(resolved.file);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, cors);
      res.end(String(error));
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
