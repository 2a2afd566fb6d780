// @vitest-environment node
// The buyer's page's photos from its own origin: /report-photos/<path> answers the public photo bucket's object
// (real embedded backend storage), nothing else; the page's addresses point there, marks rounded; the page's head is
// sent before its body is rendered.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamHtml } from '@inspection/page-server';
import { parsePublicReport } from '@inspection/reports-model';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/backend/testing';
import { createBuyerReportHandler } from './buyer-report-handler';
import { servePhoto } from './report-photo-proxy';
import { buyerPageReport } from './buyer-page-report';
import { renderBuyerPage } from './render-buyer-page';

const FOLDER = '44444444-4444-4444-8444-000000000001';
const PHOTO = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4, 87, 69, 66, 80]);

const listen = async (server: Server) => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('/report-photos/ on the reports origin', () => {
  let backend: TestBackend;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    backend = await startTestBackend();
    const staff = await backend.staffClient();
    const bucket = staff.storage.from('inspection-photos');
    for (const [path, body, contentType] of [
      [`${FOLDER}/car.webp`, PHOTO, 'image/webp'],
      [`${FOLDER}/thumbs/car.webp`, PHOTO.slice(0, 6), 'image/webp'],
    ] as const) {
      const { error } = await bucket.upload(path, body, { contentType, upsert: true });
      if (error) throw error;
    }
    const handle = createBuyerReportHandler({ config: () => ({ backendUrl: backend.url, anonKey: backend.anonKey }) });
    server = createServer(async (req, res) => {
      if (!(await handle(req, res, new URL(req.url ?? '/', 'http://x').pathname))) res.writeHead(299).end('static');
    });
    origin = await listen(server);
  }, BACKEND_START_TIMEOUT);

  afterAll(async () => {
    server?.close();
    await backend?.close();
  });

  it('answers a photo and its thumbnail with the storage headers, HEAD and If-None-Match too', { timeout: 30_000 }, async () => {
    const photo = await fetch(`${origin}/report-photos/${FOLDER}/car.webp`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PHOTO);
    const thumbnail = await fetch(`${origin}/report-photos/${FOLDER}/thumbs/car.webp`);
    expect(new Uint8Array(await thumbnail.arrayBuffer())).toEqual(PHOTO.slice(0, 6));
    const head = await fetch(`${origin}/report-photos/${FOLDER}/car.webp`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    const etag = photo.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${origin}/report-photos/${FOLDER}/car.webp`, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
  });

  it("answers the seeded reports' demo pictures (the backend's public demo bucket), inert", { timeout: 30_000 }, async () => {
    const picture = await fetch(`${origin}/report-photos/demo/cars/car-01-side.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(picture.headers.get('content-security-policy')).toContain('sandbox');
    expect(await picture.text()).toContain('<svg');
  });

  it('answers nothing else: no missing photo, no other path or bucket', { timeout: 30_000 }, async () => {
    for (const path of [
      'demo/cars/missing.svg',
      'demo/cars/a/car-01-side.svg',
      'demo/car-01-side.svg',
      'demo/cars/..%2F..%2Finspection-photos%2Fx.webp',
      'avatars/someone/face.webp',
      `${FOLDER}/missing.webp`,
      `${FOLDER}/a/b/car.webp`,
      `${FOLDER}/..%2F..%2Fdemo%2Fcars%2Fcar-01-side.svg`,
      'car.webp',
    ]) {
      const response = await fetch(`${origin}/report-photos/${path}`);
      expect([path, response.status]).toEqual([path, 404]);
    }
    expect((await fetch(`${origin}/report-photos/${FOLDER}/car.webp`, { method: 'POST' })).status).toBe(299);
  });
});

describe("the buyer's page's photo addresses and marks", () => {
  const storage = 'http://localhost:54321/storage/v1/object/public/inspection-photos';
  const pen = { type: 'freehand', color: '#2563eb', points: [{ x: 0.1, y: 0.7123701979627262 }, { x: 0.12000000000000001, y: 0.7239712769302101 }] };
  const report = parsePublicReport({
    booking_id: FOLDER,
    images: [
      { title: 'Main Picture', urls: [`${storage}/${FOLDER}/car.webp`] },
      { title: 'Other', urls: ['https://elsewhere.example/car.webp', 'http://localhost:54321/storage/v1/object/public/demo/cars/car-01-rear.svg'] },
    ],
    inspection_results: [{ id: 'ext', title: 'Exterior', fields: [], images: [{ url: `${storage}/${FOLDER}/car.webp`, annotations: [pen] }] }],
  })!;

  it('points the photos at /report-photos/ (main picture preload, srcset, links), others unchanged, pen points rounded', () => {
    const html = renderBuyerPage({ report: buyerPageReport(report, 'http://localhost:54321'), css: '' });
    expect(html).toContain(`<link rel="preload" as="image" href="/report-photos/${FOLDER}/car.webp" fetchpriority="high">`);
    expect(html).toContain(`/report-photos/${FOLDER}/thumbs/car.webp 400w, /report-photos/${FOLDER}/car.webp 1600w`);
    expect(html).toContain(`href="/report-photos/${FOLDER}/car.webp"`);
    expect(html).toContain('https://elsewhere.example/car.webp');
    expect(html).toContain('href="/report-photos/demo/cars/car-01-rear.svg"');
    expect(html).not.toContain('/storage/v1/');
    expect(html).toContain('points="0.1,0.7124 0.12,0.724"');
  });
});

describe('streamHtml', () => {
  it.each([['gzip'], ['identity']])('sends the head before the body is rendered (%s)', { timeout: 30_000 }, async (encoding) => {
    let sentBeforeRest = 0;
    // 6,000 characters that gzip cannot shrink below 3,000 bytes
    const first = `<head>${randomBytes(3000).toString('hex')}</head>`;
    const server = createServer((req, res) => {
      void streamHtml(req, res, first, () => {
        sentBeforeRest = res.socket?.bytesWritten ?? 0;
        return '<body>rest</body>';
      }, { 'X-Test': '1' });
    });
    const url = await listen(server);
    try {
      const response = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
      const bytes = Buffer.from(await response.arrayBuffer());
      // fetch decodes gzip itself; the header says what was sent
      expect(response.headers.get('content-encoding')).toBe(encoding === 'gzip' ? 'gzip' : null);
      expect(bytes.toString()).toBe(`${first}<body>rest</body>`);
      expect(response.headers.get('x-test')).toBe('1');
      // the first part was on the wire before the body was rendered
      expect(sentBeforeRest).toBeGreaterThan(3000);
    } finally {
      server.close();
    }
  });
});

describe('/report-photos/ behind a storage that sends no safety headers (hosted storage may not)', () => {
  it('still answers an SVG as inert: nosniff and a sandboxing CSP from the page server itself', async () => {
    const storage = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    });
    const storageUrl = await listen(storage);
    const page = createServer((req, res) => void servePhoto(req, res, new URL(req.url!, 'http://x').pathname, storageUrl));
    const pageUrl = await listen(page);
    try {
      const answer = await fetch(`${pageUrl}/report-photos/${FOLDER}/drawing.svg`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    } finally {
      page.close();
      storage.close();
    }
  });
});

