// The /book page as one HTML document: the first step (booking choices and the type cards with prices) already
// in it, rendered with the components the browser then hydrates; its CSS inline; the types and the backend's
// public settings as JSON; the page's script deferred (its own build, no federation runtime). The later steps,
// the map and the calendar load as their own chunks.
import { renderToString } from 'react-dom/server';
import { BOOK_DATA_ID, BOOK_ROOT_ID, BookPageRoot, createBookQueryClient, type BookPageData } from '../public-booking/book-page-root';
import { EARLY_CLICKS_SCRIPT } from '../public-booking/early-clicks';
import { textDirection } from '@inspection/shared-domain';
import type { LightCatalogue } from '@inspection/i18n/light';
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

// The page's scripts run once the first step is on screen: fetched early (preloaded), they would otherwise run before
// the first paint when they arrive first, holding the step back behind hydration. "On screen" is the first paint's
// timing entry, which the browser delivers once that frame has been presented: two animation frames were not enough,
// as a busy compositor presented the first frame after the second one had begun, so the scripts' work started
// before the paint and Lighthouse's simulation counted their 130 KiB and evaluation into LCP (1.6 s instead of 0.8).
// Without paint timing, two frames on; a page opened in the background paints nothing: it starts them at once, or
// when shown; and if no paint is reported in 3 s they start anyway.
const startScripts = (scripts: string[]) => `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    ${scriptJson(scripts)}.forEach((src) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.append(script);
    });
  };
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  const paint = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  if (!paint) return requestAnimationFrame(() => requestAnimationFrame(start));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) (observer.disconnect(), setTimeout(start));
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();`;

export interface RenderBookPageOptions {
  data: BookPageData;
  css: string;
  client: BookClientFiles;
}

export function renderBookPage({ data, css, client }: RenderBookPageOptions): string {
  const lang = data.language ?? 'en';
  // The page's words in its language, in memory (the server has every catalogue): the HTML is in it at once.
  bookWords.provide(lang, lang === 'ar' ? (ar as LightCatalogue) : undefined);
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
${client.js.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}">`).join('\n')}
${client.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<style>${css}</style>
</head>
<body>
<script>${EARLY_CLICKS_SCRIPT}</script>
<div id="${BOOK_ROOT_ID}">${body}</div>
<script id="${BOOK_DATA_ID}" type="application/json">${scriptJson(data)}</script>
<script>${startScripts(client.js)}</script>
</body>
</html>`;
}
