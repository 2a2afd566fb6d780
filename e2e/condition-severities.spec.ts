// Tooling › Condition Severities (docs/areas/tooling.md#condition-severities): an admin inside the console reads the
// seeded grades and changes one, which stays after a reload; at 390 and 1440 px.
import { expect, test } from '@playwright/test';
import { ORIGINS, signIn } from './support/platform';

const SHOTS = 'e2e/screenshots';

test('an admin reads the seeded severities and changes one', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, `${ORIGINS.shell}/condition-severities`);
    await expect(page.getByRole('heading', { name: 'Condition Severities' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Accident - Repainted')).toHaveValue('major');
    await expect(page.getByLabel('Deep scratches')).toHaveValue('moderate');
    await expect(page.getByLabel('Paint Protection Film')).toHaveValue('none');
    await page.screenshot({ path: `${SHOTS}/condition-severities-${width}.png`, fullPage: true });
  }
  await page.getByLabel('Faded').selectOption('none');
  await expect(page.getByRole('status')).toHaveText('Faded: Not damage');
  await page.reload();
  await expect(page.getByLabel('Faded')).toHaveValue('none');
  await page.getByLabel('Faded').selectOption('minor');
  await expect(page.getByRole('status')).toHaveText('Faded: Low');
});
