// The sample report (docs/areas/reports.md#the-sample-report): fixed demo data at /report/sample, for an anonymous visitor on the
// reports origin (server-rendered) and inside the console, and printed to PDF.
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { ORIGINS } from './support/platform';

const CONSOLE = ORIGINS.shell;
const REPORTS = ORIGINS.reports;
const SHOTS = 'e2e/screenshots';

test.describe('the sample report', () => {
  test('an anonymous visitor opens it on the reports origin: HTML with the whole report, no staff controls', async ({ page }) => {
    const response = await page.goto(`${REPORTS}/report/sample`);
    expect(response?.status()).toBe(200);
    expect(await response!.text()).toContain('2021 Toyota Land Cruiser');
    await expect(page.getByTestId('vehicle-title')).toHaveText('2021 Toyota Land Cruiser');
    await expect(page.getByText('Report #SAMPLE01')).toBeVisible();
    await expect(page.getByText('7.8/10').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Damage Parts' })).toBeVisible();
    // The exterior damage table beside the diagram, worst first (the hood is Painted, Medium, as the rear left door).
    const table = page.getByRole('table', { name: 'Exterior damage' });
    await expect(table.getByRole('rowheader')).toHaveText(['Rear bumper', 'Hood', 'Rear left door', 'Front bumper', 'Right mirror']);
    const [diagram, tableBox] = [await page.getByTestId('damage-diagram').boundingBox(), await table.boundingBox()];
    expect(tableBox!.x).toBeGreaterThan(diagram!.x + diagram!.width - 1);
    await expect(page.getByRole('heading', { name: 'Detailed Inspection Results' })).toBeVisible();
    await expect(page.getByRole('button', { name: /buyer’s link/i })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/sample-report-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/sample-report-390.png` });
  });

  test('inside the console too, without sign-in', async ({ page }) => {
    await page.goto(`${CONSOLE}/report/sample`);
    await expect(page).toHaveURL(/\/report\/sample$/);
    await expect(page.getByTestId('vehicle-title')).toHaveText('2021 Toyota Land Cruiser');
  });

  test('prints to an A4 PDF with the vehicle, the damage and the disclaimer, without buttons', async ({ page }) => {
    await page.goto(`${REPORTS}/report/sample`);
    // Scored sections start open; one the reader collapsed still prints whole.
    const tyres = page.getByTestId('result-section').filter({ hasText: 'Tyres & Brakes' });
    await expect(tyres.getByText('Spare Tyre')).toBeVisible();
    await tyres.getByRole('heading', { name: 'Tyres & Brakes' }).click();
    await expect(tyres.getByText('Spare Tyre')).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBeGreaterThan(1);
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain('2021 Toyota Land Cruiser');
    expect(text).toContain('Rear bumper');
    expect(text).toContain('Spare Tyre');
    expect(text).toContain('No reliance may be placed on this report when it is provided by a third party.');
    expect(text).toContain(`Page 1 of ${document.numPages}`);
    expect(text).not.toContain('Download PDF');
  });
});
