// The HTML document around a server-rendered customers' page (/book, /book/manage/{token}): the page's markup
// already in it, its CSS inline, its data as JSON, and its scripts (the client build's) started on the customer's
// first sign of use rather than fetched with the page.
import { textDirection, type Language } from '@inspection/shared-domain';
import { EARLY_CLICKS_SCRIPT } from '../public-booking/early-clicks';

/** The client build's files for a page: its scripts in order, and any stylesheets. */
export interface BookClientFiles {
  js: string[];
  css: string[];
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

// JSON inside a <script>: nothing in it may close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// The page needs no script to be read, and a tap on it is kept (early-clicks.ts) and replayed once the page is
// live: so the page's scripts (React and the page, ~130 KiB) are not fetched with it, but on the customer's first
// sign of use (a touch, a press, a key, focus, scrolling, the mouse over the page), or once the page has been on
// screen and idle for IDLE_MS. The HTML alone is then the first paint, and nothing of the scripts can come before
// it. A page opened in the background starts them at once (it paints nothing until shown).
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

export interface PageDocument {
  lang: Language;
  title: string;
  description: string;
  css: string;
  client: BookClientFiles;
  rootId: string;
  /** The page's markup, rendered with the components the browser then hydrates. */
  body: string;
  dataId: string;
  data: unknown;
  /** More of the head (e.g. robots). */
  head?: string;
}

export function pageDocument({ lang, title, description, css, client, rootId, body, dataId, data, head = '' }: PageDocument): string {
  return `<!doctype html>
<html lang="${lang}"${lang === 'en' ? '' : ` dir="${textDirection(lang)}"`}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${head}<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${client.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<style>${css}#${rootId} button[aria-busy="true"]{cursor:progress;opacity:.7}</style>
</head>
<body>
<script>${EARLY_CLICKS_SCRIPT}</script>
<div id="${rootId}">${body}</div>
<script id="${dataId}" type="application/json">${scriptJson(data)}</script>
<script>${startScripts(client.js)}</script>
</body>
</html>`;
}
