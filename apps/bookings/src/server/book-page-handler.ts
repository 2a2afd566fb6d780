// Answers GET /book and GET /book/manage/{token} on the bookings origin with the server-rendered pages
// (render-book-page.tsx, render-manage-page.tsx). The types and the business's name and phone are read from the
// backend as the anonymous role and kept for TYPES_FRESH_MS (they change rarely; /book reads its types again in the
// browser when its copy is older). When the backend does not answer, the page is still written in the request's
// language, what it lacks loading in the browser (the static remote's index.html is English and empty); without the
// client build, both are left to the static remote, whose pages load everything in the browser.
import { sendHtml, type RequestHandler } from '@inspection/page-server';
import { languageCookie } from '@inspection/i18n';
import { requestLanguage } from '@inspection/shared-domain';
import { TYPES_FRESH_MS, type BookPageData } from '../public-booking/book-page-root';
import { renderBookPage } from './render-book-page';
import type { BookClientFiles } from './page-document';
import { fetchBusinessProfile, fetchPublicTypes, keptFor } from './backend-reads';
import { answerManagePage } from './manage-page-answer';

export interface BookPageHandlerOptions {
  /** The runtime config's values: where the backend is, its public (anon) key, the business zone, map tiles. */
  config: () => BookPageData['config'];
  /** The page's CSS (the deployed bundle reads the file its build compiled); compiled from source by default. */
  loadCss?: () => Promise<string>;
  /** The client build's files for a page (its entry: 'book' or 'manage'; null: not built). */
  loadClient: (entry?: 'book' | 'manage') => Promise<BookClientFiles | null>;
  now?: () => number;
}

const MANAGE_PATH = /^\/book\/manage\/([^/]*)\/?$/;

export function createBookPageHandler({ config, loadCss, loadClient, now = Date.now }: BookPageHandlerOptions): RequestHandler {
  let css: Promise<string> | undefined;
  const clients = new Map<string, Promise<BookClientFiles | null>>();
  const clientOf = (entry: 'book' | 'manage') => clients.get(entry) ?? clients.set(entry, loadClient(entry)).get(entry)!;
  const backend = () => {
    const { backendUrl, anonKey, businessTimeZone, mapTilesUrl } = config();
    return { backendUrl, anonKey, businessTimeZone, mapTilesUrl };
  };
  const types = keptFor(TYPES_FRESH_MS, now, () => fetchPublicTypes(backend().backendUrl, backend().anonKey));
  const business = keptFor(TYPES_FRESH_MS, now, () => fetchBusinessProfile(backend().backendUrl, backend().anonKey));
  const businessOrUnknown = () => business().read.catch(() => undefined);

  return async (req, res, pathname) => {
    const manage = MANAGE_PATH.exec(pathname);
    if ((!manage && !/^\/book\/?$/.test(pathname)) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    css ??= loadCss ? loadCss() : import('./book-page-css').then((module) => module.compileBookPageCss());
    let settings: BookPageData['config'];
    try {
      settings = backend();
    } catch {
      return false;
    }
    const files = await clientOf(manage ? 'manage' : 'book');
    if (!files) return false;
    if (manage) {
      return answerManagePage(req, res, { token: decodeURIComponent(manage[1]), config: settings, business: await businessOrUnknown(), css: await css, client: files, now });
    }
    let data: BookPageData = { config: settings, types: null, typesReadAt: 0, business: await businessOrUnknown() };
    try {
      const { readAt, read } = types();
      data = { ...data, types: await read, typesReadAt: readAt };
    } catch {
      // The backend did not answer: the browser reads the types (and says so if it cannot either).
    }
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
