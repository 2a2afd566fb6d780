// Answers GET /book on the bookings origin with the server-rendered page (render-book-page.tsx). The types are
// read from the backend as the anonymous role and kept for TYPES_FRESH_MS (they change rarely; the page reads
// them again in the browser when its copy is older). When the backend does not answer, the page is still written in
// the request's language, its cards loading in the browser (the static remote's index.html is English and empty);
// without the client build, /book is left to the static remote, whose page loads everything in the browser.
import { parsePublicInspectionTypes } from '@inspection/bookings-data-access';
import { sendHtml, type RequestHandler } from '@inspection/page-server';
import { languageCookie } from '@inspection/i18n';
import { requestLanguage } from '@inspection/shared-domain';
import { TYPES_FRESH_MS, type BookPageData } from '../public-booking/book-page-root';
import { renderBookPage, type BookClientFiles } from './render-book-page';

export interface BookPageHandlerOptions {
  /** The runtime config's values: where the backend is, its public (anon) key, the business zone, map tiles. */
  config: () => BookPageData['config'];
  /** The page's CSS (the deployed bundle reads the file its build compiled); compiled from source by default. */
  loadCss?: () => Promise<string>;
  /** The client build's files for the page (null: not built). */
  loadClient: () => Promise<BookClientFiles | null>;
  now?: () => number;
}

/** get_public_inspection_types as the anonymous role. */
async function fetchPublicTypes(backendUrl: string, anonKey: string) {
  const response = await fetch(`${backendUrl}/rest/v1/rpc/get_public_inspection_types`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`get_public_inspection_types answered ${response.status}`);
  return parsePublicInspectionTypes(await response.json());
}

export function createBookPageHandler({ config, loadCss, loadClient, now = Date.now }: BookPageHandlerOptions): RequestHandler {
  let css: Promise<string> | undefined;
  let client: Promise<BookClientFiles | null> | undefined;
  let types: { readAt: number; read: Promise<BookPageData['types']> } | undefined;
  const readTypes = (backendUrl: string, anonKey: string) => {
    if (!types || now() - types.readAt >= TYPES_FRESH_MS) {
      const read = fetchPublicTypes(backendUrl, anonKey);
      types = { readAt: now(), read };
      read.catch(() => (types = undefined));
    }
    return types;
  };
  return async (req, res, pathname) => {
    if (!/^\/book\/?$/.test(pathname) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    css ??= loadCss ? loadCss() : import('./book-page-css').then((module) => module.compileBookPageCss());
    client ??= loadClient();
    let data: BookPageData;
    try {
      const settings = config();
      const { backendUrl, anonKey, businessTimeZone, mapTilesUrl } = settings;
      data = { config: { backendUrl, anonKey, businessTimeZone, mapTilesUrl }, types: null, typesReadAt: 0 };
      try {
        const { readAt, read } = readTypes(backendUrl, anonKey);
        data = { ...data, types: await read, typesReadAt: readAt };
      } catch {
        // The backend did not answer: the browser reads the types (and says so if it cannot either).
      }
    } catch {
      return false;
    }
    const files = await client;
    if (!files) return false;
    const { language, remember } = requestLanguage({ url: req.url, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
    sendHtml(req, res, renderBookPage({ data: { ...data, language }, css: await css, client: files }), {
      'Cache-Control': 'no-cache',
      // The language comes from the address, the cookie or Accept-Language.
      Vary: 'Accept-Encoding, Accept-Language, Cookie',
      'Content-Language': language,
      ...(remember ? { 'Set-Cookie': languageCookie(language) } : {}),
    });
    return true;
  };
}
