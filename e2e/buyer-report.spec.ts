// The buyer's report as buyers get it: the server-rendered page on the reports origin (4201), with and without
// JavaScript, printed to PDF; the staff's switch for its link; and axe on the report and reports screens.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { ORIGINS, signIn } from './support/platform';

const CONSOLE = ORIGINS.shell;
const REPORTS = ORIGINS.reports;
const BOOKING = 'b726ed24-3333-4333-8333-000000000001';
const BUYER_PAGE = `${REPORTS}/report/${BOOKING}`;
const SHOTS = 'e2e/screenshots';
const DISCLAIMER_LAST = 'No reliance may be placed on this report when it is provided by a third party.';

async function expectNoSeriousAxeFindings(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${name}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test.describe("the buyer's page", () => {
  test('comes as HTML with the report in it, for an anonymous buyer: no staff controls, parts in words, diagram colours', async ({ page }) => {
    const response = await page.goto(BUYER_PAGE);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('2019 Toyota Land Cruiser');
    expect(html).toContain(DISCLAIMER_LAST);

    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inspection Report' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '2019 Toyota Land Cruiser' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Back to Reports' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Public link' })).toHaveCount(0);
    await expect(page.getByText('Phone Number')).toHaveCount(0);
    await expect(page.getByText('front_bumper')).toHaveCount(0);
    const parts = page.getByTestId('damage-parts');
    await expect(parts).toContainText('Front bumper');
    await expect(parts).toContainText('Rear left door');
    const fill = (part: string) => page.locator(`[data-testid="damage-diagram"] [data-part="${part}"]`).getAttribute('fill');
    expect(await fill('front_bumper')).toBe('#facc15'); // 'Minor scratches': low (the rule names 'Scratched')
    expect(await fill('rear_left_door')).toBe('#f97316');
    expect(await fill('hood')).toBe('#facc15');
    expect(await fill('roof')).toBe('transparent');
    await expect(page.getByRole('heading', { name: 'Regular Maintenance' })).toBeVisible();

    // the photo viewer is the page's one script: a photo opens over the page, Escape closes it
    // The gallery's link (the Exterior section shows the same photos further down, as in every submitted report).
    await page.getByRole('link', { name: 'Exterior Photos 1' }).first().click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(BUYER_PAGE);

    await page.screenshot({ path: `${SHOTS}/buyer-report-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/buyer-report-phone.png`, fullPage: true });
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });
    test('still shows the whole report', async ({ page }) => {
      await page.goto(BUYER_PAGE);
      await expect(page.getByRole('heading', { name: '2019 Toyota Land Cruiser' })).toBeVisible();
      await expect(page.getByText('Overall Condition Score')).toBeVisible();
      await expect(page.getByText(/^\d+(\.\d)?\/10$/).first()).toBeVisible();
      await expect(page.getByTestId('damage-diagram')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Detailed Inspection Results' })).toBeVisible();
      await expect(page.getByText(DISCLAIMER_LAST)).toBeVisible();
      // the photos are plain links to the pictures; the print button needs script, so it is not offered
      await expect(page.getByRole('link', { name: 'Exterior Photos 1' }).first()).toHaveAttribute('href', /car-01-front\.svg$/);
      await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
    });
  });

  test('prints to an A4 PDF of several pages with the vehicle and the disclaimer, without buttons', async ({ page }) => {
    await page.goto(BUYER_PAGE);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBeGreaterThan(1);
    const firstPage = await document.getPage(1);
    const [width, height] = [firstPage.view[2], firstPage.view[3]];
    expect(Math.round(width)).toBe(595); // A4 in points: 595 x 842
    expect(Math.round(height)).toBe(842);
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain('2019 Toyota Land Cruiser');
    expect(text).toContain(DISCLAIMER_LAST);
    expect(text).toContain(`Page 1 of ${document.numPages}`);
    expect(text).toMatch(/Vehicle Inspection Report #b726ed24\b/); // the booking's 8-character reference
    expect(text).not.toContain('Download PDF');
  });
});

test.describe("the buyer's link", () => {
  test('staff switch it off from the report view (buyer: Report not found) and on again; the link stays the same', async ({ page, browser }) => {
    await signIn(page, `${CONSOLE}/report/${BOOKING}`);
    const toggle = page.getByRole('switch', { name: 'Public link' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('button', { name: 'Back to Reports' })).toBeVisible();
    await expect(page.getByText('Phone Number').first()).toBeVisible(); // staff see the whole report

    const buyer = await browser.newPage();
    try {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByTestId('public-link-status')).toContainText('Switched off');
      // staff still read it
      await page.reload();
      await expect(page.getByRole('heading', { name: '2019 Toyota Land Cruiser' })).toBeVisible();

      await buyer.goto(BUYER_PAGE);
      await expect(buyer.getByRole('alert')).toHaveText('Report not found');
      await expect(buyer.getByRole('button', { name: 'Back to Reports' })).toHaveCount(0);
      await buyer.screenshot({ path: `${SHOTS}/buyer-report-link-off.png` });

      await page.getByRole('switch', { name: 'Public link' }).click();
      await expect(page.getByRole('switch', { name: 'Public link' })).toHaveAttribute('aria-checked', 'true');
      await buyer.goto(BUYER_PAGE);
      await expect(buyer.getByRole('heading', { name: '2019 Toyota Land Cruiser' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/staff-report-link-control.png` });
    } finally {
      await buyer.close();
    }
  });

  test('staff switch it off and on and give it an expiry from the booking details', async ({ page, browser }) => {
    await signIn(page, `${CONSOLE}/booking/${BOOKING}`);
    const card = page.getByRole('region', { name: 'Buyer’s link' });
    const toggle = card.getByRole('switch', { name: 'Public link' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    const buyer = await browser.newPage();
    try {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await buyer.goto(BUYER_PAGE);
      await expect(buyer.getByRole('alert')).toHaveText('Report not found');

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await buyer.goto(BUYER_PAGE);
      await expect(buyer.getByRole('heading', { name: '2019 Toyota Land Cruiser' })).toBeVisible();

      // An expiry a year ahead keeps the link working; clearing it leaves no expiry.
      const nextYear = new Date();
      nextYear.setFullYear(nextYear.getFullYear() + 1);
      await card.getByLabel('Link expires after').fill(nextYear.toISOString().slice(0, 10));
      await card.getByRole('button', { name: 'Set expiry' }).click();
      await expect(card.getByTestId('public-link-status')).toContainText('On until the end of');
      await buyer.goto(BUYER_PAGE);
      await expect(buyer.getByRole('heading', { name: '2019 Toyota Land Cruiser' })).toBeVisible();
      await card.getByRole('button', { name: 'Clear expiry' }).click();
      await expect(card.getByTestId('public-link-status')).toHaveText('On, with no expiry.');
      await page.screenshot({ path: `${SHOTS}/booking-details-link-control.png`, fullPage: true });
    } finally {
      await buyer.close();
    }
  });
});

test.describe('accessibility (axe: no serious or critical findings)', () => {
  test("the buyer's page", async ({ page }) => {
    await page.goto(BUYER_PAGE);
    await expect(page.getByRole('heading', { name: '2019 Toyota Land Cruiser' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'report');
  });

  test('the dashboard, a report detail and the webhook page', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('report-card').first()).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'dashboard');
    await page.getByTestId('report-card').first().click();
    await expect(page).toHaveURL(/\/report\//);
    await expect(page.getByRole('heading', { name: 'Inspection Details' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'detail');
    await page.goto(`${CONSOLE}/report/${BOOKING}`);
    await expect(page.getByRole('switch', { name: 'Public link' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'staff report');
    await page.goto(`${CONSOLE}/webhook`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'webhook');
  });
});
