// The buyer's page lifts its hold on the photo thumbnails once the main picture is there (the browser here has no
// largest-contentful-paint entries, so: at the frame after it loaded), when it fails, at the first scroll, or at
// once when the page has no main picture.
import { afterEach, describe, expect, it } from 'vitest';
import { compactScript } from './compact-script';
import { PHOTO_REVEAL_JS, PHOTOS_WAIT_ATTRIBUTE } from './photo-reveal-script';

const root = document.body;
const held = () => root.hasAttribute(PHOTOS_WAIT_ATTRIBUTE);
const frames = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

function page(withHero: boolean): HTMLImageElement | null {
  root.setAttribute(PHOTOS_WAIT_ATTRIBUTE, '');
  document.body.innerHTML = withHero ? '<img src="/report-photos/b/main.webp" fetchpriority="high" loading="eager">' : '<p>No photo</p>';
  const hero = document.querySelector('img');
  if (hero) Object.defineProperty(hero, 'complete', { value: false });
  // As the page sends it (render-buyer-page.tsx).
  new Function(compactScript(PHOTO_REVEAL_JS))();
  return hero;
}

describe('the hold on the thumbnails', () => {
  afterEach(() => root.removeAttribute(PHOTOS_WAIT_ATTRIBUTE));

  it('stays while the main picture loads and goes the frame after it has', async () => {
    const hero = page(true)!;
    await frames();
    expect(held()).toBe(true);
    hero.dispatchEvent(new Event('load'));
    await frames();
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
