// Every screen of the console, by a name people use, with a path that shows it filled with the seeded data.
import { expect, type Page } from '@playwright/test';

export const DONE = '33333333-3333-4333-8333-000000000001';
export const SCHEDULED = '33333333-3333-4333-8333-000000000003';
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
  ['svg json builder', '/svg-json-builder'],
  ['parts preview', '/parts-preview'],
  ['marked parts overlay', '/marked-parts-overlay'],
];

/** Opens a screen and waits until it is ready: its heading is up and nothing is loading any more. */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}
