// Axe (WCAG 2.0 A/AA and 2.1 AA) on every screen of the console and the public pages, failing on serious or
// critical findings (and, on the same pass, no raw values shown to people); and touch targets of at least 44 px on
// the tablet and phone screens people tap.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ORIGINS, storeSession } from './support/platform';
import { expectNoRawValues } from './support/raw-values';
import { AHMED, CONSOLE_SCREENS, DONE, SCHEDULED, openScreen as open, openScreenFocused } from './support/screens';

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
    await openLoaded(page, '/booking');
    await page.getByRole('tab', { name: 'New Booking' }).click();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'booking wizard');
  });
});

/** Controls smaller than `min` x `min` px (links inside running text are exempt, as WCAG 2.5.5 and 2.5.8 allow). */
async function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=checkbox], [role=switch], summary';
    return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(element).visibility === 'hidden') return [];
      // Visually hidden until focused (the skip link): shown full size when it has focus.
      if (box.width <= 1 && box.height <= 1 && getComputedStyle(element).overflow === 'hidden') return [];
      if (element.tagName === 'A' && element.closest('p, li > span')) return [];
      // A checkbox or radio inside its label counts the label's box.
      const target = element.matches('input[type=checkbox], input[type=radio]') ? (element.closest('label') ?? element) : element;
      const area = target.getBoundingClientRect();
      if (Math.round(area.height) >= min && Math.round(area.width) >= min) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40);
      return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(area.width)}x${Math.round(area.height)}`];
    });
  }, min);
}

/** Text fields, selects and text areas with text under 16 px: iOS zooms the page when one takes focus. */
async function smallInputText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input, select, textarea')].flatMap((element) => {
      if (element.matches('[type=checkbox], [type=radio], [type=range], [type=file], [type=color], [type=hidden]')) return [];
      if (!element.getClientRects().length) return [];
      const size = parseFloat(getComputedStyle(element).fontSize);
      const name = element.getAttribute('aria-label') ?? element.id ?? element.getAttribute('name') ?? '';
      return size >= 16 ? [] : [`${element.tagName.toLowerCase()} "${name}" ${size}px`];
    }),
  );
}

// The screens whose controls were sized for touch: every control at least 24 x 24 px below the lg breakpoint, every
// field's text at least 16 px on a phone, and 'Skip to content' first.
const SIZED_SCREENS: [string, string][] = [
  ['dashboard', '/admin'],
  ['bookings', '/booking'],
  ['booking details', `/booking/${SCHEDULED}`],
  ['contacts', '/crm'],
  ['contact details', `/contacts/${AHMED}`],
  ['call logs', '/call-logs'],
  ['inspection records', '/inspections'],
  ['messages', '/messages'],
];

/** A screen of the staff frame with its heading up and nothing spinning: the controls measured are the loaded ones. */
async function openLoaded(page: Page, path: string) {
  const consoleRunning = await page.evaluate(() => Boolean(document.querySelector('main h1')));
  await (consoleRunning ? openScreenFocused(page, path) : open(page, path));
  await expect(page.getByRole('main').locator('h1')).toBeVisible();
  await expect(page.getByRole('main').locator('.animate-spin')).toHaveCount(0);
}

const DEVICES = [['laptop', { width: 1440, height: 900 }], ['tablet', { width: 768, height: 1024 }], ['phone', { width: 390, height: 844 }]] as const;
for (const [device, viewport] of DEVICES) {
  test(`a skip link, no control under 24 px below 1024 px and fields at 16 px on a phone: the ${device}`, async ({ page }) => {
    const touch = viewport.width < 1024;
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await storeSession(page);
    for (const [name, path] of SIZED_SCREENS) {
      await openLoaded(page, path);
      if (touch) expect.soft(await smallTargets(page, 24), `${name}: controls under 24 px`).toEqual([]);
      if (device === 'phone') expect.soft(await smallInputText(page), `${name}: fields under 16 px`).toEqual([]);
      await expect.soft(page.getByRole('link', { name: 'Skip to content' }), name).toHaveCount(1);
      await page.screenshot({ path: `e2e/screenshots/touch-${name.replace(/ /g, '-')}-${viewport.width}.png`, fullPage: true });
    }
    await openLoaded(page, '/booking');
    await page.getByRole('tab', { name: 'New Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Inspection Type', level: 2 })).toBeVisible();
    if (touch) expect.soft(await smallTargets(page, 24), 'booking wizard').toEqual([]);
    if (device === 'phone') expect.soft(await smallInputText(page), 'booking wizard: fields under 16 px').toEqual([]);
    await page.screenshot({ path: `e2e/screenshots/touch-booking-wizard-${viewport.width}.png`, fullPage: true });
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
