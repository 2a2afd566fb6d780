// The buyer's page holds back its photo thumbnails until the main picture is on screen: the page is served with
// `<body data-photos-wait>`, and while that attribute is there (screen only, and only where script runs: the
// `scripting` media feature) every photo link is an empty 4:3 box, so none of its lazy thumbnails starts. On a slow
// phone connection the 20 thumbnails of a report would otherwise share the connection with the main picture (and
// their layout and requests the main thread with its first paint). This script, at the end of the body, lifts the
// hold once the main picture has been painted (its largest-contentful-paint entry; or a second after it loaded, or
// at its next frame where the browser has no such entry) a few thumbnails a frame, in the page's order, so their
// layout is several short tasks rather than one long one after the first paint (docs/benchmarks/report.md). When the
// main picture fails, at the first scroll, tap, key or print, and in any case after 8 s, it lifts the rest at once.
// Without script nothing is held back.
export const PHOTOS_WAIT_ATTRIBUTE = 'data-photos-wait';

/** Set on a thumbnail's link once its batch is shown (while the page's hold is still on for the others). */
export const PHOTO_SHOWN_ATTRIBUTE = 'data-shown';
/** Thumbnails shown per frame: a few, so one frame's layout stays well under a long task (50 ms) at 4x CPU. */
export const PHOTOS_PER_FRAME = 4;

const held = `body[${PHOTOS_WAIT_ATTRIBUTE}] a[data-photo-viewer]:not([${PHOTO_SHOWN_ATTRIBUTE}])`;
export const PHOTOS_WAIT_CSS = `@media screen and (scripting:enabled){${held}{aspect-ratio:4/3}${held}>*{display:none}}`;

export const PHOTO_REVEAL_JS = `(() => {
  const root = document.body, hero = document.querySelector('img[fetchpriority=high]');
  const all = () => root.removeAttribute('${PHOTOS_WAIT_ATTRIBUTE}');
  if (!hero) return all();
  let links;
  const show = () => links || (links = [...document.querySelectorAll('a[data-photo-viewer]')], requestAnimationFrame(function batch() {
    links.splice(0, ${PHOTOS_PER_FRAME}).forEach((link) => link.setAttribute('${PHOTO_SHOWN_ATTRIBUTE}', ''));
    links.length ? requestAnimationFrame(batch) : all();
  }));
  for (const type of ['scroll', 'pointerdown', 'keydown', 'beforeprint']) addEventListener(type, all, { once: true, passive: true });
  hero.onerror = all;
  setTimeout(all, 8000);
  const lcp = ((self.PerformanceObserver || {}).supportedEntryTypes || []).includes('largest-contentful-paint');
  if (lcp) new PerformanceObserver((list) => list.getEntries().some((entry) => entry.element === hero) && show()).observe({ type: 'largest-contentful-paint', buffered: true });
  const loaded = () => (lcp ? setTimeout(show, 1000) : requestAnimationFrame(() => setTimeout(show)));
  if (hero.complete) loaded(); else hero.addEventListener('load', loaded);
})();`;
