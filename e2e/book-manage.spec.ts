// A customer manages their own booking from the link in their confirmation (docs/areas/bookings.md#customers-manage-their-booking):
// in English they book on /book with an email, follow the /book/manage link of the queued confirmation and reschedule;
// in Arabic (the booking's language) they cancel with a reason and a confirmation; a link no booking has shows the
// business's phone. And hours no inspector works read as closed, never '(Booked)', on /book and in the console's
// wizard. Screenshots of /book/manage at 390 and 768 px in both languages go to e2e/screenshots/.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { formatBusinessLongDate } from '@inspection/shared-domain';
import { anonKey, apiHeaders, BACKEND_URL, ORIGINS, signIn } from './support/platform';

const SHOTS = 'e2e/screenshots';
const ZONE = 'Asia/Dubai';
const STANDARD = '11111111-1111-4111-8111-000000000001';
const BUSINESS = 'Al Safa Vehicle Inspection';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
});

const dubaiDay = (offset: number) => new Date(Date.now() + 4 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

async function pickCalendarDay(page: Page, day: string, arabic = false) {
  const button = arabic
    ? page.locator(`td[data-day="${day.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)])}"]:not([data-outside]) button`)
    : page.getByRole('button', {
        name: new RegExp(`${new Date(`${day}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${Number(day.slice(8))}(st|nd|rd|th)?, ${day.slice(0, 4)}`),
      });
  const next = page.getByRole('button', { name: arabic ? 'اذهب إلى الشهر التالي' : /next month/i });
  for (let i = 0; i < 4 && !(await button.count()); i++) await next.click();
  await button.click();
}

/** /book's first three steps in English, up to the day's times of `day`. */
async function bookUpToTimes(page: Page, day: string) {
  await page.getByRole('button', { name: /Standard 120-point/ }).click();
  await page.getByLabel('Search for a location').fill('Dubai Marina');
  await page.getByRole('option').first().getByRole('button').click();
  await page.getByLabel('Additional Directions').fill('Tower 2, parking B1');
  await page.getByRole('button', { name: /^Next/ }).click();
  await pickCalendarDay(page, day);
}

/** The /book/manage link of the booking's queued confirmation (read as the admin), on this platform's bookings origin. */
async function manageLinkOf(email: string, testInfo: TestInfo): Promise<string> {
  let body = '';
  await expect(async () => {
    const response = await fetch(`${BACKEND_URL}/rest/v1/outbound_messages?recipient=eq.${encodeURIComponent(email)}&kind=eq.booking_confirmation&select=body_text`, {
      headers: await apiHeaders(),
    });
    const rows = (await response.json()) as { body_text: string }[];
    expect(rows).toHaveLength(1);
    body = rows[0].body_text;
  }).toPass({ timeout: 15_000 });
  const link = /https?:\/\/\S+\/book\/manage\/[0-9a-f]{32}/.exec(body)?.[0];
  expect(link, 'the confirmation carries the /book/manage link').toBeDefined();
  const url = new URL(link!);
  expect.soft(url.origin, 'the link is on the bookings origin').toBe(ORIGINS.bookings);
  if (url.origin !== ORIGINS.bookings) testInfo.annotations.push({ type: 'note', description: `link origin ${url.origin}` });
  return `${ORIGINS.bookings}${url.pathname}`;
}

/** React's hydration complaints (minified #418/#423/#425 in production): the server and the browser wrote the same page. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()) && errors.push(message.text()));
  page.on('pageerror', (error) => /hydrat|#418|#423|#425/i.test(error.message) && errors.push(error.message));
  return errors;
}

/** The page at phone width, then at tablet width. */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/book-manage-390-${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: `${SHOTS}/book-manage-768-${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a customer books on /book with an email and reschedules from the link in their confirmation, in English', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const day = dubaiDay(45 + 2 * testInfo.retry);
  const later = dubaiDay(46 + 2 * testInfo.retry);
  const email = `omar.${Date.now()}@example.com`;
  await page.goto(`${ORIGINS.bookings}/book?lang=en`);
  // The business's name and phone in /book's header.
  await expect(page.getByTestId('business-contact')).toContainText(BUSINESS);
  await expect(page.getByRole('link', { name: /^Call \+971/ })).toHaveAttribute('href', /^tel:\+971\d+$/);
  await bookUpToTimes(page, day);
  await page.getByRole('button', { name: /^01:30 PM/ }).click();
  await page.getByRole('button', { name: /^Next/ }).click();
  await page.getByLabel('Customer Name').fill('Omar Haddad');
  // A number of its own: /book allows 3 bookings a day to one number, and other specs book with 0501234567.
  await page.getByLabel('Phone Number').fill('0504561234');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Vehicle Make').fill('Nissan');
  await page.getByLabel('Vehicle Model').fill('Patrol');
  await page.getByLabel('Vehicle Year').fill('2020');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Created Successfully!' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!;

  const link = await manageLinkOf(email, testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  const hydration = hydrationErrors(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Inspection Booking' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  await expect(page.getByText('Standard 120-point')).toBeVisible();
  await expect(page.getByText('2020 Nissan Patrol')).toBeVisible();
  await expect(page.getByText(formatBusinessLongDate(at(day, '13:30'), ZONE, 'en'))).toBeVisible();
  await expect(page.getByText('01:30 PM - 03:00 PM')).toBeVisible();
  await expect(page.getByTestId('business-contact')).toContainText(BUSINESS);
  await shots(page, 'en-1-booking');

  await page.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new date and time' })).toBeVisible();
  expect(hydration).toEqual([]);
  await pickCalendarDay(page, later);
  await page.getByRole('button', { name: /^03:00 PM/ }).click();
  await shots(page, 'en-2-reschedule');
  await page.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(page.getByRole('heading', { name: 'Booking rescheduled' })).toBeVisible();
  const newDate = formatBusinessLongDate(at(later, '15:00'), ZONE, 'en');
  await expect(page.getByRole('status')).toContainText(`Your inspection is now on ${newDate}, 03:00 PM - 04:30 PM.`);
  await shots(page, 'en-3-rescheduled');
  await page.reload();
  await expect(page.getByText(newDate)).toBeVisible();

  // The console's /book/manage/{token}: no sign-in, outside the staff layout, the same booking.
  await page.goto(`${ORIGINS.shell}${new URL(link).pathname}`);
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  await expect(page).toHaveURL(new RegExp(`${new URL(link).pathname}$`));
});

test('a customer who booked in Arabic cancels from their link, with a reason and a confirmation, in Arabic', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const day = dubaiDay(50 + testInfo.retry);
  const email = `mariam.${Date.now()}@example.com`;
  const apikey = await anonKey();
  const created = await fetch(`${BACKEND_URL}/rest/v1/rpc/create_public_booking`, {
    method: 'POST',
    headers: { apikey, Authorization: `Bearer ${apikey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      p_booking: {
        booking_type: 'with_location', inspection_type_id: STANDARD, customer_name: 'مريم علي', customer_phone: '0502223344', customer_email: email,
        vehicle_make: 'Toyota', vehicle_model: 'Land Cruiser', vehicle_year: 2022, latitude: 25.08, longitude: 55.14,
        reversegeocoded_address: 'Dubai Marina, Dubai', location_address: 'Tower 2', start_time: at(day, '10:00'), language: 'ar', hold_id: null,
      },
    }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { reference } = (await created.json()) as { reference: string };

  const link = await manageLinkOf(email, testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  const hydration = hydrationErrors(page);
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'حجز الفحص الخاص بك' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  await expect(page.getByText(formatBusinessLongDate(at(day, '10:00'), ZONE, 'ar'))).toBeVisible();
  await expect(page.getByText('٢٠٢٢ Toyota Land Cruiser')).toBeVisible();
  await shots(page, 'ar-1-booking');

  await page.getByRole('button', { name: 'إلغاء الحجز' }).click();
  await page.getByRole('button', { name: 'إلغاء الحجز' }).click();
  await expect(page.getByText('يُرجى إخبارنا بسبب الإلغاء')).toBeVisible();
  expect(hydration).toEqual([]);
  await page.getByLabel('ما سبب الإلغاء؟').fill('اشتريت سيارة أخرى');
  await page.getByRole('button', { name: 'إلغاء الحجز' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`هل تريد إلغاء الحجز ${reference}؟`);
  await shots(page, 'ar-2-confirm');
  await page.getByRole('button', { name: 'نعم، ألغِ الحجز' }).click();
  await expect(page.getByRole('heading', { name: 'تم إلغاء الحجز' })).toBeVisible();
  await expect(page.getByText('ملغى')).toBeVisible();
  await expect(page.getByRole('button', { name: 'تغيير الموعد' })).toHaveCount(0);
  await shots(page, 'ar-3-cancelled');
});

test('a link no booking has says so, with the business’s phone, in both languages', async ({ page }) => {
  await page.goto(`${ORIGINS.bookings}/book/manage/0123456789abcdef0123456789abcdef?lang=en`);
  await expect(page.getByRole('heading', { name: 'This booking link is not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call us/ })).toHaveAttribute('href', /^tel:\+971\d+$/);
  await shots(page, 'en-unknown');
  await page.goto(`${ORIGINS.bookings}/book/manage/0123456789abcdef0123456789abcdef?lang=ar`);
  await expect(page.getByRole('heading', { name: 'رابط الحجز هذا غير صالح' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^اتصل بنا/ })).toBeVisible();
  await shots(page, 'ar-unknown');
});

test("hours no inspector works are left out on /book and read '(Closed)' in the console's wizard, never '(Booked)'", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const day = dubaiDay(60 + testInfo.retry);
  const headers = await apiHeaders();
  // Every active inspector is off that morning until noon.
  const inspectors = (await (await fetch(`${BACKEND_URL}/rest/v1/inspectors?active=eq.true&select=id`, { headers })).json()) as { id: string }[];
  const off = await fetch(`${BACKEND_URL}/rest/v1/inspector_time_off`, {
    method: 'POST',
    headers: { ...headers, Prefer: 'return=representation' },
    body: JSON.stringify(inspectors.map(({ id }) => ({ inspector_id: id, starts_at: at(day, '08:00'), ends_at: at(day, '12:00'), reason: 'Training' }))),
  });
  expect(off.status, await off.clone().text()).toBe(201);
  const ids = ((await off.json()) as { id: string }[]).map((row) => row.id);
  try {
    await page.goto(`${ORIGINS.bookings}/book?lang=en`);
    await bookUpToTimes(page, day);
    const times = page.getByRole('group', { name: 'Available Times' });
    await expect(times.getByRole('button', { name: /^12:00 PM/ })).toBeEnabled();
    await expect(times.getByRole('button', { name: /^08:00 AM/ })).toHaveCount(0);
    await expect(times).not.toContainText('Booked');
    await page.screenshot({ path: `${SHOTS}/book-closed-hours-1440.png`, fullPage: true });

    await signIn(page, '/booking');
    await page.getByRole('tab', { name: 'New Booking' }).click();
    await bookUpToTimes(page, day);
    const staffTimes = page.getByRole('group', { name: 'Available Times' });
    await expect(staffTimes.getByRole('button', { name: '08:00 AM (Closed)' })).toBeVisible();
    await expect(staffTimes.getByRole('button', { name: /^12:00 PM$/ })).toBeEnabled();
    await expect(staffTimes).not.toContainText('Booked');
  } finally {
    await fetch(`${BACKEND_URL}/rest/v1/inspector_time_off?id=in.(${ids.join(',')})`, { method: 'DELETE', headers });
  }
});
