// Messages to customers as people meet them (docs/areas/messages.md): an admin books in the wizard for a customer with an email,
// choosing Arabic as the customer's language; the booking's details list the confirmation, the backend sends it
// to the embedded mail catcher, and /messages shows it in Arabic with its calendar invite. Screenshots of
// /messages at tablet and phone widths.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/platform';

const SHOTS = 'e2e/screenshots';

function dubaiDay(offset: number): string {
  return new Date(Date.now() + 4 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);
}

async function pickCalendarDay(page: Page, day: string) {
  const month = new Date(`${day}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const button = page.getByRole('button', { name: new RegExp(`${month} ${Number(day.slice(8))}(st|nd|rd|th)?, ${day.slice(0, 4)}`) });
  for (let i = 0; i < 3 && !(await button.count()); i++) await page.getByRole('button', { name: /next month/i }).click();
  await button.click();
}

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }));
});

test('a booking made with an email in Arabic: its confirmation is listed on the booking and on /messages, in Arabic with the invite', async ({ page }, testInfo) => {
  const email = `layla.${Date.now()}@example.com`;
  await signIn(page, '/booking');
  await page.getByRole('tab', { name: 'New Booking' }).click();
  await page.getByRole('button', { name: /Standard 120-point/ }).click();
  await page.getByLabel('Search for a location').fill('Dubai Marina');
  await page.getByRole('option').first().getByRole('button').click();
  await page.getByLabel('Additional Directions').fill('Tower 2, parking B1');
  await page.getByRole('button', { name: /^Next/ }).click();
  await pickCalendarDay(page, dubaiDay(26 + testInfo.retry)); // a retry's slot is free
  await page.getByRole('button', { name: /^04:45 PM/ }).click();
  await page.getByRole('button', { name: /^Next/ }).click();
  await page.getByLabel('Customer Name').fill('Layla Noor');
  await page.getByLabel('Phone Number').fill('0501234567');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Customer language').selectOption({ label: 'العربية' });
  await page.getByLabel('Vehicle Make').fill('Toyota');
  await page.getByLabel('Vehicle Model').fill('Camry');
  await page.getByLabel('Vehicle Year').fill('2019');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const reference = id.slice(0, 8).toUpperCase();
  const subject = `تأكيد حجز الفحص – رقم الحجز ${reference}`;
  const onBooking = page.getByLabel('Messages to the customer');
  await expect(onBooking.getByRole('link', { name: subject })).toBeVisible();
  await expect(onBooking.getByText('Reminder')).toBeVisible();
  await expect(onBooking.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.setViewportSize({ width: 390, height: 900 });
  await onBooking.scrollIntoViewIfNeeded();
  await onBooking.screenshot({ path: `${SHOTS}/messages-on-booking-phone.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await page.getByLabel('Search messages').fill(email);
  await expect(page.getByText('2 messages')).toBeVisible();
  await page.getByRole('list', { name: 'Messages' }).getByText(subject).click();
  const message = page.getByLabel('Message', { exact: true });
  await expect(message.getByRole('heading', { name: subject })).toBeVisible();
  await expect(message.getByText('Sent', { exact: true })).toBeVisible();
  await expect(message.getByText('العربية')).toBeVisible();
  await expect(message.getByText(email, { exact: true })).toBeVisible(); // the recipient (the invite names them too)
  await expect(message.getByText(/مرحبًا Layla Noor،/)).toBeVisible();
  await expect(message.getByText(/الموعد: .* الساعة ٤:٤٥ مساءً \(بتوقيت دبي\)/)).toBeVisible();
  const invite = message.getByLabel('Calendar invite');
  await expect(invite).toContainText('BEGIN:VEVENT');
  await expect(invite).toContainText('SUMMARY:فحص السيارة – فحص 120 نقطة');
  await expect(invite).toContainText(`${reference}`);
  await expect(invite).toContainText('METHOD:REQUEST');
  await expect(invite).toContainText(`UID:${id}@vehicle-inspection`);

  for (const [width, name] of [[768, 'tablet'], [390, 'phone']] as const) {
    await page.setViewportSize({ width, height: 1000 });
    await expect(message.getByRole('heading', { name: subject })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/messages-${name}.png`, fullPage: true });
  }
});
