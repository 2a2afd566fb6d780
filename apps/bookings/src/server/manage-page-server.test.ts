// @vitest-environment node
// The server-rendered customers' pages against the real embedded backend: /book's header with the business's name
// and phone (public.business_profile, read as the anonymous role), and /book/manage/{token}: the booking in its
// language, or, for a link no booking has, a clear page with the business's phone (404, never stored, not indexed).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/backend/testing';
import { createBookPageHandler } from './book-page-handler';

const CLIENT = { js: ['/book-client/static/js/book.0123456789.js'], css: [] };
const MANAGE_CLIENT = { js: ['/book-client/static/js/manage.0123456789.js'], css: [] };
const SCHEDULED = '3c22d954-3333-4333-8333-000000000003';

describe('the customers’ pages rendered on the server', () => {
  let backend: TestBackend;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    backend = await startTestBackend();
    const handle = createBookPageHandler({
      config: () => ({ backendUrl: backend.url, anonKey: backend.anonKey, businessTimeZone: 'Asia/Dubai', mapTilesUrl: '' }),
      loadClient: async (entry) => (entry === 'manage' ? MANAGE_CLIENT : CLIENT),
    });
    server = createServer(async (req, res) => {
      if (!(await handle(req, res, new URL(req.url ?? '/', 'http://x').pathname))) res.writeHead(299).end('static');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, BACKEND_START_TIMEOUT);

  afterAll(async () => {
    server?.close();
    await backend?.close();
  });

  it("/book's header has the business's name and its phone as a tel: link", { timeout: 30_000 }, async () => {
    const html = await (await fetch(`${origin}/book`)).text();
    expect(html).toContain('Al Safa Vehicle Inspection</span>');
    expect(html).toMatch(/<a href="tel:\+97143382200" aria-label="Call \+971 4 338 2200"/);
    expect(html).toContain('<bdi dir="ltr">+971 4 338 2200</bdi>');
    expect(html).toContain('"business":{"name":"Al Safa Vehicle Inspection","phone":"+97143382200",');
    const arabic = await (await fetch(`${origin}/book?lang=ar`)).text();
    expect(arabic).toMatch(/aria-label="اتصل بـ \+971 4 338 2200"/);
  });

  it('answers a link no booking has with a clear page and the business’s phone, in the request’s language', async () => {
    for (const token of ['0123456789abcdef0123456789abcdef', 'not-a-token']) {
      const response = await fetch(`${origin}/book/manage/${token}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await response.text();
      expect(html).toContain('<title>Your Inspection Booking</title>');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('This booking link is not valid</h2>');
      expect(html).toMatch(/<a href="tel:\+97143382200"[^>]*>Call us/);
      expect(html).toContain('"/book-client/static/js/manage.0123456789.js"');
    }
    const arabic = await fetch(`${origin}/book/manage/not-a-token`, { headers: { 'Accept-Language': 'ar-AE' } });
    const html = await arabic.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('رابط الحجز هذا غير صالح</h2>');
  });

  it('shows the booking of a link in the booking’s language, with Reschedule and Cancel booking', async () => {
    const { rows } = await backend.db.query<{ manage_token: string }>(`select manage_token from public.bookings where id = $1`, [SCHEDULED]);
    await backend.db.query(`update public.bookings set language = 'ar' where id = $1`, [SCHEDULED]);
    const response = await fetch(`${origin}/book/manage/${rows[0].manage_token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('ar');
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>حجز الفحص الخاص بك</title>');
    expect(html).toContain(`<bdi dir="ltr">${SCHEDULED.slice(0, 8)}</bdi>`);
    expect(html).toContain('تغيير الموعد');
    expect(html).toContain('إلغاء الحجز');
    // ?lang= wins over the booking's language.
    const english = await (await fetch(`${origin}/book/manage/${rows[0].manage_token}?lang=en`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Reschedule');
  });

  it('leaves other paths to the static remote', async () => {
    expect((await fetch(`${origin}/book/manage`)).status).toBe(299);
    expect((await fetch(`${origin}/book/manage/a/b`)).status).toBe(299);
  });
});
