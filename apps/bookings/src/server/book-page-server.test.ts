// @vitest-environment node
// The server-rendered /book page: HTML that already shows the first step (the two booking choices and the type
// cards with their prices) before any script runs, against the real embedded backend (get_public_inspection_types
// as the anonymous role); the types kept for a short while.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The backend's declared test entry: Nx counts the backend among this app's test dependencies.
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/backend/testing';
import { createBookPageHandler } from './book-page-handler';

const CLIENT = { js: ['/book-client/static/js/lib-react.0123456789.js', '/book-client/static/js/book.0123456789.js'], css: [] };

describe('the /book page rendered on the server', () => {
  let backend: TestBackend;
  let server: Server;
  let origin: string;
  let clock = 1_000_000;

  beforeAll(async () => {
    backend = await startTestBackend();
    const handle = createBookPageHandler({
      config: () => ({ backendUrl: backend.url, anonKey: backend.anonKey, businessTimeZone: 'Asia/Dubai', mapTilesUrl: '' }),
      loadClient: async () => CLIENT,
      now: () => clock,
    });
    server = createServer(async (req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      if (!(await handle(req, res, pathname))) res.writeHead(299).end('static');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, BACKEND_START_TIMEOUT);

  afterAll(async () => {
    server?.close();
    await backend?.close();
  });

  it('answers HTML with the first step in it: heading, booking choices, type cards with prices', { timeout: 30_000 }, async () => {
    const response = await fetch(`${origin}/book`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Book a Vehicle Inspection</title>');
    expect(html).toContain('Book a Vehicle Inspection</h1>');
    expect(html).toContain('Our inspectors come to your location for free');
    expect(html).toContain('Prices in AED plus VAT');
    expect(html).toContain('I need help coordinating with the seller');
    expect(html).toContain('Standard 120-point');
    expect(html).toContain('Duration: 90 minutes');
    expect(html).toContain('AED 399');
    expect(html).toContain('AED 499');
    expect(html).toContain('Popular');
    expect(html).toContain('Road test');
    // CSS inline, the page's scripts not fetched with it, the types and the backend's public settings as JSON
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*\.bg-slate-50\{/);
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toMatch(/<script[^>]+src=/);
    // ...started in order on the customer's first touch, key, focus or scroll, or once the page has been idle 5 s
    expect(html).toContain('["/book-client/static/js/lib-react.0123456789.js","/book-client/static/js/book.0123456789.js"].forEach');
    expect(html).toContain('["pointerdown","touchstart","keydown","focusin","mouseover","scroll","wheel"].forEach((type) => addEventListener(type, start');
    expect(html).toContain('setTimeout(() => idle(start), 5000)');
    expect(html.indexOf('idle(start)')).toBeGreaterThan(html.indexOf('Standard 120-point'));
    const data = JSON.parse(/<script id="book-data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]) as {
      config: Record<string, unknown>;
      types: { id: string; current_price: number }[];
      typesReadAt: number;
    };
    expect(data.config).toEqual({ backendUrl: backend.url, anonKey: backend.anonKey, businessTimeZone: 'Asia/Dubai', mapTilesUrl: '' });
    expect(data.types.find((t) => t.id === '11111111-1111-4111-8111-000000000001')?.current_price).toBe(399);
    expect(data.typesReadAt).toBe(clock);
  });

  it('speaks Arabic on ?lang=ar, right to left, with Arabic digits and prices, and remembers the choice', async () => {
    const response = await fetch(`${origin}/book?lang=ar`);
    expect(response.headers.get('content-language')).toBe('ar');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(response.headers.get('set-cookie')).toBe('lang=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>احجز فحص سيارة</title>');
    expect(html).toMatch(/<div class="min-h-screen bg-slate-50" lang="ar" dir="rtl">/);
    expect(html).toContain('احجز فحص سيارة</h1>');
    expect(html).toContain('يأتي مفتشونا إلى موقعك مجانًا');
    expect(html).toContain('أحتاج إلى مساعدة في التنسيق مع البائع');
    expect(html).toContain('المدة: ٩٠ دقيقة');
    expect(html).toContain('٣٩٩ درهم');
    expect(html).toContain('فحص 120 نقطة');
    expect(html).not.toContain('Book a Vehicle Inspection');
    expect(html).not.toContain('Duration:');
    // The cards' tags and lines in Arabic already (no flash of English), the English kept only in the page's data.
    const page = html.replace(/<script id="book-data"[^>]*>[^<]*<\/script>/, '');
    for (const arabic of ['الأكثر طلبًا', 'جديد', 'فحص المحرك وناقل الحركة', 'تجربة قيادة على الطريق', 'تقرير مدعوم بالصور', 'الإطارات والمكابح']) {
      expect(page).toContain(arabic);
    }
    for (const english of ['Popular', 'Road test', 'Photo report', 'Tyres and brakes']) expect(page).not.toContain(english);
    expect(html).toContain('"tag_ar":"الأكثر طلبًا"');
    // The page's script hydrates in the language the server chose.
    expect(html).toContain('"language":"ar"');
  });

  it("takes the remembered choice, else the browser's language, else English", async () => {
    const lang = (headers: Record<string, string>) => fetch(`${origin}/book`, { headers }).then((r) => r.headers.get('content-language'));
    expect(await lang({ 'Accept-Language': 'ar-AE,ar;q=0.9,en;q=0.8' })).toBe('ar');
    expect(await lang({ 'Accept-Language': 'ar-AE', Cookie: 'lang=en' })).toBe('en');
    expect(await lang({ Cookie: 'lang=ar' })).toBe('ar');
    expect(await lang({ 'Accept-Language': 'fr-FR' })).toBe('en');
    const english = await fetch(`${origin}/book`, { headers: { 'Accept-Language': 'en-US' } });
    expect(english.headers.get('set-cookie')).toBeNull();
    expect(await english.text()).toContain('<html lang="en">');
  });

  it('keeps the types for 10 seconds, then reads them again', async () => {
    const readAt = () => fetch(`${origin}/book`).then(async (r) => /"typesReadAt":(\d+)/.exec(await r.text())![1]);
    const first = await readAt();
    clock += 9_999;
    expect(await readAt()).toBe(first);
    clock += 1;
    expect(await readAt()).toBe(String(clock));
  });

  it('with the backend not answering, still writes the page in Arabic on ?lang=ar, its cards loading in the browser', async () => {
    const down = createBookPageHandler({
      config: () => ({ backendUrl: 'http://127.0.0.1:9', anonKey: backend.anonKey, businessTimeZone: 'Asia/Dubai', mapTilesUrl: '' }),
      loadClient: async () => CLIENT,
    });
    const page = createServer(async (req, res) => {
      if (!(await down(req, res, new URL(req.url ?? '/', 'http://x').pathname))) res.writeHead(299).end('static');
    });
    await new Promise<void>((done) => page.listen(0, '127.0.0.1', done));
    try {
      const response = await fetch(`http://127.0.0.1:${(page.address() as AddressInfo).port}/book?lang=ar`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('<title>احجز فحص سيارة</title>');
      expect(html).toContain('أحتاج إلى مساعدة في التنسيق مع البائع');
      expect(html).toContain('aria-label="جارٍ تحميل أنواع الفحص..."');
      expect(html).not.toContain('Book a Vehicle Inspection');
      expect(html).toContain('"types":null');
    } finally {
      page.close();
    }
  });

  it('leaves other paths to the static remote', async () => {
    expect((await fetch(`${origin}/booking`)).status).toBe(299);
    expect((await fetch(`${origin}/book/x`)).status).toBe(299);
    expect((await fetch(`${origin}/mf-manifest.json`)).status).toBe(299);
  });
});
