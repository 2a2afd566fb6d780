// The buyer's page lifts its hold on the photo thumbnails once the main picture is there (the browser here has no
// largest-contentful-paint entries, so: from the frame after it loaded, a few thumbnails a frame), when it fails, at
// the first scroll, or at once when the page has no main picture.
import { afterEach, describe, expect, it } from 'vitest';
import { compactScript } from './compact-script';
import { PHOTO_REVEAL_JS, PHOTO_SHOWN_ATTRIBUTE, PHOTOS_PER_FRAME, PHOTOS_WAIT_ATTRIBUTE } from './photo-reveal-script';

const root = document.body;
const held = () => root.hasAttribute(PHOTOS_WAIT_ATTRIBUTE);
const frames = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

const THUMBNAILS = 10;
const thumbnails = Array.from({ length: THUMBNAILS }, (_, i) => `<a href="/report-photos/b/${i}.webp" data-photo-viewer=""><img src="/report-photos/b/thumbs/${i}.webp" loading="lazy"></a>`).join('');
const shown = () => document.querySelectorAll(`a[${PHOTO_SHOWN_ATTRIBUTE}]`).length;

function page(withHero: boolean): HTMLImageElement | null {
  root.setAttribute(PHOTOS_WAIT_ATTRIBUTE, '');
  document.body.innerHTML = withHero ? `<img src="/report-photos/b/main.webp" fetchpriority="high" loading="eager">${thumbnails}` : '<p>No photo</p>';
  const hero = document.querySelector('img');
  if (hero) Object.defineProperty(hero, 'complete', { value: false });
  // As the page sends it (render-buyer-page.tsx).
  new Function(compactScript(PHOTO_REVEAL_JS))();
  return hero;
}

describe('the hold on the thumbnails', () => {
  afterEach(() => root.removeAttribute(PHOTOS_WAIT_ATTRIBUTE));

  it('stays while the main picture loads, then shows a few thumbnails a frame, in order, and goes', async () => {
    const hero = page(true)!;
    await frames();
    expect(held()).toBe(true);
    expect(shown()).toBe(0);
    // Each batch is one task: its attribute changes reach the observer together.
    const batches: string[][] = [];
    const observer = new MutationObserver((records) =>
      batches.push(records.filter((record) => record.attributeName === PHOTO_SHOWN_ATTRIBUTE).map((record) => (record.target as Element).getAttribute('href')!)),
    );
    observer.observe(root, { subtree: true, attributeFilter: [PHOTO_SHOWN_ATTRIBUTE] });
    hero.dispatchEvent(new Event('load'));
    for (let frame = 0; frame < 12 && held(); frame++) await frames();
    observer.disconnect();
    expect(held()).toBe(false);
    expect(batches.length).toBe(Math.ceil(THUMBNAILS / PHOTOS_PER_FRAME));
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(PHOTOS_PER_FRAME);
    expect(batches.flat()).toEqual(Array.from({ length: THUMBNAILS }, (_, i) => `/report-photos/b/${i}.webp`));
  });

  it('shows the rest at once at the first scroll while the batches run', async () => {
    const hero = page(true)!;
    hero.dispatchEvent(new Event('load'));
    await frames();
    window.dispatchEvent(new Event('scroll'));
    expect(held()).toBe(false);
  });

  it('goes when the main picture fails', async () => {
    const hero = page(true)!;
    hero.dispatchEvent(new Event('error'));
    expect(held()).toBe(false);
  });

  it('goes at the first scroll', async () => {
    page(true);
    window.dispatchEvent(new Event('scroll'));
    expect(held()).toBe(false);
  });

  it('goes at once on a page without a main picture', () => {
    page(false);
    expect(held()).toBe(false);
  });
});
