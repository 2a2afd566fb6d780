// Data written for people (docs/areas/platform.md#data-written-for-people) on a phone, whose layouts differ from the desktop's (cards, compact lines);
// the desktop width is checked in the axe pass over every screen (accessibility.spec.ts).
// SWEEP_SCREENSHOTS=1 checks 390, 768 and 1440 px and saves every screen to e2e/screenshots/sweep/, to look at.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ORIGINS, storeSession } from './support/platform';
import { expectNoRawValues } from './support/raw-values';
import { CONSOLE_SCREENS, DONE, openScreen } from './support/screens';

const SHOTS = process.env.SWEEP_SCREENSHOTS === '1';
const WIDTHS = SHOTS ? [390, 768, 1440] : [390];
const dir = path.resolve(import.meta.dirname, 'screenshots/sweep');

async function check(page: Page, name: string, width: number) {
  await expectNoRawValues(page, name);
  if (SHOTS) await page.screenshot({ path: path.join(dir, `${width}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true });
}

for (const width of WIDTHS) {
  test(`no raw values on any screen at ${width} px`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    const publicPages = [['book', `${ORIGINS.bookings}/book`], ['buyer report', `${ORIGINS.reports}/report/${DONE}`], ['sample report', `${ORIGINS.reports}/report/sample`]];
    for (const [name, url] of publicPages) {
      await page.goto(url);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await check(page, name, width);
    }
    await storeSession(page);
    for (const [name, url] of CONSOLE_SCREENS) {
      await test.step(name, async () => {
        await openScreen(page, url);
        await check(page, name, width);
      });
    }
  });
}
