// The accessibility sweep (docs/architecture/accessibility.md#the-sweep): every console screen, each Settings tab,
// the bookings' Date Wise view, each step of the booking wizard, sign-in and the public pages, at 1440, 768 and 390 px,
// one page per width moving from screen to screen as the console's links do. On each: axe (WCAG 2.0 A/AA and 2.1 AA)
// with no serious or critical finding, no table wider than its box (nor the page wider than the window), no control
// under 24 px below 1024 px (44 px on the screens people tap with a finger: the inspector's, the booking's and the
// public ones), text fields at 16 px or more at 390 px, 'Skip to content' as the first Tab stop of every framed
// screen, and at 1440 px no raw values shown to people. SWEEP_SCREENSHOTS=1 saves every view to e2e/screenshots/sweep/.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ORIGINS, storeSession } from './support/platform';
import { expectNoRawValues } from './support/raw-values';
import { CONSOLE_SCREENS, DONE, FRAME_SCREENS, IN_PROGRESS, openScreen, openScreenFocused } from './support/screens';
import { manifest as bookings } from '@inspection/bookings/manifest';
import { manifest as calllogs } from '@inspection/calllogs/manifest';
import { manifest as crm } from '@inspection/crm/manifest';
import { manifest as forms } from '@inspection/forms/manifest';
import { manifest as inspection } from '@inspection/inspection/manifest';
import { manifest as reports } from '@inspection/reports/manifest';
import { manifest as tooling } from '@inspection/tooling/manifest';
import { firstTabStop, seriousAxeFindings, smallInputText, smallTargets, widerThanTheirBox } from './support/sweep-checks';

const SHOTS = process.env.SWEEP_SCREENSHOTS === '1';
const SHOT_DIR = path.resolve(import.meta.dirname, 'screenshots/sweep');

const WIDTHS = [
  ['laptop', { width: 1440, height: 900 }],
  ['tablet', { width: 768, height: 1024 }],
  ['phone', { width: 390, height: 844 }],
] as const;

// The screens used on a tablet or a phone by touch: every control at least 44 px below 1024 px.
const TOUCH_SCREENS = new Set([
  "the inspector's day", 'completed inspection', 'inspection in progress', 'bookings', 'booking details', 'book', 'book in Arabic', "buyer's report",
  'manage a booking (unknown link)', 'manage a booking in Arabic (unknown link)',
]);

const SCREENS: [string, string][] = [...CONSOLE_SCREENS, ['inspection in progress', `/performinspection/${IN_PROGRESS}`]];
const FRAMED = new Set(FRAME_SCREENS.map(([name]) => name));
const PUBLIC_PAGES = [
  ['book', `${ORIGINS.bookings}/book`],
  ['book in Arabic', `${ORIGINS.bookings}/book?lang=ar`],
  // A customer's own booking page (its booking states: e2e/book-manage.spec.ts).
  ['manage a booking (unknown link)', `${ORIGINS.bookings}/book/manage/0123456789abcdef0123456789abcdef?lang=en`],
  ['manage a booking in Arabic (unknown link)', `${ORIGINS.bookings}/book/manage/0123456789abcdef0123456789abcdef?lang=ar`],
  ["buyer's report", `${ORIGINS.reports}/report/${DONE}`],
  ['sign-in', '/login'],
];

// Routes that show a screen the sweep visits under another address.
const ALIASES: Record<string, string> = { '/': 'the dashboard, at /admin', '/inspection/:bookingId': 'the perform screen, at /performinspection/…' };

test('the sweep visits every route of the console', () => {
  const visited = [...SCREENS, ...PUBLIC_PAGES].map(([, url]) => new URL(url, ORIGINS.shell).pathname);
  const patterns = [reports, forms, bookings, inspection, crm, calllogs, tooling].flatMap((m) => m.screens.flatMap((screen) => [...screen.routes]));
  const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);
  const missed = patterns.filter((pattern) => !ALIASES[pattern] && !visited.some((path) => matches(pattern, path)));
  expect(missed, 'routes missing from CONSOLE_SCREENS (e2e/support/screens.ts)').toEqual([]);
});

interface View {
  name: string;
  width: number;
  framed: boolean;
}

/** Every check of the sweep on the view as it stands, each a soft expectation naming the view, the width and the check. */
async function sweep(page: Page, { name, width, framed }: View) {
  const at = `${name} at ${width} px`;
  expect.soft(await seriousAxeFindings(page), `${at}: axe, serious or critical`).toEqual([]);
  expect.soft(await widerThanTheirBox(page), `${at}: wider than its box`).toEqual([]);
  const min = TOUCH_SCREENS.has(name) ? 44 : 24;
  if (width < 1024) expect.soft(await smallTargets(page, min), `${at}: controls under ${min} px`).toEqual([]);
  if (width <= 390) expect.soft(await smallInputText(page), `${at}: fields under 16 px`).toEqual([]);
  if (framed) expect.soft(await firstTabStop(page), `${at}: the first Tab stop`).toBe('Skip to content');
  if (width === 1440) await expectNoRawValues(page, name);
  if (SHOTS) await page.screenshot({ path: path.join(SHOT_DIR, `a11y-${width}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true });
}

/** A public page, or the first screen: a page load, its heading up. */
async function load(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Moves to a console screen: inside the running frame, as its links do (and its heading takes focus); else a load. */
async function open(page: Page, path: string, framed: boolean) {
  const inFrame = await page.evaluate(() => Boolean(document.querySelector('main h1')) && Boolean(document.getElementById('main-content')));
  await (framed && inFrame ? openScreenFocused(page, path) : openScreen(page, path));
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
}

/** Settings' tabs after the first (shown on opening), each once loaded. */
async function sweepSettingsTabs(page: Page, width: number) {
  const tabs = await page.getByRole('tab').allTextContents();
  for (const tab of tabs.slice(1)) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.animate-spin')).toHaveCount(0);
    await sweep(page, { name: `settings › ${tab.trim()}`, width, framed: true });
  }
}

/** The bookings' Date Wise view, then each step of the New Booking wizard: Type, Location, Date & Time, Details. */
async function sweepBookingViews(page: Page, width: number) {
  const step = (name: string) => sweep(page, { name: `bookings › ${name}`, width, framed: true });
  await page.getByRole('radio', { name: 'Date Wise' }).click();
  await expect(page.getByRole('tablist', { name: 'Week' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await step('Date Wise');
  await page.getByRole('tab', { name: 'New Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Inspection Type', level: 2 })).toBeVisible();
  await step('wizard: type');
  await page.getByRole('button', { name: /Standard 120-point/ }).click();
  await page.getByLabel('Search for a location').fill('Dubai Marina');
  await page.getByRole('option').first().getByRole('button').click();
  await expect(page.getByTestId('selected-location')).toContainText('United Arab Emirates');
  await page.getByLabel('Additional Directions').fill('Tower 2');
  await step('wizard: location');
  await page.getByRole('button', { name: /^Next/ }).click();
  // The last day the calendar offers this month: its times, or the words that it has none.
  await page.getByRole('button', { name: /(st|nd|rd|th), \d{4}/ }).and(page.locator(':enabled')).last().click();
  await expect(page.getByRole('group', { name: 'Available Times' }).or(page.getByText('No available slots for this date')).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await step('wizard: date and time');
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: /Back/ }).click();
  await page.getByRole('radio', { name: 'I need help coordinating with the seller' }).click();
  await page.getByRole('button', { name: /Standard 120-point/ }).click();
  await expect(page.getByLabel('Customer Name')).toBeVisible();
  await step('wizard: details');
}

for (const [device, viewport] of WIDTHS) {
  test(`the accessibility sweep on the ${device} (${viewport.width} px): every screen`, async ({ page }) => {
    test.setTimeout(360_000);
    const width = viewport.width;
    await page.setViewportSize(viewport);
    for (const [name, url] of PUBLIC_PAGES) {
      await test.step(name, async () => {
        await load(page, url);
        await sweep(page, { name, width, framed: false });
      });
    }
    await storeSession(page);
    for (const [name, path] of SCREENS) {
      await test.step(name, async () => {
        await open(page, path, FRAMED.has(name));
        await sweep(page, { name, width, framed: FRAMED.has(name) });
        if (path === '/settings') await sweepSettingsTabs(page, width);
        if (path === '/booking') await sweepBookingViews(page, width);
      });
    }
  });
}
