// /book in Arabic as a customer meets it (docs/areas/platform.md#languages): on a phone (390 px) the customer opens /book?lang=ar, reads the
// page right to left in Arabic with Arabic dates and times, books, and gets the success page in Arabic; an admin then
// finds the booking's confirmation on /messages in Arabic, with its calendar invite. Screenshots of every step and
// the success page at 390 and 768 px.
import { expect, test, type Page } from '@playwright/test';
import { addDays, businessDay, formatBusinessLongDate, formatBusinessTime } from '@inspection/shared-domain';
import { ORIGINS, signIn } from './support/platform';

const SHOTS = 'e2e/screenshots';
const ZONE = 'Asia/Dubai';
const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]);
const dubaiTime = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

/** The calendar's day (its cell carries the day in Arabic digits), moving on a month at a time. */
async function pickCalendarDay(page: Page, day: string) {
  const button = page.locator(`td[data-day="${arabicDigits(day)}"]:not([data-outside]) button`);
  for (let i = 0; i < 4 && !(await button.count()); i++) await page.getByRole('button', { name: 'اذهب إلى الشهر التالي' }).click();
  await button.click();
}

/** A screenshot at phone width, and the same step at tablet width. */
async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/book-ar-390-${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: `${SHOTS}/book-ar-768-${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }));
});

test('a customer books on /book?lang=ar on a phone, in Arabic, right to left; the confirmation is on /messages in Arabic with the invite', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  // The business day (Dubai), whatever the machine's zone or the hour: six weeks on, a retry a day later.
  const day = addDays(businessDay(new Date(), ZONE), 41 + testInfo.retry);
  const start = dubaiTime(day, '13:30');
  const email = `sara.${Date.now()}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  // The server wrote the page in Arabic: hydrating it in Arabic finds nothing to correct (React reports a mismatch
  // as a console or page error, minified #418/#423/#425 in production).
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${ORIGINS.bookings}/book?lang=ar`);

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'احجز فحص سيارة' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'أعرف مكان الفحص وموعده' })).toHaveAttribute('aria-checked', 'true');
  const card = page.getByRole('button', { name: /فحص 120 نقطة/ });
  await expect(card).toContainText('المدة: ٩٠ دقيقة');
  await expect(card).toContainText('٣٩٩ درهم');
  // The card's tag and what it includes in Arabic (seeded tag_ar, features_ar), not in English.
  await expect(card).toContainText('الأكثر طلبًا');
  await expect(card.getByTestId('type-features')).toHaveText('فحص المحرك وناقل الحركةتشخيص الأعطال بالكمبيوتر (OBD)تجربة قيادة على الطريق');
  await expect(card).not.toContainText('Popular');
  await expect(card).not.toContainText('Road test');
  await expect(page.getByRole('navigation', { name: 'اللغة' }).getByRole('link', { name: 'English' })).toHaveAttribute('href', '?lang=en');
  await shots(page, '1-type');
  await card.click();
  await expect(page.getByLabel('ابحث عن موقع')).toBeVisible();
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);

  await page.getByLabel('ابحث عن موقع').fill('Dubai Marina');
  await page.getByRole('option').first().getByRole('button').click();
  await expect(page.getByTestId('selected-location')).toContainText('United Arab Emirates');
  await expect(page.getByTestId('location-map')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('إرشادات إضافية للوصول').fill('البرج ٢، موقف السيارات B1');
  await shots(page, '2-location');
  await page.getByRole('button', { name: 'التالي', exact: true }).click();

  await expect(page.getByText('اختر تاريخًا لعرض الأوقات المتاحة.')).toBeVisible();
  await pickCalendarDay(page, day);
  const slot = formatBusinessTime(start, ZONE, 'ar');
  expect(slot).toBe('٠١:٣٠ م');
  await page.getByRole('button', { name: slot, exact: true }).click();
  await expect(page.getByRole('button', { name: 'التالي', exact: true })).toBeEnabled();
  await shots(page, '3-date-time');
  await page.getByRole('button', { name: 'التالي', exact: true }).click();

  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'يُرجى تعبئة جميع الحقول المطلوبة' })).toBeVisible();
  // The required asterisk sits after the label's text on the logical side: to its left, right to left.
  const asterisk = await page.locator('label', { hasText: 'اسم العميل' }).evaluate((label) => {
    const after = getComputedStyle(label, '::after');
    return { content: after.content, left: after.marginLeft, right: after.marginRight };
  });
  expect(asterisk).toEqual({ content: '"*"', left: '0px', right: '2px' });
  await page.getByLabel('اسم العميل').fill('سارة أحمد');
  await page.getByLabel('رقم الهاتف').fill('0501234567');
  await expect(page.getByLabel('رقم الهاتف')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('الشركة المصنّعة').fill('Toyota');
  await page.getByLabel('الطراز').fill('Camry');
  await page.getByLabel('سنة الصنع').fill('2019');
  const summary = page.getByLabel('ملخص الحجز');
  await expect(summary).toContainText(formatBusinessLongDate(start, ZONE, 'ar'));
  await expect(summary).toContainText('٠١:٣٠ م - ٠٣:٠٠ م');
  await shots(page, '4-details');
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();

  await expect(page.getByRole('heading', { name: 'تم إنشاء الحجز بنجاح!' })).toBeVisible();
  await expect(page.getByText('سنتواصل معك قريبًا لتأكيد حجزك.')).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  expect(reference).toMatch(/^[0-9a-f]{8}$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shots(page, '5-success');

  // The office: the confirmation, written in Arabic because the customer booked in Arabic, with the invite.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, '/messages');
  await staff.getByLabel('Search messages').fill(email);
  const subject = `تأكيد حجز الفحص – رقم الحجز ${reference.toUpperCase()}`;
  await staff.getByRole('list', { name: 'Messages' }).getByText(subject).click();
  const message = staff.getByLabel('Message', { exact: true });
  await expect(message.getByRole('heading', { name: subject })).toBeVisible();
  await expect(message.getByText('العربية')).toBeVisible();
  // A message to an address nobody verified repeats none of the caller's words: no name (docs/areas/messages.md#kinds).
  await expect(message.getByText(/مرحبًا،/)).toBeVisible();
  await expect(message).not.toContainText('سارة أحمد');
  await expect(message.getByText(/الموعد: .* الساعة ١:٣٠ مساءً \(بتوقيت دبي\)/)).toBeVisible();
  const invite = message.getByLabel('Calendar invite');
  await expect(invite).toContainText('BEGIN:VEVENT');
  await expect(invite).toContainText('SUMMARY:فحص السيارة – فحص 120 نقطة');
  await expect(invite).toContainText(reference.toUpperCase());
  await staffContext.close();
});
