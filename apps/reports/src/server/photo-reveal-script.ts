// The buyer's page holds back its photo thumbnails until the main picture is on screen: the page is served with
// `<body data-photos-wait>`, and while that attribute is there (screen only, and only where script runs: the
// `scripting` media feature) every photo link is an empty 4:3 box, so none of its lazy thumbnails starts. On a slow
// phone connection the 20 thumbnails of a report would otherwise share the connection with the main picture (and
// their layout and requests the main thread with its first paint). This script, at the end of the body, lifts the
// hold once the main picture has been painted (its largest-contentful-paint entry; or a second after it loaded, or
// at its next frame where the browser has no such entry), when it fails, at the first scroll, tap, key or print,
// and in any case after 8 s. Without script nothing is held back.
export const PHOTOS_WAIT_ATTRIBUTE = 'data-photos-wait';

export const PHOTOS_WAIT_CSS =
  `@media screen and (scripting:enabled){body[${PHOTOS_WAIT_ATTRIBUTE}] a[data-photo-viewer]{aspect-ratio:4/3}` +
  `body[${PHOTOS_WAIT_ATTRIBUTE}] a[data-photo-viewer]>*{display:none}}`;

export const PHOTO_REVEAL_JS = `(() => {
  const root = document.body, hero = document.querySelector('img[fetchpriority=high]');
  const show = () => root.removeAttribute('${PHOTOS_WAIT_ATTRIBUTE}');
  if (!hero) return show();
  for (const type of ['scroll', 'pointerdown', 'keydown', 'beforeprint']) addEventListener(type, show, { once: true, passive: true });
  hero.onerror = show;
  setTimeout(show, 8000);
  const lcp = ((self.PerformanceObserver || {}).supportedEntryTypes || []).includes('largest-contentful-paint');
  if (lcp) new PerformanceObserver((list) => list.getEntries().some((entry) => entry.element === hero) && show()).observe({ type: 'largest-contentful-paint', buffered: true });
  const loaded = () => (lcp ? setTimeout(show, 1000) : requestAnimationFrame(() => setTimeout(show)));
  if (hero.complete) loaded(); else hero.addEventListener('load', loaded);
})();`;
