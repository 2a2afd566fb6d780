// The /book page as one HTML document: the first step (booking choices and the type cards with prices) already
// in it, rendered with the components the browser then hydrates; its CSS inline; the types and the backend's
// public settings as JSON; the page's script deferred (its own build, no federation runtime). The later steps,
// the map and the calendar load as their own chunks.
import { renderToString } from 'react-dom/server';
import { BOOK_DATA_ID, BOOK_ROOT_ID, BookPageRoot, createBookQueryClient, type BookPageData } from '../public-booking/book-page-root';
import { EARLY_CLICKS_SCRIPT } from '../public-booking/early-clicks';
import { textDirection } from '@inspection/shared-domain';
import type { Catalogue } from '@inspection/i18n';
import { bookWords } from '../public-booking/i18n/book-words';
import ar from '../public-booking/i18n/ar.json';

/** The client build's files for the page: its scripts in order, and any stylesheets. */
export interface BookClientFiles {
  js: string[];
  css: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

// JSON inside a <script>: nothing in it may close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// The first step needs no script to be read, and a tap on it is kept (early-clicks.ts) and replayed once the page is
// live: so the page's scripts (React and the wizard, ~130 KiB) are not fetched with it, but on the customer's first
// sign of use (a touch, a press, a key, focus, scrolling, the mouse over the page), or once the page has been on
// screen and idle for IDLE_MS. The first step alone is then the HTML (~10 KiB), and nothing of the scripts can come
// before its paint. A page opened in the background starts them at once (it paints nothing until shown).
const IDLE_MS = 5000;
const INTENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover', 'scroll', 'wheel'];

const startScripts = (scripts: string[]) => `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    ${scriptJson(INTENTS)}.forEach((type) => removeEventListener(type, start, true));
    ${scriptJson(scripts)}.forEach((src) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.append(script);
    });
  };
  if (document.visibilityState === 'hidden') return start();
  ${scriptJson(INTENTS)}.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
  const idle = window.requestIdleCallback || ((callback) => setTimeout(callback, 1));
  setTimeout(() => idle(start), ${IDLE_MS});
})();`;

export interface RenderBookPageOptions {
  data: BookPageData;
  css: string;
  client: BookClientFiles;
}

export function renderBookPage({ data, css, client }: RenderBookPageOptions): string {
  const lang = data.language ?? 'en';
  // The page's words in its language, in memory (the server has every catalogue): the HTML is in it at once.
  bookWords.provide(lang, lang === 'ar' ? (ar as Catalogue) : undefined);
  const { translate, words } = bookWords;
  const t = translate(words.get(), lang);
  const body = renderToString(<BookPageRoot queryClient={createBookQueryClient(data)} />);
  return `<!doctype html>
<html lang="${lang}"${lang === 'en' ? '' : ` dir="${textDirection(lang)}"`}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('page.title'))}</title>
<meta name="description" content="${escapeHtml(t('page.description'))}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${client.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<style>${css}#${BOOK_ROOT_ID} button[aria-busy="true"]{cursor:progress;opacity:.7}</style>
</head>
<body>
<script>${EARLY_CLICKS_SCRIPT}</script>
<div id="${BOOK_ROOT_ID}">${body}</div>
<script id="${BOOK_DATA_ID}" type="application/json">${scriptJson(data)}</script>
<script>${startScripts(client.js)}</script>
</body>
</html>`;
}
