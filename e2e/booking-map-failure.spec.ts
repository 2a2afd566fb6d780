// docs/areas/bookings.md#the-map-failing: when the map cannot load (tiles unreachable, the map library failing) the location step says
// 'Failed to load map' in the map's place with Retry, a toast says 'Failed to load map. Please try again.', and
// the rest of the step still works: the address search, 'Additional Directions', Next.
import { expect, test, type Page } from '@playwright/test';
import { ORIGINS } from './support/platform';

const SHOTS = 'e2e/screenshots';
const TILES = 'https://tiles.example.test';
// A 1 x 1 transparent PNG: a tile that loads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function toLocationStep(page: Page) {
  await page.goto(`${ORIGINS.bookings}/book`);
  await page.getByRole('button', { name: /Standard 120-point/ }).click();
}

async function restOfStepStillWorks(page: Page) {
  await expect(page.getByRole('button', { name: /^Next/ })).toBeDisabled();
  await page.getByLabel('Search for a location').fill('Dubai Marina');
  await page.getByRole('option').first().getByRole('button').click();
  await expect(page.getByTestId('selected-location')).toContainText('United Arab Emirates');
  await page.getByLabel('Additional Directions').fill('Tower 2, parking B1');
  await expect(page.getByRole('button', { name: /^Next/ })).toBeEnabled();
}

test.describe('booking map failures', () => {
  test.beforeEach(async ({ context }) => {
    // Tests never reach the internet; the map library and its tiles are the only outside requests here.
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
  });

  test('tiles unreachable: the failure with Retry, the step still usable; Retry with tiles back shows the map', async ({ page }) => {
    // This page's runtime config names a tile server (the e2e platform runs without one).
    await page.route(`${ORIGINS.bookings}/runtime-config.json`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), mapTilesUrl: `${TILES}/{z}/{x}/{y}.png` } });
    });
    await toLocationStep(page);
    await expect(page.getByTestId('map-failed')).toHaveText(/Failed to load map/);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load map. Please try again.' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/booking-map-failed-1440.png`, fullPage: true });
    await restOfStepStillWorks(page);

    await page.route(`${TILES}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
    await page.getByTestId('map-failed').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('location-map')).toBeVisible();
    await expect(page.getByTestId('map-failed')).toHaveCount(0);
    // The choice made while the map was down is kept: the pin is there.
    await expect(page.getByTestId('location-map').locator('.leaflet-marker-icon')).toHaveCount(1);
  });

  test('the map library fails to load: the failure with Retry, the step still usable; Retry loads it', async ({ page }) => {
    let block = true;
    await page.route(/\/static\/js\/async\/.*leaflet.*\.js$/, (route) => (block ? route.abort('failed') : route.fallback()));
    await toLocationStep(page);
    await expect(page.getByTestId('map-failed')).toHaveText(/Failed to load map/);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load map. Please try again.' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/booking-map-failed-390.png`, fullPage: true });
    await restOfStepStillWorks(page);

    block = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('location-map')).toBeVisible();
    await expect(page.getByTestId('map-failed')).toHaveCount(0);
  });
});
