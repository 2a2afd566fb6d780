// The buyer's report written for people (docs/areas/reports.md#the-buyers-report): dates in words in the business zone, mileage with separators
// and its unit, the booking's short reference, and on a phone the verdict first (score, label, summary above the
// fold), then the vehicle details as a compact two-column list. Screenshots at 390 and 768 px.
import { expect, test } from '@playwright/test';
import { ORIGINS } from './support/platform';

const BUYER_PAGE = `${ORIGINS.reports}/report/b726ed24-3333-4333-8333-000000000001`;
const SHOTS = 'e2e/screenshots';

test.describe("the buyer's report, written for people", () => {
  test('on a phone (390 px) the verdict is above the fold, then the details in words', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(BUYER_PAGE);
    await expect(page.getByText('Report #b726ed24', { exact: true })).toBeVisible();
    const score = page.getByRole('heading', { name: 'Overall Condition Score' });
    const scoreCard = score.locator('xpath=ancestor::*[contains(@class, "report-card")][1]');
    const box = (await scoreCard.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await expect(page.getByTestId('condition-badge')).toBeInViewport();
    await expect(scoreCard.getByText(/overall condition\./)).toBeInViewport();
    const vehicle = (await page.getByTestId('vehicle-title').boundingBox())!;
    expect(vehicle.y).toBeGreaterThan(box.y + box.height - 1);
    await page.screenshot({ path: `${SHOTS}/buyer-report-people-390.png` });
    await page.screenshot({ path: `${SHOTS}/buyer-report-people-390-full.png`, fullPage: true });

    const fields = page.getByTestId('vehicle-fields');
    const value = (title: string) => fields.locator('div', { has: page.getByText(title, { exact: true }) }).locator('dd');
    await expect(value('Mileage')).toHaveText(/^\d{1,3},\d{3} km$/);
    await expect(value('Inspection Date and Time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$/);
    // Two columns: the title and its value side by side.
    const [title, answer] = [await fields.getByText('Mileage', { exact: true }).boundingBox(), await value('Mileage').boundingBox()];
    expect(Math.abs(title!.y - answer!.y)).toBeLessThan(4);
    expect(answer!.x).toBeGreaterThan(title!.x + title!.width);
    await expect(page.getByText(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)).toHaveCount(0);
  });

  test('on a tablet (768 px) the vehicle spans the top, the score beside the recommendations', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(BUYER_PAGE);
    const vehicle = (await page.getByTestId('vehicle-title').boundingBox())!;
    const score = (await page.getByRole('heading', { name: 'Overall Condition Score' }).boundingBox())!;
    expect(score.y).toBeGreaterThan(vehicle.y);
    await page.screenshot({ path: `${SHOTS}/buyer-report-people-768.png`, fullPage: true });
  });
});
