// The console's lists at a phone's, a tablet's and two laptops' widths (docs/architecture/tables.md): inspection records,
// CRM leads and contacts, a contact's leads, messages, the Audit Log and the call logs. Each fits its box (no table
// wider than its frame, no page wider than the window), has no control under 24 px below 1024 px, and passes axe;
// the tables' headers sort from the keyboard. Screenshots: e2e/screenshots/lists-<screen>-<width>.png.
import { expect, test, type Page } from '@playwright/test';
import { storeSession } from './support/platform';
import { AHMED, openScreen } from './support/screens';
import { seriousAxeFindings, smallTargets, widerThanTheirBox } from './support/sweep-checks';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  // The narrowest laptop: the first width with tables, beside the sidebar.
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

/** Each list by name: how to open it with its rows on screen. */
const LISTS: [string, (page: Page) => Promise<void>][] = [
  ['inspection-records', (page) => openScreen(page, '/inspections')],
  ['crm', (page) => openScreen(page, '/crm')],
  ['contact-details', (page) => openScreen(page, `/contacts/${AHMED}`)],
  ['messages', (page) => openScreen(page, '/messages')],
  [
    'audit-log',
    async (page) => {
      await openScreen(page, '/settings');
      await page.getByRole('tab', { name: 'Audit Log' }).click();
      await expect(page.getByTestId('audit-row').first()).toBeVisible();
    },
  ],
  [
    'call-logs',
    async (page) => {
      await openScreen(page, '/call-logs');
      // Opened, so its call link and its calls are measured too.
      await page.getByTestId('callback-entry').first().getByRole('button').first().click();
      await expect(page.getByRole('link', { name: /^Call / }).first()).toBeVisible();
    },
  ],
];

for (const viewport of WIDTHS) {
  test(`lists at ${viewport.width} px fit their box, have no control under 24 px below 1024 px and pass axe`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await storeSession(page);
    for (const [name, open] of LISTS) {
      await test.step(name, async () => {
        await open(page);
        expect.soft(await widerThanTheirBox(page), `${name}: wider than its box`).toEqual([]);
        if (viewport.width < 1024) expect.soft(await smallTargets(page, 24), `${name}: controls under 24 px`).toEqual([]);
        expect.soft(await seriousAxeFindings(page), `${name}: axe`).toEqual([]);
        await page.screenshot({ path: `e2e/screenshots/lists-${name}-${viewport.width}.png`, fullPage: true });
      });
    }
  });
}

test('table headers sort from the keyboard: aria-sort follows, a second press reverses', async ({ page }) => {
  await storeSession(page);
  await openScreen(page, '/crm');
  const leads = page.getByRole('table', { name: 'Leads' });
  await expect(leads.getByRole('columnheader', { name: 'Follow-up' })).toHaveAttribute('aria-sort', 'ascending');
  await leads.getByRole('button', { name: 'Contact' }).focus();
  await page.keyboard.press('Enter');
  await expect(leads.getByRole('columnheader', { name: 'Contact' })).toHaveAttribute('aria-sort', 'ascending');
  const names = async () => (await leads.getByTestId('lead-row').getByRole('link').allTextContents()).map((name) => name.toLowerCase());
  expect(await names()).toEqual([...(await names())].sort());
  await page.keyboard.press('Space');
  await expect(leads.getByRole('columnheader', { name: 'Contact' })).toHaveAttribute('aria-sort', 'descending');

  await openScreen(page, '/inspections');
  const records = page.getByRole('table', { name: 'Inspection records' });
  await expect(records.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
  await records.getByRole('button', { name: 'Status' }).focus();
  await page.keyboard.press('Enter');
  await expect(records.getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(records.getByTestId('record-row').first()).toContainText('Draft');
});
