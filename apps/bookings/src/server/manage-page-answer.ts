// GET /book/manage/{token}: the customer's booking read as the anonymous role (get_managed_booking), rendered in
// its language (a `?lang=` choice wins; an unknown link speaks the request's language), never stored by a cache
// (it is one customer's), 404 for a link no booking has.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendHtml } from '@inspection/page-server';
import { languageCookie } from '@inspection/i18n';
import { isManageToken, type ManagedBooking } from '@inspection/bookings-data-access';
import { languageOf, requestLanguage, type BusinessProfile } from '@inspection/shared-domain';
import type { BookPageData } from '../public-booking/book-page-root';
import type { ManagePageData } from '../public-booking/manage/manage-page-root';
import { renderManagePage } from './render-manage-page';
import { fetchManagedBooking } from './backend-reads';
import type { BookClientFiles } from './page-document';

export interface ManageAnswer {
  token: string;
  config: BookPageData['config'];
  business: BusinessProfile | null | undefined;
  css: string;
  client: BookClientFiles;
  now: () => number;
}

export async function answerManagePage(req: IncomingMessage, res: ServerResponse, { token, config, business, css, client, now }: ManageAnswer): Promise<boolean> {
  let booking: ManagedBooking | null | undefined = null;
  if (isManageToken(token)) {
    // The backend not answering: the browser asks again (and says so if it cannot either).
    booking = await fetchManagedBooking(config.backendUrl, config.anonKey, token).catch(() => undefined);
  }
  const query = languageOf(new URL(req.url ?? '/', 'http://x').searchParams.get('lang'));
  const asked = requestLanguage({ url: req.url, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
  const language = query ?? booking?.language ?? asked.language;
  const data: ManagePageData = { config, token, booking, readAt: now(), business, language };
  sendHtml(
    req,
    res,
    renderManagePage({ data, css, client }),
    {
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
      Vary: 'Accept-Encoding, Accept-Language, Cookie',
      'Content-Language': language,
      ...(query ? { 'Set-Cookie': languageCookie(query) } : {}),
    },
    booking === null ? 404 : 200,
  );
  return true;
}
