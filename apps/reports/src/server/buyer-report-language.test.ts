// @vitest-environment node
// The buyer's page in the buyer's language, decided on the server (no flash of English): ?lang=, else the remembered
// choice (the lang cookie, set when ?lang= chose), else Accept-Language, else English. The sample report asks the
// backend nothing, so no backend runs here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyerReportHandler } from './buyer-report-handler';

describe("the buyer's page language", () => {
  let server: Server;
  let page: string;

  beforeAll(async () => {
    const handle = createBuyerReportHandler({ config: () => ({ backendUrl: 'http://127.0.0.1:9', anonKey: 'unused' }) });
    server = createServer(async (req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      if (!(await handle(req, res, pathname))) res.writeHead(299).end('static');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    page = `http://127.0.0.1:${(server.address() as AddressInfo).port}/report/sample`;
  });

  afterAll(() => server?.close());

  it('?lang=ar: the whole page in Arabic, right to left on the root, dates and numbers in Arabic; the choice remembered', { timeout: 30_000 }, async () => {
    const response = await fetch(`${page}?lang=ar`, { headers: { 'Accept-Language': 'en-US' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('ar');
    expect(response.headers.get('set-cookie')).toBe('lang=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>2021 Toyota Land Cruiser – تقرير فحص المركبة</title>');
    expect(html).toContain('<meta name="description" content="تقرير فحص ما قبل الشراء لمركبة 2021 Toyota Land Cruiser.">');
    expect(html).toContain('<h1 class="text-2xl font-bold">تقرير فحص المركبة</h1>');
    expect(html).toContain('٧٫٨ من ١٠');
    expect(html).toContain('٢١ نوفمبر ٢٠٢٦، ١٠:٠٠');
    expect(html).toContain('لا يجوز الاعتماد على هذا التقرير إذا قدّمه طرف ثالث.');
    expect(html).toContain('@bottom-right { content: "تقرير فحص المركبة رقم SAMPLE01"');
    expect(html).toContain('content: "صفحة " counter(page, arabic-indic) " من " counter(pages, arabic-indic)');
    expect(html).toContain("dialog.setAttribute('aria-label', 'عارض الصور')");
    // no English label left in the report (stored data such as section titles stays as written)
    expect(html).not.toMatch(/Vehicle Inspection Report|Overall Condition Score|Disclaimer|Download PDF|Recommendations|Signatures/);
  });

  it('the remembered choice next time; ?lang= wins over it; Accept-Language when nothing was chosen; else English', async () => {
    const rootOf = async (headers: Record<string, string>, query = '') => {
      const response = await fetch(`${page}${query}`, { headers });
      return { root: /<html[^>]*>/.exec(await response.text())![0], cookie: response.headers.get('set-cookie') };
    };
    expect(await rootOf({ Cookie: 'theme=dark; lang=ar' })).toEqual({ root: '<html lang="ar" dir="rtl">', cookie: null });
    expect(await rootOf({ Cookie: 'lang=ar' }, '?lang=en')).toEqual({
      root: '<html lang="en" dir="ltr">',
      cookie: 'lang=en; Path=/; Max-Age=31536000; SameSite=Lax',
    });
    expect((await rootOf({ 'Accept-Language': 'ar-AE,ar;q=0.9,en;q=0.8' })).root).toBe('<html lang="ar" dir="rtl">');
    expect((await rootOf({ 'Accept-Language': 'fr-FR' })).root).toBe('<html lang="en" dir="ltr">');
    expect((await rootOf({ 'Accept-Language': 'ar' }, '?lang=xx')).root).toBe('<html lang="ar" dir="rtl">');
  });
});
