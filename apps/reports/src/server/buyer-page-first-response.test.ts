// @vitest-environment node
// What the buyer's page sends first, so its main picture comes early on a slow phone: the HTML compressed with
// brotli where the browser takes it (the report of 20 annotated photos then fits TCP's first window), the main
// picture preloaded, eager and of high priority, and the photo thumbnails held back until it is on screen (only
// where script runs).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageEncoding, sendHtml, streamHtml } from '@inspection/page-server';
import { createBuyerReportHandler } from './buyer-report-handler';
import { parsePublicReport } from '@inspection/reports-model';
import { PHOTOS_WAIT_CSS } from './photo-reveal-script';
import { renderBuyerPage } from './render-buyer-page';

const FOLDER = '44444444-4444-4444-8444-000000000001';
const arrow = { type: 'arrow', points: [{ x: 0.1, y: 0.2 }, { x: 0.5, y: 0.6 }], color: '#dc2626' };

const listen = async (server: Server) => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** The answer as sent: status, headers and the bytes on the wire (not decoded). */
function raw(url: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

describe('the encoding of a server-rendered page', () => {
  it('is brotli when the browser takes it, else gzip, else none; a coding refused with q=0 is not used', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('BR')).toBe('br');
    expect(pageEncoding(undefined)).toBe('identity');
    expect(pageEncoding('identity')).toBe('identity');
  });

  it('streams the head and then the body in brotli, and sends a whole page in brotli', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/whole') sendHtml(req, res, '<p>whole</p>', {});
      else void streamHtml(req, res, '<head></head>', () => '<body>rest</body>', {});
    });
    const url = await listen(server);
    try {
      const streamed = await raw(url, 'gzip, deflate, br');
      expect(streamed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(streamed.bytes).toString()).toBe('<head></head><body>rest</body>');
      const whole = await raw(`${url}/whole`, 'br');
      expect(whole.headers['content-encoding']).toBe('br');
      expect(whole.headers['content-length']).toBe(String(whole.bytes.length));
      expect(brotliDecompressSync(whole.bytes).toString()).toBe('<p>whole</p>');
    } finally {
      server.close();
    }
  });
});

describe("the buyer's page's first response (the sample report: no backend asked)", () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const handle = createBuyerReportHandler({ config: () => ({ backendUrl: 'http://127.0.0.1:9', anonKey: 'unused' }) });
    server = createServer(async (req, res) => {
      if (!(await handle(req, res, new URL(req.url ?? '/', 'http://x').pathname))) res.writeHead(299).end('static');
    });
    origin = await listen(server);
  });

  afterAll(() => server?.close());

  it('comes in brotli, smaller than gzip', { timeout: 30_000 }, async () => {
    const br = await raw(`${origin}/report/sample`, 'gzip, deflate, br, zstd');
    const gzip = await raw(`${origin}/report/sample`, 'gzip, deflate');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.bytes).toString()).toContain('Report #SAMPLE01');
    expect(br.bytes.length).toBeLessThan(gzip.bytes.length);
  });

  it('comes whole, with its length: its connection is free for the main picture once the page is in', { timeout: 30_000 }, async () => {
    const br = await raw(`${origin}/report/sample`, 'gzip, deflate, br, zstd');
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(br.headers['content-length']).toBe(String(br.bytes.length));
  });
});

describe("the buyer's page's main picture and thumbnails", () => {
  const photo = (name: string) => `/report-photos/${FOLDER}/${name}.webp`;
  const report = parsePublicReport({
    booking_id: FOLDER,
    vehicle_info: { brand: 'Toyota', model: 'Camry', year: '2021', fields: [] },
    images: [{ title: 'Main Picture', urls: [photo('main')] }, { title: 'Exterior Photos', urls: [photo('a'), photo('b'), photo('c')] }],
    inspection_results: [{ id: 'ext', title: 'Exterior', fields: [], images: [{ url: photo('a'), annotations: [arrow] }, { url: photo('b') }] }],
  })!;

  it('preloads the main picture and shows it eager with high priority; the thumbnails are lazy and held back', () => {
    const html = renderBuyerPage({ report, css: '' });
    const main = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1];
    expect(main).toBeTruthy();
    const hero = html.match(/<img [^>]*fetchPriority="high"[^>]*>/g) ?? [];
    expect(hero).toHaveLength(1);
    expect(main).toBe(photo('main'));
    expect(hero[0]).toContain(`src="${main}"`);
    expect(hero[0]).toContain('loading="eager"');
    expect(hero[0]).not.toContain('loading="lazy"');
    // every photo behind a link (the galleries and sections) is lazy
    const linked = html.match(/<a [^>]*data-photo-viewer=""[^>]*>(?:<span[^>]*>)?<img [^>]*>/g) ?? [];
    expect(linked).toHaveLength(6);
    for (const photo of linked) expect(photo).toContain('loading="lazy"');
    // held back on screens where script runs, until the script at the end lifts it
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('</head>\n<body data-photos-wait>\n');
    expect(html).toContain(PHOTOS_WAIT_CSS);
    expect(PHOTOS_WAIT_CSS).toMatch(/^@media screen and \(scripting:enabled\)\{/);
    expect(html.slice(html.lastIndexOf('<script>'))).toContain("root.removeAttribute('data-photos-wait')");
  });

  it("names the product's icon inline, so the browser asks for no /favicon.ico beside the main picture", () => {
    const html = renderBuyerPage({ report, css: '' });
    const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)">/.exec(html)?.[1];
    expect(icon).toBeTruthy();
    const file = readFileSync(new URL('../../../../tools/build/favicon.svg', import.meta.url), 'utf8').trim();
    expect(decodeURIComponent(icon!).replace(/'/g, '"')).toBe(file);
  });

  it('holds nothing back on a report without a main picture', () => {
    const html = renderBuyerPage({ report: { ...report, images: report.images.slice(1) }, css: '' });
    expect(html).toContain('</head>\n<body>\n');
    expect(html).not.toContain('scripting:enabled');
  });
});
