// /book/manage/{token} as one HTML document (page-document.ts): the booking (or the unknown link's page) already in
// it, in the page's language; not indexed, and its address (which holds the token) not sent on as a referrer.
import { renderToString } from 'react-dom/server';
import type { Catalogue } from '@inspection/i18n';
import { applyBusinessUnits } from '@inspection/shared-domain';
import { bookWords } from '../public-booking/i18n/book-words';
import ar from '../public-booking/i18n/ar.json';
import { MANAGE_DATA_ID, MANAGE_ROOT_ID, ManagePageRoot, createManageQueryClient, type ManagePageData } from '../public-booking/manage/manage-page-root';
import { pageDocument, type BookClientFiles } from './page-document';

export function renderManagePage({ data, css, client }: { data: ManagePageData; css: string; client: BookClientFiles }): string {
  const lang = data.language;
  bookWords.provide(lang, lang === 'ar' ? (ar as Catalogue) : undefined);
  const t = bookWords.translate(bookWords.words.get(), lang);
  applyBusinessUnits(data.business);
  const body = renderToString(<ManagePageRoot queryClient={createManageQueryClient(data)} token={data.token} />);
  return pageDocument({
    lang,
    title: t('manage.title'),
    description: t('manage.description'),
    css,
    client,
    rootId: MANAGE_ROOT_ID,
    body,
    dataId: MANAGE_DATA_ID,
    data,
    head: '<meta name="robots" content="noindex">\n<meta name="referrer" content="no-referrer">\n',
  });
}
