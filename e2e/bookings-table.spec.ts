// The bookings All view at every width (docs/areas/bookings.md#the-all-table): from 1024 px a table no wider than
// its box, with headers that sort; at 390 and 768 px cards that fit with no sideways scroll; axe without a serious or
// critical finding at each width. Screenshots: e2e/screenshots/bookings-table-<width>.png.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/platform';

const SHOTS = 'e2e/screenshots';

async function seriousAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
}

for (const width of [1440, 1024]) {
  test(`at ${width} px the bookings table fits its box and its headers sort`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/booking');
    const table = page.getByRole('table', { name: 'Bookings' });
    await expect(table.getByTestId('booking-row').first()).toBeVisible();
    // Every column the dashboard names; Inspector, the lowest priority, by default from 1280 px.
    const names = ['Customer', 'Seller', 'Vehicle', 'Location', 'Date', 'Time', 'Inspection Type', ...(width >= 1280 ? ['Inspector'] : []), 'Status', 'Actions'];
    await expect(table.getByRole('columnheader')).toHaveText(names);
    const fit = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right, page: document.documentElement.scrollWidth }));
    expect(fit.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(fit.client);
    expect(fit.right).toBeLessThanOrEqual(width);
    expect(fit.page, 'the page scrolls sideways').toBeLessThanOrEqual(width);
    // Every row's Edit is inside the box.
    const edit = table.getByRole('button', { name: /^Edit booking of/ }).first();
    expect((await edit.boundingBox())!.x + (await edit.boundingBox())!.width).toBeLessThanOrEqual(fit.right);
    expect(await seriousAxe(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/bookings-table-${width}.png`, fullPage: true });

    const customer = table.getByRole('columnheader', { name: 'Customer' });
    await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'other');
    await customer.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(customer).toHaveAttribute('aria-sort', 'ascending');
    const firstNames = () => table.getByTestId('booking-row').evaluateAll((rows) => rows.slice(0, 5).map((r) => r.querySelector('[role=cell] span')?.textContent?.toLowerCase() ?? ''));
    const sorted = async () => {
      const shown = await firstNames();
      return shown.join() === [...shown].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join();
    };
    await expect.poll(sorted).toBe(true);
  });
}

for (const width of [768, 390]) {
  test(`at ${width} px the bookings are cards that fit, with no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/booking');
    const list = page.getByRole('list', { name: 'Bookings' });
    await expect(list.getByTestId('booking-card').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const fit = await list.evaluate((el) => ({
      page: document.documentElement.scrollWidth,
      cards: [...el.querySelectorAll('li')].map((li) => li.getBoundingClientRect().right),
      overflowing: [...el.querySelectorAll('li')].filter((li) => li.scrollWidth > li.clientWidth).length,
    }));
    expect(fit.page, 'the page scrolls sideways').toBeLessThanOrEqual(width);
    expect(Math.max(...fit.cards)).toBeLessThanOrEqual(width);
    expect(fit.overflowing).toBe(0);
    const card = list.getByTestId('booking-card').first();
    await expect(card.getByRole('button', { name: /^Edit booking of/ })).toBeVisible();
    // A touch screen: the card's controls are 44 px high.
    for (const control of [card.getByRole('button', { name: /^Edit booking of/ }), card.getByRole('link').first()]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await seriousAxe(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/bookings-table-${width}.png`, fullPage: true });
  });
}
