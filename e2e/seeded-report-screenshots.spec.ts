// The seeded report as staff and as a buyer see it, compared with baseline screenshots: a change to how the report
// is stored (built by the database, docs/decisions/0002-*) or read must render the same data as before.
// Refresh the baselines only for an intended change of the page: --update-snapshots.
import { expect, test, type Page } from '@playwright/test';
import { ORIGINS, signIn } from './support/platform';

const BOOKING = 'b726ed24-3333-4333-8333-000000000001';
// The footer's year and the report's dates move with the clock.
const SHOT = { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.002 } as const;

/** The page at its full height in one viewport: sections drawn only near the viewport (content-visibility) are drawn. */
async function showWhole(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1440, height });
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
