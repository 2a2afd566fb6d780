// Screenshots of the login page and the staff shell at desktop and tablet widths, saved to e2e/screenshots/.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support/platform';

const dir = path.resolve(import.meta.dirname, 'screenshots');
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 834, height: 1112 },
];

for (const viewport of VIEWPORTS) {
  test(`login page and shell at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: path.join(dir, `login-${viewport.name}.png`) });

    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Reports Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(dir, `shell-${viewport.name}.png`) });

    if (viewport.width < 1024) {
      await page.getByRole('button', { name: /menu|sidebar|navigation/i }).first().click();
      await expect(page.getByRole('complementary', { name: 'Admin Panel' })).toBeVisible();
      await page.screenshot({ path: path.join(dir, `shell-${viewport.name}-menu-open.png`) });
    }
  });
}
