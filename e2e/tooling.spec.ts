// The developer tooling pages as a person uses them, on the tooling remote's own origin (4207) and inside the shell
// (4200), without signing in: draw and name a part, find it after a reload, download the JSON and load it into the
// overlay, and a broken file.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ORIGINS } from './support/platform';

const SHOTS = path.resolve(import.meta.dirname, 'screenshots');
const TOOLING = ORIGINS.tooling;

/** Clicks the drawing canvas at canvas coordinates (810 x 1082). */
async function clickCanvas(page: Page, x: number, y: number) {
  const canvas = page.getByRole('img', { name: 'Drawing canvas' });
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + (x / 810) * box.width, box.y + (y / 1082) * box.height);
}

test.describe.configure({ mode: 'serial' });

test('draw a part with three points, name it, reload and find it, then see it in the preview', async ({ page }) => {
  await page.goto(`${TOOLING}/svg-json-builder`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'SVG JSON Builder' })).toBeVisible();

  await clickCanvas(page, 300, 150);
  await clickCanvas(page, 500, 150);
  await page.getByRole('button', { name: 'Finish shape' }).click();
  await expect(page.getByRole('alert')).toHaveText('A part needs at least 3 points.');
  await clickCanvas(page, 405, 320);
  await expect(page.getByTestId('point-count')).toHaveText('3 points');
  await page.getByRole('button', { name: 'Finish shape' }).click();

  const dialog = page.getByRole('dialog', { name: 'Name this part' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a name for the part.');
  await dialog.getByLabel('Part name').fill('test_hood');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Marked parts' });
  await expect(list.getByText('test_hood', { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'tooling-builder-1440.png'), fullPage: true });

  await page.reload();
  await expect(page.getByRole('list', { name: 'Marked parts' }).getByText('test_hood', { exact: true })).toBeVisible();
  await expect(page.locator('[data-part="test_hood"]')).toHaveCount(1);

  await page.getByRole('link', { name: 'Parts Preview' }).click();
  await expect(page).toHaveURL(/\/parts-preview$/);
  await expect(page.getByText('From local storage')).toBeVisible();
  await expect(page.getByTestId('part-count')).toHaveText('1 part');
  await page.locator('[data-part="test_hood"]').hover();
  await expect(page.getByTestId('hovered-part')).toHaveText('Test hood (test_hood)');
});

test('download the JSON and load it into the overlay, then mark a part', async ({ page }) => {
  await page.goto(`${TOOLING}/svg-json-builder`);
  await page.getByRole('button', { name: 'Load shipped data set' }).click();
  await expect(page.getByRole('status')).toContainText('Loaded 40 parts from the shipped data set.');
  await page.screenshot({ path: path.join(SHOTS, 'tooling-builder-shipped-1440.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('car-parts.json');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tooling-')), 'car-parts.json');
  await download.saveAs(file);

  await page.goto(`${TOOLING}/parts-preview`);
  await expect(page.getByTestId('part-count')).toHaveText('40 parts');
  await page.screenshot({ path: path.join(SHOTS, 'tooling-preview-1440.png'), fullPage: true });

  await page.goto(`${TOOLING}/marked-parts-overlay`);
  await page.getByLabel('Load JSON file').setInputFiles(file);
  await expect(page.getByRole('status')).toHaveText('Loaded 40 parts from car-parts.json.');
  await page.getByRole('button', { name: 'Hood', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hood' });
  await dialog.getByLabel('Dented').check();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-part="hood"]')).toHaveAttribute('data-marked', 'true');
  await page.getByRole('button', { name: 'Rear left door', exact: true }).press('Enter');
  await page.getByRole('dialog', { name: 'Rear left door' }).getByLabel('Accident - Repainted').check();
  await page.getByRole('dialog', { name: 'Rear left door' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('2 with conditions', { exact: false })).toBeVisible();
  // Keyboard: the parts are one Tab stop; the arrow keys move between them, with a visible focus ring.
  await page.getByRole('button', { name: 'Roof', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Rear windshield', exact: true })).toBeFocused();
  await page.getByRole('group', { name: 'Marked parts overlay' }).screenshot({ path: path.join(SHOTS, 'tooling-overlay-focus.png') });
  await page.screenshot({ path: path.join(SHOTS, 'tooling-overlay-1440.png'), fullPage: true });
});

test("a broken file shows 'Invalid JSON file'", async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tooling-'));
  const broken = path.join(dir, 'broken.json');
  writeFileSync(broken, '{"name": "hood", "points": [');
  const wrongShape = path.join(dir, 'wrong-shape.json');
  writeFileSync(wrongShape, JSON.stringify({ name: 'hood', points: [] }));

  await page.goto(`${TOOLING}/marked-parts-overlay`);
  await page.getByLabel('Load JSON file').setInputFiles(broken);
  await expect(page.getByRole('alert')).toHaveText('Invalid JSON file');
  await page.getByLabel('Load JSON file').setInputFiles(wrongShape);
  await expect(page.getByRole('alert')).toHaveText('Invalid JSON file');
  await expect(page.getByText('No parts loaded')).toBeVisible();
});

test('the three pages open inside the shell without signing in', async ({ page }) => {
  for (const [route, heading] of [
    ['/svg-json-builder', 'SVG JSON Builder'],
    ['/parts-preview', 'Parts Preview'],
    ['/marked-parts-overlay', 'Marked Parts Overlay'],
  ]) {
    await page.goto(`${ORIGINS.shell}${route}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
  }
  await page.getByRole('button', { name: 'Use shipped data set' }).click();
  await page.getByRole('button', { name: 'Front bumper', exact: true }).click();
  await page.getByRole('dialog', { name: 'Front bumper' }).getByLabel('Minor scratches').check();
  await page.getByRole('dialog', { name: 'Front bumper' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-part="front_bumper"]')).toHaveAttribute('data-marked', 'true');
  await page.screenshot({ path: path.join(SHOTS, 'tooling-overlay-in-shell-1440.png'), fullPage: true });
});

test('the builder fits a tablet (768 wide)', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`${TOOLING}/svg-json-builder`);
  await expect(page.getByRole('img', { name: 'Drawing canvas' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(768);
  await page.screenshot({ path: path.join(SHOTS, 'tooling-builder-768.png'), fullPage: true });
});
