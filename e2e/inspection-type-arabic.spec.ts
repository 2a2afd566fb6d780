// The inspection type's card in Arabic (docs/areas/forms.md#inspection-types): staff write the Arabic name, tag and lines in Settings →
// Inspection Types on a phone, right to left; the customer on /book?lang=ar reads them, and the English page keeps English.
import { expect, test } from '@playwright/test';
import { openBookShowing } from './support/book';
import { ORIGINS, signIn } from './support/platform';

const SHOTS = 'e2e/screenshots';

test('staff write a type card in Arabic (its name too) on a phone; /book in Arabic shows it, /book in English the English one', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Arabic card ${Date.now()}`;
  const nameAr = `فحص نهاية الأسبوع ${Date.now() % 100_000}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/settings');
  await page.getByRole('tab', { name: 'Inspection Types' }).click();
  const form = page.getByRole('form', { name: 'New inspection type' });
  await form.getByLabel('Name (English)').fill(name);
  await form.getByLabel('Actual Price (AED)').fill('350');
  await form.getByLabel('Current Price (AED)').fill('299');
  await form.getByLabel('Duration (minutes)').fill('45');
  await form.getByLabel('Tag', { exact: true }).fill('Weekend');
  await form.getByRole('button', { name: 'Add line', exact: true }).click();
  await form.getByLabel('Line 1', { exact: true }).fill('Battery health check');
  const arabicName = form.getByLabel('Name (Arabic)');
  await expect(arabicName).toHaveAttribute('dir', 'rtl');
  await arabicName.fill(nameAr);
  const tagAr = form.getByLabel('Tag (Arabic)');
  await expect(tagAr).toHaveAttribute('dir', 'rtl');
  await expect(tagAr).toHaveAttribute('lang', 'ar');
  await tagAr.fill('عرض نهاية الأسبوع');
  await form.getByRole('button', { name: 'Add Arabic line' }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Fill in this line or remove it')).toBeVisible();
  await form.getByLabel('Arabic line 1', { exact: true }).fill('فحص صحة البطارية');
  await form.getByRole('button', { name: 'Add Arabic line' }).click();
  await form.getByLabel('Arabic line 2', { exact: true }).fill('قياس ضغط الإطارات');
  await expect(form.getByLabel('Arabic line 2', { exact: true })).toHaveAttribute('dir', 'rtl');
  await form.getByRole('group', { name: 'What’s included (Arabic)' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/settings-type-arabic-390.png`, fullPage: true });
  await form.getByRole('button', { name: 'Create' }).click();

  const item = page.getByTestId('inspection-type-item').filter({ hasText: name });
  await expect(item.getByRole('list', { name: `${name} includes (Arabic)` }).getByRole('listitem')).toHaveText(['فحص صحة البطارية', 'قياس ضغط الإطارات']);
  await expect(item).toContainText('عرض نهاية الأسبوع');
  await expect(item).toContainText(nameAr);
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/settings-type-arabic-list-390.png` });

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const book = await visitor.newPage();
  const arabicCard = book.getByRole('button', { name: new RegExp(nameAr) });
  await openBookShowing(book, `${ORIGINS.bookings}/book?lang=ar`, arabicCard);
  await expect(arabicCard).toContainText('عرض نهاية الأسبوع');
  await expect(arabicCard).not.toContainText(name);
  await expect(arabicCard.getByTestId('type-features')).toHaveText('فحص صحة البطاريةقياس ضغط الإطارات');
  await arabicCard.scrollIntoViewIfNeeded();
  await book.screenshot({ path: `${SHOTS}/book-ar-390-type-card-arabic.png` });
  await book.goto(`${ORIGINS.bookings}/book?lang=en`);
  const englishCard = book.getByRole('button', { name: new RegExp(name) });
  await expect(englishCard).toContainText('Weekend');
  await expect(englishCard).not.toContainText(nameAr);
  await expect(englishCard.getByTestId('type-features')).toHaveText('Battery health check');
  await visitor.close();

  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
});
