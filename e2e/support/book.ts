// The customers' /book page as a journey opens it after staff changed an inspection type.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens /book (`url`) until it shows `card`. Its server keeps the types it read for TYPES_FRESH_MS (10 s), so a type
 * made or edited just after another visit (another journey on this platform) shows a few seconds later, as it would
 * for a customer.
 */
export async function openBookShowing(page: Page, url: string, card: Locator) {
  await expect(async () => {
    await page.goto(url);
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
