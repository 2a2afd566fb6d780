// A buyer reads the report in Arabic on a phone: the server-rendered page on the reports origin (4201) opened with
// ?lang=ar (right to left, Arabic words, Arabic dates and digits, the car diagram not mirrored), switches to English
// and back with the page's switch (remembered by the next visit), and prints it. Screenshots at 390 px in both.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { ORIGINS } from './support/platform';

const REPORTS = ORIGINS.reports;
const BOOKING = 'b726ed24-3333-4333-8333-000000000001';
const BUYER_PAGE = `${REPORTS}/report/${BOOKING}`;
const SHOTS = 'e2e/screenshots';
const ARABIC_MONTH = /(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)/;
const LAST_TERM_AR = 'لا يجوز الاعتماد على هذا التقرير إذا قدّمه طرف ثالث.';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true, isMobile: true });

test("a buyer opens the report in Arabic on a phone, switches to English and back, and the choice is remembered", async ({ page }) => {
  const response = await page.goto(`${BUYER_PAGE}?lang=ar`);
  // rendered in Arabic on the server: the HTML itself, before any script
  const html = await response!.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).not.toContain('Vehicle Inspection Report');

  const root = page.locator('html');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(root).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'تقرير فحص المركبة' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'تقييم الحالة العامة' })).toBeVisible();
  await expect(page.getByText(/^[٠-٩]+(٫[٠-٩])? من ١٠$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'الصيانة الدورية' })).toBeVisible();
  await expect(page.getByTestId('damage-parts')).toContainText('الصدام الأمامي');
  await expect(page.getByText(LAST_TERM_AR)).toBeVisible();
  // Arabic dates: an Arabic month and Arabic-Indic digits
  await expect(page.getByTestId('vehicle-fields')).toContainText(ARABIC_MONTH);
  await expect(page.getByTestId('vehicle-fields')).toContainText(/[٠-٩]{4}/);
  // right to left: the header's title sits at the right of the screen; the car diagram is not mirrored
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(title!.x + title!.width).toBeGreaterThan(250);
  await expect(page.getByTestId('damage-diagram')).toHaveAttribute('dir', 'ltr');
  const leftDoor = await page.locator('[data-testid="damage-diagram"] [data-part="front_left_door"]').boundingBox();
  const diagram = await page.getByTestId('damage-diagram').boundingBox();
  expect(leftDoor!.x + leftDoor!.width / 2).toBeLessThan(diagram!.x + diagram!.width / 2); // the car's left on the left
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/buyer-report-arabic-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: `${SHOTS}/buyer-report-arabic-tablet.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // the switch: English, then the next visit without ?lang stays English
  await page.getByRole('navigation', { name: 'اللغة' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${BUYER_PAGE}?lang=en`);
  await expect(root).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inspection Report' })).toBeVisible();
  await expect(page.getByText(/^\d+(\.\d)?\/10$/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/buyer-report-english-phone.png`, fullPage: true });
  await page.goto(BUYER_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inspection Report' })).toBeVisible();

  // and back to Arabic, remembered too
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
  await expect(root).toHaveAttribute('dir', 'rtl');
  await page.goto(BUYER_PAGE);
  await expect(root).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'تقرير فحص المركبة' })).toBeVisible();
});

test('a buyer whose browser reads Arabic first gets the Arabic report without asking', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-AE', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(BUYER_PAGE);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تقرير فحص المركبة' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the Arabic report prints to an A4 PDF in Arabic, without the buttons or the switch', async ({ page }) => {
  await page.goto(`${BUYER_PAGE}?lang=ar`);
  await expect(page.getByRole('button', { name: 'تنزيل PDF' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'تنزيل PDF' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'اللغة' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  const document = await getDocumentProxy(new Uint8Array(pdf));
  expect(document.numPages).toBeGreaterThan(1);
  const firstPage = await document.getPage(1);
  expect(Math.round(firstPage.view[2])).toBe(595);
  const { text } = await extractText(document, { mergePages: true });
  // PDF text comes out in Arabic presentation forms: compare in their plain letters
  const plain = text.normalize('NFKC');
  expect(plain).toMatch(/تقرير فحص المركبة|ةبكرملا صحف ريرقت/);
  expect(plain).toContain('b726ed24');
  expect(plain).not.toMatch(/Page \d+ of/); // the page numbers are in Arabic too
  expect(plain).not.toContain('Download PDF');
  expect(plain).not.toContain('English');
});

test('the Arabic page has no serious or critical accessibility findings (axe)', async ({ page }) => {
  await page.goto(`${BUYER_PAGE}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'تقرير فحص المركبة' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});
