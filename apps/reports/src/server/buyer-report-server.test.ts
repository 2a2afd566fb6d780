// @vitest-environment node
// The server-rendered buyer's page: HTML that holds the whole report before any script runs, against the
// real embedded backend (get_public_report as the anonymous role).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The backend's declared test entry: Nx counts the backend among this app's test dependencies.
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/backend/testing';
import { createBuyerReportHandler } from './buyer-report-handler';

const BOOKING = 'b726ed24-3333-4333-8333-000000000001';

describe("the buyer's page rendered on the server", () => {
  let backend: TestBackend;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    backend = await startTestBackend();
    const handle = createBuyerReportHandler({ config: () => ({ backendUrl: backend.url, anonKey: backend.anonKey }) });
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

  // The first request renders cold against a real backend: seconds on a busy two-core machine, past vitest's 5 s.
  it('answers HTML that already holds the vehicle, the score, the damage in words and the disclaimer', { timeout: 30_000 }, async () => {
    const response = await fetch(`${origin}/report/${BOOKING}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-cache');
    const html = await response.text();
    expect(html).toContain('<h1 class="text-2xl font-bold">Vehicle Inspection Report</h1>');
    expect(html).toContain('2019 Toyota Land Cruiser');
    expect(html).toContain('Overall Condition Score');
    expect(html).toMatch(/\d+(\.\d)?\/10/);
    expect(html).toContain('This inspection is limited to the items listed in this report.');
    expect(html).toContain('No reliance may be placed on this report when it is provided by a third party.');
    expect(html).toContain('Front bumper');
    expect(html).not.toContain('>front_bumper<');
    expect(html).toContain('Regular Maintenance');
    expect(html).toMatch(/data-part="front_bumper" points="[^"]+" fill="#facc15"/);  // 'Minor scratches': low
    expect(html).toMatch(/data-part="hood" points="[^"]+" fill="#facc15"/);
    // the buyer's copy: no staff navigation, no phone or email fields
    expect(html).not.toContain('Back to Reports');
    expect(html).not.toContain('Phone Number');
    expect(html).not.toContain('>Email<');
    // one main landmark; CSS inline, no stylesheet or script to fetch; the main picture preloaded
    expect(html.match(/<main/g)).toHaveLength(1);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toMatch(/<style>[^<]*\.bg-slate-50\{/);
    expect(html).toContain('<link rel="preload" as="image" href="http://localhost:54321/storage/v1/object/public/demo/cars/car-01-side.svg" fetchpriority="high">');
    // the only script (photo viewer) comes after the report
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('This report is confidential and proprietary.'));
  });

  it("heads the report with the business's name, phone and address (its profile), in English and Arabic", { timeout: 30_000 }, async () => {
    for (const language of ['en', 'ar']) {
      const html = await (await fetch(`${origin}/report/${BOOKING}?lang=${language}`)).text();
      const address = /<address[^>]*>([\s\S]*?)<\/address>/.exec(html)?.[1] ?? '';
      expect(address).toContain('Al Safa Vehicle Inspection · ');
      expect(address).toMatch(/<a href="tel:\+97143382200" class="whitespace-nowrap underline"><bdi>\+971 4 338 2200<\/bdi><\/a>/);
      expect(address).toContain(' · Warehouse 12, 6th Street, Al Quoz Industrial Area 3, Dubai, UAE');
    }
    // Without a logo, none is drawn (the product's shield only when the business is unknown).
    expect(await (await fetch(`${origin}/report/${BOOKING}`)).text()).not.toContain('lucide-shield-check');
  });

  it('answers /report/sample with the sample report (fixed demo data), asking the backend nothing', async () => {
    const response = await fetch(`${origin}/report/sample`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>2021 Toyota Land Cruiser – Vehicle Inspection Report</title>');
    expect(html).toContain('Report #SAMPLE01');
    expect(html).toContain('7.8/10');
    expect(html).toContain('Rear bumper');
    expect(html).toContain('Critical Repairs Needed');
    expect(html).toContain('Detailed Inspection Results');
    expect(html).toContain('This report is confidential and proprietary.');
    // Another id that is not a uuid still goes to the static remote.
    expect((await fetch(`${origin}/report/samples`)).status).toBe(299);
  });

  it('leaves ids with no public report (link off, unknown, not a uuid) and other paths to the static remote', async () => {
    const staff = await backend.staffClient();
    await staff.from('inspection_reports').update({ public_link_enabled: false }).eq('booking_id', BOOKING);
    try {
      expect((await fetch(`${origin}/report/${BOOKING}`)).status).toBe(299);
    } finally {
      await staff.from('inspection_reports').update({ public_link_enabled: true }).eq('booking_id', BOOKING);
    }
    expect((await fetch(`${origin}/report/${BOOKING}`)).status).toBe(200);
    expect((await fetch(`${origin}/report/00000000-0000-4000-8000-000000000000`)).status).toBe(299);
    expect((await fetch(`${origin}/report/R-7`)).status).toBe(299);
    expect((await fetch(`${origin}/mf-manifest.json`)).status).toBe(299);
  });
});
