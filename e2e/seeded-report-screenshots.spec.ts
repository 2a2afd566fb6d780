// The seeded report as staff and as a buyer see it, compared with baseline screenshots: a change to how the report
// is stored (built by the database, docs/decisions/0002-*) or read must render the same data as before.
// Refresh the baselines only for an intended change of the page: --update-snapshots.
import { expect, test, type Page } from '@playwright/test';
import { ORIGINS, signIn } from './support/platform';

const BOOKING = 'b726ed24-3333-4333-8333-000000000001';
// The footer's year and the report's dates move with the clock.
const SHOT = { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.002 } as const;

/**
 * The page's height once every card has been drawn at the window's own height: the buyer's page draws its cards only
 * near the viewport (apps/reports/src/server/buyer-page-css-extra.ts), and one never drawn counts at an estimated
 * 640 px. Scrolling to the bottom draws each, which then keeps its drawn size (contain-intrinsic-size: auto).
 */
async function drawnHeight(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, 0);
    // Photos with a box on the page (loading="lazy" ones start once near the viewport): loaded, or failed.
    const images = [...document.images].filter((image) => !image.complete && image.getClientRects().length > 0);
    await Promise.all(images.map((image) => new Promise((done) => ['load', 'error'].forEach((type) => image.addEventListener(type, done, { once: true })))));
    await frame();
    return document.documentElement.scrollHeight;
  });
}

/**
 * The page at its full height in one viewport, measured until it no longer changes. A height measured while some
 * cards still counted at their estimate sized the window wrongly (the page's main fills at least the window, so an
 * estimate too large was blank space below the footer, and its size varied from run to run).
 */
async function showWhole(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const viewport = page.viewportSize()!;
  let height = 0;
  for (let pass = 0; pass < 5; pass++) {
    await page.setViewportSize(viewport);
    const drawn = await drawnHeight(page);
    await page.setViewportSize({ width: viewport.width, height: drawn });
    height = await drawnHeight(page);
    if (height === drawn) return;
  }
  throw new Error(`the page's height did not settle (last ${height} px)`);
}

test.describe('the seeded report renders as in its baseline', () => {
  test("the buyer's page on the reports origin", async ({ page }) => {
    await page.goto(`${ORIGINS.reports}/report/${BOOKING}`);
    await expect(page.getByRole('heading', { name: '2019 Toyota Land Cruiser' })).toBeVisible();
    await showWhole(page);
    await expect(page).toHaveScreenshot('buyer-report.png', SHOT);
  });

  test('the staff report in the console', async ({ page }) => {
    await signIn(page, `${ORIGINS.shell}/report/${BOOKING}`);
    await expect(page.getByRole('heading', { name: '2019 Toyota Land Cruiser' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Public link' })).toBeVisible();
    await showWhole(page);
    await expect(page).toHaveScreenshot('staff-report.png', SHOT);
  });
});
