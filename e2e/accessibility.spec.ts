// Axe (WCAG 2.0 A/AA and 2.1 AA) on every screen of the console and the public pages, failing on serious or
// critical findings (and, on the same pass, no raw values shown to people); and touch targets of at least 44 px on
// the tablet and phone screens people tap.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ORIGINS, storeSession } from './support/platform';
import { expectNoRawValues } from './support/raw-values';
import { CONSOLE_SCREENS, DONE, SCHEDULED, openScreen as open } from './support/screens';

async function expectNoSeriousAxeFindings(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${name}: ${violation.id} (${violation.impact}) ${violation.nodes.slice(0, 5).map((node) => node.target.join(' ')).join(', ')}`);
  expect.soft(serious).toEqual([]);
}

test.describe('axe on every screen: no serious or critical findings', () => {
  test('sign-in and the public booking page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'login');
    await page.goto(`${ORIGINS.bookings}/book`);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'book');
    await expectNoRawValues(page, 'book');
    await page.goto(`${ORIGINS.bookings}/book?lang=ar`);
    await expect(page.getByRole('heading', { name: 'احجز فحص سيارة' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'book in Arabic');
  });

  test('every console screen', async ({ page }) => {
    test.setTimeout(240_000);
    await storeSession(page);
    for (const [name, path] of CONSOLE_SCREENS) {
      await test.step(name, async () => {
        await open(page, path);
        await expectNoSeriousAxeFindings(page, name);
        await expectNoRawValues(page, name);
      });
    }
  });

  test("settings' tabs and the booking wizard", async ({ page }) => {
    await storeSession(page);
    await open(page, '/settings');
    for (const tab of await page.getByRole('tab').allTextContents()) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeFindings(page, `settings › ${tab}`);
    }
    await open(page, '/booking');
    await page.getByRole('tab', { name: 'New Booking' }).click();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'booking wizard');
  });
});

/** Controls smaller than 44 x 44 px (links inside running text are exempt, as WCAG 2.5.5 allows). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=checkbox], [role=switch], summary';
    return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(element).visibility === 'hidden') return [];
      if (element.tagName === 'A' && element.closest('p, li > span')) return [];
      // A checkbox or radio inside its label counts the label's box.
      const target = element.matches('input[type=checkbox], input[type=radio]') ? (element.closest('label') ?? element) : element;
      const area = target.getBoundingClientRect();
      if (Math.round(area.height) >= 44 && Math.round(area.width) >= 44) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40);
      return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(area.width)}x${Math.round(area.height)}`];
    });
  });
}

const TOUCH_SCREENS: [string, string][] = [
  ["the inspector's day", '/my-day'],
  ['an inspection', `/performinspection/${DONE}`],
  ['bookings', '/booking'],
  ['booking details', `/booking/${SCHEDULED}`],
];

for (const [device, viewport] of [['tablet', { width: 768, height: 1024 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`touch targets of at least 44 px on the ${device}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.goto(`${ORIGINS.bookings}/book`);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect.soft(await smallTargets(page), '/book').toEqual([]);
    await page.goto(`${ORIGINS.reports}/report/${DONE}`);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect.soft(await smallTargets(page), "the buyer's report").toEqual([]);
    await storeSession(page);
    for (const [name, path] of TOUCH_SCREENS) {
      await open(page, path);
      expect.soft(await smallTargets(page), name).toEqual([]);
    }
  });
}
