// The buyer's page on a phone connection: its main picture gets the connection to itself, the photo thumbnails
// start only once it is on screen (with script), and without script every thumbnail is there from the start.
import { expect, test, type Request } from '@playwright/test';

const REPORTS = 'http://localhost:4201';
const BOOKING = 'b726ed24-3333-4333-8333-000000000001';
const BUYER_PAGE = `${REPORTS}/report/${BOOKING}`;
const PHOTO = /\/demo\/cars\/[^/]+\.svg$/;

test.describe("the buyer's page's pictures", () => {
  test('the main picture loads first, the thumbnails after it is painted, and then they all show', async ({ page }) => {
    const started: { url: string; at: number }[] = [];
    const finished = new Map<string, number>();
    page.on('request', (request: Request) => {
      if (PHOTO.test(request.url())) started.push({ url: request.url(), at: Date.now() });
    });
    page.on('requestfinished', (request: Request) => {
      if (PHOTO.test(request.url())) finished.set(request.url(), Date.now());
    });
    const response = await page.goto(BUYER_PAGE);
    expect(response?.headers()['content-encoding']).toBe('br');
    const main = page.locator('img[fetchpriority="high"]');
    await expect(main).toHaveAttribute('loading', 'eager');
    const mainUrl = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
    // from the page's own origin (apps/reports/src/server/report-photo-proxy.ts): no new connection before it starts
    expect(mainUrl).toBe(`${REPORTS}/report-photos/demo/cars/car-01-side.svg`);
    expect(started.every(({ url }) => url.startsWith(`${REPORTS}/report-photos/`))).toBe(true);
    // the hold is lifted once the main picture is on screen
    await expect(page.locator('body')).not.toHaveAttribute('data-photos-wait');
    // The gallery's thumbnail (the Exterior section shows the same photos further down, as in every submitted report).
    const thumbnail = page.getByRole('link', { name: 'Exterior Photos 1' }).first().locator('img');
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(started[0]?.url).toBe(mainUrl);
    const others = started.filter(({ url }) => url !== mainUrl);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other.at).toBeGreaterThanOrEqual(finished.get(mainUrl)!);
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });
    test('shows every thumbnail without waiting', async ({ page }) => {
      await page.goto(BUYER_PAGE);
      await expect(page.locator('body')).toHaveAttribute('data-photos-wait', '');
      const thumbnail = page.getByRole('link', { name: 'Exterior Photos 1' }).first().locator('img');
      await thumbnail.scrollIntoViewIfNeeded();
      await expect(thumbnail).toBeVisible();
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  });
});
