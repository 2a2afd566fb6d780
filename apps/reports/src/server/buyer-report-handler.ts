// Answers GET /report/{bookingId} on the reports origin with the server-rendered buyer's page (sent whole, with its
// length: the head's CSS is cut to what the body uses, so the body is rendered first anyway, and a page that ends
// in one write leaves its connection free for the main picture, which need not open another; its photos from the
// page's own origin: /report-photos/, see report-photo-proxy.ts). Everything else (and a uuid
// with no public report, which may still be a spreadsheet row or 'Report not found') is left to the static remote,
// whose page resolves it in the browser as before.
import { parsePublicReport, type PublicReport } from '@inspection/reports-model';
import { applyBusinessUnits, isUuid, requestLanguage, setBusinessTimeZone, type BusinessProfile } from '@inspection/shared-domain';
import { languageCookie } from '@inspection/i18n';
import { sendHtml, usedCss, type RequestHandler } from '@inspection/page-server';
import { fetchBuyerPageBusiness } from './buyer-page-business';
import { buyerPageReport } from './buyer-page-report';
import { renderBuyerPageBody, renderBuyerPageHead } from './render-buyer-page';
import { REPORT_PHOTO_ROUTE, servePhoto } from './report-photo-proxy';
import { renderedPageCache } from './rendered-page-cache';
import { isSampleReportId, SAMPLE_REPORT } from '../report/sample/sample-report';

export interface BuyerReportHandlerOptions {
  /** Where the backend is, its public (anon) key and the business time zone: the runtime config's values. */
  config: () => { backendUrl: string; anonKey: string; businessTimeZone?: string };
  /** The page's CSS (the deployed bundle reads the file its build compiled); compiled from source by default. */
  loadCss?: () => Promise<string>;
}

/** get_public_report as the anonymous role: the report, or null (none, link off or expired). */
export async function fetchBuyerReport(backendUrl: string, anonKey: string, bookingId: string): Promise<PublicReport | null> {
  const response = await fetch(`${backendUrl}/rest/v1/rpc/get_public_report`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ booking_id: bookingId }),
  });
  if (!response.ok) throw new Error(`get_public_report answered ${response.status}`);
  return parsePublicReport(await response.json());
}

export type { RequestHandler } from '@inspection/page-server';

export function createBuyerReportHandler({ config, loadCss }: BuyerReportHandlerOptions): RequestHandler {
  let css: Promise<(html: string) => string> | undefined;
  const renderedPage = renderedPageCache();
  return async (req, res, pathname) => {
    if (pathname.startsWith(REPORT_PHOTO_ROUTE)) return servePhoto(req, res, pathname, config().backendUrl);
    const match = /^\/report\/([^/]+)\/?$/.exec(pathname);
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const id = decodeURIComponent(match[1]);
    const sample = isSampleReportId(id);
    if (!isUuid(id) && !sample) return false;
    css ??= (loadCss ? loadCss() : import('./buyer-page-css').then((module) => module.compileBuyerPageCss())).then(usedCss);
    let report: PublicReport | null;
    let business: BusinessProfile | null = null;
    let backendUrl: string | undefined;
    let businessTimeZone: string | undefined;
    try {
      const { anonKey, ...settings } = config();
      ({ backendUrl, businessTimeZone } = settings);
      // One business per server: its dates are written in the business zone, as the browser's page does.
      if (businessTimeZone) setBusinessTimeZone(businessTimeZone);
      [report, business] = sample
        ? [SAMPLE_REPORT, null]
        : await Promise.all([fetchBuyerReport(backendUrl, anonKey, id), fetchBuyerPageBusiness(backendUrl, anonKey)]);
    } catch {
      return false;
    }
    if (!report) return false;
    const { language, remember } = requestLanguage({ url: req.url, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
    // Its times and mileage as the business writes them; the body first, so the head's CSS is only what it uses. A
    // page rendered from the same inputs is answered again (rendered-page-cache.ts); the footer's year is one.
    applyBusinessUnits(business);
    const shown = report;
    const inputs = { report, business, language, backendUrl, businessTimeZone, year: new Date().getFullYear() };
    const { head, body } = await renderedPage(inputs, async () => {
      const page = { report: buyerPageReport(shown, backendUrl), business, language };
      const body = renderBuyerPageBody(page);
      return { head: renderBuyerPageHead({ ...page, css: (await css!)(body) }), body };
    });
    sendHtml(req, res, head + body, {
      // Staff can switch the link off at any time: never serve a stored copy without asking.
      'Cache-Control': 'no-cache, private',
      // Not for search engines (a header, not a meta tag: the page's bytes are counted).
      'X-Robots-Tag': 'noindex',
      // The language comes from the address, the cookie or Accept-Language.
      Vary: 'Accept-Encoding, Accept-Language, Cookie',
      'Content-Language': language,
      ...(remember ? { 'Set-Cookie': languageCookie(language) } : {}),
    });
    return true;
  };
}
