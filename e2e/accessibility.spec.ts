// Axe (WCAG 2.0 A/AA and 2.1 AA) on every screen of the console and the public pages, failing on serious or
// critical findings; and touch targets of at least 44 px on the tablet and phone screens people tap.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ORIGINS, signIn } from './support/platform';

const DONE = '33333333-3333-4333-8333-000000000001';
const SCHEDULED = '33333333-3333-4333-8333-000000000003';
const AHMED = '66666666-6666-4666-8666-000000000001';
const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';

async function expectNoSeriousAxeFindings(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${name}: ${violation.id} (${violation.impact}) ${violation.nodes.slice(0, 5).map((node) => node.target.join(' ')).join(', ')}`);
  expect.soft(serious).toEqual([]);
}

/** A screen is ready when its heading is up and nothing is loading any more. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

const CONSOLE_SCREENS: [string, string][] = [
  ['dashboard', '/admin'],
  ['bookings', '/booking'],
  ['booking details', `/booking/${SCHEDULED}`],
  ['booking edit', `/booking/edit/${SCHEDULED}`],
  ['messages', '/messages'],
  ['call logs', '/call-logs'],
  ['contacts', '/crm'],
  ['contact details', `/contacts/${AHMED}`],
  ['forms', '/formbuilder'],
  ['new form', '/formbuilder/create'],
  ['form editor', `/formbuilder/${STANDARD_FORM}`],
  ['form view', `/formbuilder/view/${STANDARD_FORM}`],
  ['settings', '/settings'],
  ['inspection records', '/inspections'],
  ['completed inspection', `/performinspection/${DONE}`],
  ["the inspector's day", '/my-day'],
  ['staff report', `/report/${DONE}`],
  ['webhook', '/webhook'],
  ['svg json builder', '/svg-json-builder'],
  ['parts preview', '/parts-preview'],
  ['marked parts overlay', '/marked-parts-overlay'],
];

test.describe('axe on every screen: no serious or critical findings', () => {
  test('sign-in and the public booking page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'login');
    await page.goto(`${ORIGINS.bookings}/book`);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'book');
    await page.goto(`${ORIGINS.bookings}/book?lang=ar`);
    await expect(page.getByRole('heading', { name: 'احجز فحص سيارة' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'book in Arabic');
  });

  test('every console screen', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    for (const [name, path] of CONSOLE_SCREENS) {
      await test.step(name, async () => {
        await open(page, path);
        await expectNoSeriousAxeFindings(page, name);
      });
    }
  });

  test("settings' tabs and the booking wizard", async ({ page }) => {
    await signIn(page);
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
    await signIn(page);
    for (const [name, path] of TOUCH_SCREENS) {
      await open(page, path);
      expect.soft(await smallTargets(page), name).toEqual([]);
    }
  });
}
