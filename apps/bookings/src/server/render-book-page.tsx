// The /book page as one HTML document (page-document.ts): the first step (booking choices and the type cards with
// prices) already in it, rendered with the components the browser then hydrates; the types, the business's name and
// phone and the backend's public settings as JSON. The later steps, the map and the calendar load as their own chunks.
import { renderToString } from 'react-dom/server';
import { BOOK_DATA_ID, BOOK_ROOT_ID, BookPageRoot, createBookQueryClient, type BookPageData } from '../public-booking/book-page-root';
import type { Catalogue } from '@inspection/i18n';
import { applyBusinessUnits } from '@inspection/shared-domain';
import { bookWords } from '../public-booking/i18n/book-words';
import ar from '../public-booking/i18n/ar.json';
import { pageDocument, type BookClientFiles } from './page-document';

export type { BookClientFiles } from './page-document';

export interface RenderBookPageOptions {
  data: BookPageData;
  css: string;
  client: BookClientFiles;
}

export function renderBookPage({ data, css, client }: RenderBookPageOptions): string {
  const lang = data.language ?? 'en';
  // The page's words in its language, in memory (the server has every catalogue): the HTML is in it at once.
  bookWords.provide(lang, lang === 'ar' ? (ar as Catalogue) : undefined);
  const t = bookWords.translate(bookWords.words.get(), lang);
  // Times as the business writes them (12-hour or 24-hour: its profile).
  applyBusinessUnits(data.business);
  const body = renderToString(<BookPageRoot queryClient={createBookQueryClient(data)} />);
  return pageDocument({ lang, title: t('page.title'), description: t('page.description'), css, client, rootId: BOOK_ROOT_ID, body, dataId: BOOK_DATA_ID, data });
}
