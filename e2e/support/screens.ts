// Every screen of the console, by a name people use, with a path that shows it filled with the seeded data.
import { expect, type Page } from '@playwright/test';
import { ORIGINS } from './platform';

export const DONE = 'b726ed24-3333-4333-8333-000000000001';
export const IN_PROGRESS = '56a3d90d-3333-4333-8333-000000000002';
export const SCHEDULED = '3c22d954-3333-4333-8333-000000000003';
export const AHMED = '66666666-6666-4666-8666-000000000001';
export const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';

export const CONSOLE_SCREENS: [string, string][] = [
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
  ['change password', '/change-password'],
  ['svg json builder', '/svg-json-builder'],
  ['parts preview', '/parts-preview'],
  ['marked parts overlay', '/marked-parts-overlay'],
  ['condition severities', '/condition-severities'],
  ['releases', '/releases'],
];

/** Whether a console path shows its screen inside the staff frame (sidebar, top bar, skip link, `main#main-content`). */
const inFrame = (path: string) =>
  !/^\/(performinspection|report|svg-json-builder|parts-preview|marked-parts-overlay|condition-severities)(\/|$)/.test(path);

/** The console screens inside the staff frame; the others are pages of their own. */
export const FRAME_SCREENS = CONSOLE_SCREENS.filter(([, path]) => inFrame(path));

/**
 * Opens a screen and waits until it is ready: its heading is up and nothing is loading any more. Once the console is
 * running in the page, it moves there as its own links do (the router follows the address, no page load), as a
 * person goes from screen to screen; the first screen is a page load.
 */
export async function openScreen(page: Page, path: string) {
  const consoleRunning = await page.evaluate((shell) => location.origin === shell && !!document.querySelector('main'), ORIGINS.shell);
  if (consoleRunning) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new URL(path, page.url()).href);
    // The router keeps the last screen up until the new one's code is in, so a heading (the last screen's) is visible
    // all along: a move into or out of the frame has happened once the frame is there or gone (the sweep once measured
    // My Day as the staff report). Between two framed screens, openScreenFocused waits for the new heading's focus.
    await expect(page.locator('#main-content')).toHaveCount(inFrame(new URL(path, page.url()).pathname) ? 1 : 0);
  } else {
    await page.goto(path);
  }
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/**
 * Moves to a screen of the running console and waits until the new screen's h1 has taken focus, as the frame does
 * after every navigation: the sign that the new screen, not the one before, is on the page (the router keeps the
 * old screen up while the new one loads). Focus starts from the body, as when the element that had it went away.
 */
export async function openScreenFocused(page: Page, path: string) {
  await page.evaluate(() => {
    const marked = window as unknown as { headingFocused?: boolean };
    (document.activeElement as HTMLElement | null)?.blur();
    if (marked.headingFocused === undefined) {
      document.addEventListener('focusin', (event) => {
        if ((event.target as Element).matches('main h1')) marked.headingFocused = true;
      });
    }
    marked.headingFocused = false;
  });
  await openScreen(page, path);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { headingFocused?: boolean }).headingFocused), { message: `${path}: focus on its heading` })
    .toBe(true);
  await expect(page.locator('main h1:focus')).toHaveCount(1);
}

