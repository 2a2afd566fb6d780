// Bookings as people use them, on the built console (4200) and the bookings origin (4203) against
// the embedded backend: staff book with and without a location, find the booking in All and Date
// Wise, open it, share it on WhatsApp, edit and delete it; an admin overrides a booked slot; a
// customer books on /book and staff then see it; two browsers race for one slot. Maps run without
// tiles (MAP_TILES_URL='' in tools/dev/serve-e2e.ts) and every outside address is answered locally.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiHeaders, BACKEND_URL, ORIGINS, signIn, storeSession } from './support/platform';

const SHOTS = 'e2e/screenshots';
const SLOT_TAKEN = 'This time slot is no longer available. Please select a different time.';
const STANDARD = '11111111-1111-4111-8111-000000000001'; // 90 minutes

/** Tests never reach the internet: tiles, WhatsApp and map links are answered here. */
async function offline(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }),
  );
}

/** A Dubai calendar day n days from today, and an instant at a Dubai wall-clock time on it. */
function dubaiDay(offset: number): string {
  const now = new Date(Date.now() + 4 * 3600_000 + offset * 86400_000);
  return now.toISOString().slice(0, 10);
}
const dubaiTime = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();
const clock12 = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return `${String(((h + 11) % 12) + 1).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function pickCalendarDay(page: Page, day: string) {
  const month = new Date(`${day}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const label = new RegExp(`${month} ${Number(day.slice(8))}(st|nd|rd|th)?, ${day.slice(0, 4)}`);
  const button = page.getByRole('button', { name: label });
  for (let i = 0; i < 3 && !(await button.count()); i++) await page.getByRole('button', { name: /next month/i }).click();
  await button.click();
}

interface Journey {
  customer: string;
  day: string;
  time: string;
  place?: string;
}

/** Type → Location → Date & Time (with a location) → Details, screenshotting each step. */
async function fillWizard(page: Page, j: Journey, opts: { withLocation: boolean; shot?: string; submit: string | null; beforeSlot?: () => Promise<boolean> }) {
  const shot = async (name: string) => opts.shot && page.screenshot({ path: `${SHOTS}/${opts.shot}-${name}.png`, fullPage: true });
  if (!opts.withLocation) await page.getByRole('radio', { name: 'I need help coordinating with the seller' }).click();
  await expect(page.getByText('Duration: 90 minutes')).toBeVisible();
  await shot('1-type');
  await page.getByRole('button', { name: /Standard 120-point/ }).click();
  if (opts.withLocation) {
    await expect(page.getByRole('button', { name: /^Next/ })).toBeDisabled();
    await page.getByLabel('Search for a location').fill(j.place ?? 'Dubai Marina');
    await page.getByRole('option').first().getByRole('button').click();
    await expect(page.getByTestId('selected-location')).toContainText('United Arab Emirates');
    await expect(page.getByRole('button', { name: /^Next/ })).toBeDisabled();
    await page.getByLabel('Additional Directions').fill('Tower 2, parking B1');
    await shot('2-location');
    await page.getByRole('button', { name: /^Next/ }).click();
    await expect(page.getByText('Choose a date to see the available times.')).toBeVisible();
    await pickCalendarDay(page, j.day);
    // beforeSlot answers true when it chose the time itself.
    if (!(await opts.beforeSlot?.())) await page.getByRole('button', { name: new RegExp(`^${clock12(j.time)}`) }).click();
    await shot('3-date-time');
    await page.getByRole('button', { name: /^Next/ }).click();
  }
  await page.getByLabel('Customer Name').fill(j.customer);
  await page.getByLabel('Phone Number').fill('0501234567');
  await page.getByLabel('Email').fill('e2e@example.com');
  await page.getByLabel('Vehicle Make').fill('Nissan');
  await page.getByLabel('Vehicle Model').fill('Patrol');
  await page.getByLabel('Vehicle Year').fill('2021');
  await page.getByLabel('Seller Name').fill('Seller Co');
  await page.getByLabel('Seller Phone').fill('0559998877');
  await expect(page.getByLabel('Booking Summary')).toContainText('Standard 120-point');
  await shot('4-details');
  if (opts.submit) await page.getByRole('button', { name: opts.submit }).click();
}

async function openNewBooking(page: Page) {
  await page.goto('/booking');
  await page.getByRole('tab', { name: 'New Booking' }).click();
}

async function insertBooking(day: string, time: string, customer: string) {
  const headers = await apiHeaders();
  const start = dubaiTime(day, time);
  const response = await fetch(`${BACKEND_URL}/rest/v1/bookings`, {
    method: 'POST',
    headers: { ...headers, Prefer: 'return=representation' },
    body: JSON.stringify({
      customer_name: customer, customer_phone: '0500000001', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
      inspection_type_id: STANDARD, start_time: start, end_time: new Date(Date.parse(start) + 90 * 60_000).toISOString(),
    }),
  });
  expect(response.status).toBe(201);
}

test.describe('bookings', () => {
  test.beforeEach(async ({ context }) => offline(context));

  test('staff book with a location, find it in All and Date Wise, open, share on WhatsApp, edit and delete', async ({ page, context }) => {
    const customer = `E2E Located ${Date.now()}`;
    // A retry books the day before: the first try's booking may still hold this day's 10:00.
    const day = dubaiDay(20 - test.info().retry);
    await storeSession(page);
    await openNewBooking(page);
    await fillWizard(page, { customer, day, time: '10:00' }, { withLocation: true, shot: 'bookings-staff-1440', submit: 'Confirm Booking' });
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: `Booking #${id.slice(0, 8)}` })).toBeVisible();
    await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(page.getByText('Tower 2, parking B1').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/bookings-details-1440.png`, fullPage: true });

    // Share: the buyer message with the price plus VAT, sent through the messaging link in a new tab.
    await expect(page.getByRole('textbox', { name: 'Buyer message' })).toHaveValue(/AED 399 \+ VAT \(AED 418\.95 incl\. 5% VAT\)/);
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
    const whatsapp = await popup;
    expect(whatsapp.url()).toMatch(/^https:\/\/wa\.me\/971501234567\?text=Hello%20E2E%20Located/);
    await whatsapp.close();
    await page.getByRole('tab', { name: 'Seller Message' }).click();
    await expect(page.getByRole('textbox', { name: 'Seller message' })).toHaveValue(/On behalf of E2E Located/);

    // All view: found by search; Date Wise: on its day.
    await page.goto('/booking');
    await page.getByLabel('Search bookings').fill(customer);
    const row = page.getByTestId('booking-row').filter({ hasText: customer });
    await expect(row).toContainText('10:00 AM - 11:30 AM');
    await expect(row.getByRole('link', { name: 'View on map' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/bookings-all-1440.png`, fullPage: true });
    await page.getByRole('radio', { name: 'Date Wise' }).click();
    await expect(page.getByText('No bookings for this date.')).toBeVisible();
    // A week's days say 'loading' until its bookings are in: look for the day only in a week that has loaded.
    const weekLoaded = page.getByRole('tablist', { name: 'Week' }).getByRole('tab', { name: /: \d+ bookings$/ }).first();
    const dayTab = page.getByRole('tab', { name: new RegExp(`${Number(day.slice(8))}: 1 bookings`) });
    for (let i = 0; i < 3; i++) {
      await expect(weekLoaded).toBeVisible();
      if (await dayTab.count()) break;
      await page.getByRole('button', { name: 'Next week' }).click();
    }
    await dayTab.click();
    await expect(page.getByRole('list', { name: 'Bookings of the day' })).toContainText(customer);
    // The lanes: the one inspector's lane holds the booking at its time.
    await expect(page.getByTestId('day-lanes').getByRole('button', { name: `10:00 AM - 11:30 AM, ${customer}, Demo Admin` })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/bookings-datewise-1440.png`, fullPage: true });

    // Edit: prefilled, saved, back to the booking after 500 ms.
    await page.getByRole('radio', { name: 'All' }).click();
    await page.getByTestId('booking-row').filter({ hasText: customer }).getByRole('button', { name: /Edit/ }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/edit/${id}$`));
    await expect(page.getByRole('radio', { name: 'With Location' })).toHaveAttribute('aria-checked', 'true');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: /^Next/ }).click();
    await expect(page.getByLabel('Customer Name')).toHaveValue(customer);
    await page.getByLabel('Customer Name').fill(`${customer} edited`);
    await page.getByRole('button', { name: 'Update Booking' }).click();
    await expect(toast(page, 'Booking updated successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/booking/${id}$`));
    await expect(page.getByText(`${customer} edited`).first()).toBeVisible();

    // Delete with the exact confirmation.
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure? This will permanently delete this booking. This action cannot be undone.')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Booking and related data deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/booking$/);
    await page.goto(`/booking/${id}`);
    await expect(page.getByText('Booking not found')).toBeVisible();
    await page.getByRole('button', { name: 'Return to Bookings' }).click();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test('staff book without a location (Submit Request)', async ({ page }) => {
    const customer = `E2E Request ${Date.now()}`;
    await storeSession(page);
    await openNewBooking(page);
    await fillWizard(page, { customer, day: '', time: '' }, { withLocation: false, submit: 'Submit Request' });
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
    await expect(page.getByText(customer).first()).toBeVisible();
    await expect(page.getByText('To be coordinated').first()).toBeVisible();
  });

  test('an admin overrides a booked slot', async ({ page }) => {
    const day = dubaiDay(21);
    await insertBooking(day, '14:00', 'Booked Already');
    await storeSession(page);
    await openNewBooking(page);
    await fillWizard(
      page,
      { customer: `E2E Override ${Date.now()}`, day, time: '14:00' },
      {
        withLocation: true,
        submit: 'Confirm Booking',
        beforeSlot: async () => {
          await expect(page.getByText('Booked Already')).toBeVisible(); // the day's bookings
          await page.getByRole('button', { name: `${clock12('14:00')} (Booked)` }).click();
          await expect(page.getByText('Override Booked Slot?')).toBeVisible();
          await page.screenshot({ path: `${SHOTS}/bookings-override-1440.png`, fullPage: true });
          await page.getByRole('button', { name: 'Override' }).click();
          await expect(page.getByRole('button', { name: `${clock12('14:00')} (Booked)` })).toHaveAttribute('aria-pressed', 'true');
          return true;
        },
      },
    );
    await expect(page.getByText('Overlapping Bookings Found')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('Booked Already');
    await page.getByRole('button', { name: 'Yes, Book Anyway' }).click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Override', { exact: true })).toBeVisible();
  });

  test('a customer books on /book (bookings origin) and staff then see it; the shell serves /book without sign-in', async ({ page, browser }) => {
    // /book takes a name of letters, spaces and . ' - only (docs/areas/bookings.md#booking-validation): the time in letters keeps it unique.
    const customer = `Public Customer ${[...String(Date.now())].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
    await page.goto(`${ORIGINS.bookings}/book`);
    await expect(page.getByRole('heading', { name: 'Book a Vehicle Inspection' })).toBeVisible();
    await fillWizard(page, { customer, day: dubaiDay(22), time: '09:00' }, { withLocation: true, shot: 'bookings-public-1440', submit: 'Confirm Booking' });
    await expect(page.getByText('Booking Created Successfully!')).toBeVisible();
    await expect(page.getByText('We will contact you soon to confirm your booking.')).toBeVisible();
    const reference = await page.getByTestId('booking-reference').textContent();
    expect(reference).toMatch(/^[0-9a-f]{8}$/);
    await page.screenshot({ path: `${SHOTS}/bookings-public-5-success-1440.png`, fullPage: true });

    const staffContext = await browser.newContext();
    await offline(staffContext);
    const staff = await staffContext.newPage();
    await signIn(staff, '/booking');
    await staff.getByLabel('Search bookings').fill(reference!);
    await expect(staff.getByTestId('booking-row').filter({ hasText: customer })).toBeVisible();
    await staffContext.close();

    const shellContext = await browser.newContext();
    await offline(shellContext);
    const shell = await shellContext.newPage();
    await shell.goto(`${ORIGINS.shell}/book`);
    await expect(shell.getByRole('heading', { name: 'Book a Vehicle Inspection' })).toBeVisible();
    await expect(shell.getByText('Duration: 90 minutes')).toBeVisible();
    await expect(shell).toHaveURL(/\/book$/);
    await shellContext.close();
  });

  test('two browsers race for one slot: one books it, the other is told it is gone', async ({ browser }) => {
    const day = dubaiDay(23);
    const pages: Page[] = [];
    // Both reach the Details step with the same free time chosen...
    for (let i = 0; i < 2; i++) {
      const context = await browser.newContext();
      await offline(context);
      const page = await context.newPage();
      await storeSession(page);
      await openNewBooking(page);
      await fillWizard(page, { customer: `Racer ${i}`, day, time: '16:00' }, { withLocation: true, submit: null });
      pages.push(page);
    }
    // ...then both confirm: the database lets exactly one in.
    await pages[0].getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(pages[0]).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
    await pages[1].getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(pages[1].getByRole('alert')).toHaveText(SLOT_TAKEN);
    await expect(pages[1].getByRole('heading', { name: 'Available Times' })).toBeVisible();
    await expect(pages[1].getByRole('button', { name: `${clock12('16:00')} (Booked)` })).toBeVisible();
    await pages[1].screenshot({ path: `${SHOTS}/bookings-race-lost-1440.png`, fullPage: true });
  });
});

test.describe('booking details: inspection', () => {
  test.beforeEach(async ({ context }) => offline(context));

  test('Start Inspection creates the draft and opens the perform-inspection route; a published one offers Generate Report', async ({ page, context }) => {
    await storeSession(page);
    // Completed with a published inspection: Continue Inspection and Generate Report (a new tab at /report/{id}).
    const done = 'b726ed24-3333-4333-8333-000000000001';
    await page.goto(`/booking/${done}`);
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue Inspection' })).toBeVisible();
    const report = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    expect((await report).url()).toBe(`${ORIGINS.shell}/report/${done}`);

    // Scheduled, no inspection yet: Start Inspection creates it and goes to the inspection screen.
    const scheduled = '3c22d954-3333-4333-8333-000000000003';
    await page.goto(`/booking/${scheduled}`);
    await expect(page.getByTestId('inspection-state')).toHaveText('Not started');
    await expect(page.getByRole('button', { name: 'Generate Report' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Start Inspection' }).click();
    await expect(page).toHaveURL(new RegExp(`/performinspection/${scheduled}$`));
    await page.goto(`/booking/${scheduled}`);
    await expect(page.getByTestId('inspection-state')).toHaveText('Draft');
  });
});

test.describe('bookings screens at desktop, tablet and phone widths', () => {
  test.beforeEach(async ({ context }) => offline(context));
  for (const [index, width] of [1440, 768, 390].entries()) {
    test(`every step at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      await signIn(page, '/booking');
      await expect(page.getByTestId(width >= 1024 ? 'booking-row' : 'booking-card').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/bookings-w${width}-dashboard.png`, fullPage: true });
      await page.getByRole('radio', { name: 'Date Wise' }).click();
      await page.screenshot({ path: `${SHOTS}/bookings-w${width}-datewise.png`, fullPage: true });
      await page.getByRole('radio', { name: 'All' }).click();
      await page.getByRole('tab', { name: 'New Booking' }).click();
      await fillWizard(page, { customer: `Shot ${width}`, day: dubaiDay(24 + index), time: '11:00' }, { withLocation: true, shot: `bookings-w${width}`, submit: 'Confirm Booking' });
      await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
      await expect(page.getByText('Share Booking Details')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/bookings-w${width}-5-details.png`, fullPage: true });
      await page.goto(`${ORIGINS.bookings}/book`);
      await expect(page.getByText('Duration: 90 minutes')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/bookings-w${width}-public.png`, fullPage: true });
    });
  }
});
