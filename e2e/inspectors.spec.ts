// Inspectors as a person meets them: an admin adds a second inspector on Settings and books the same slot twice; an
// inspector signs in, sees only their day and starts an inspection; typing an office screen's address shows the access
// page with the way back. Screenshots of /my-day at tablet and phone width go to e2e/screenshots/. Every inspector
// added here is made inactive at the end, so the specs after this one meet the one-inspector business again.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, BACKEND_URL, CONTROL_URL, signIn } from './support/platform';

const STANDARD = '11111111-1111-4111-8111-000000000001'; // a type with a live form
const INSPECTOR = { email: 'ina@example.com', password: 'ina-inspector-1' };
const dir = path.resolve(import.meta.dirname, 'screenshots');

/** Today's bookings for Ina (made an inspector account through the platform's control API) and for another inspector. */
async function inspectorWithTwoBookings() {
  const made = await fetch(`${CONTROL_URL}/users?${new URLSearchParams({ ...INSPECTOR, role: 'inspector' })}`, { method: 'POST' });
  expect(made.status).toBe(204);
  const admin = await apiHeaders();
  const [ina] = (await (await fetch(`${BACKEND_URL}/rest/v1/inspectors?full_name=eq.ina&select=id`, { headers: admin }).then((r) => r.json()))) as { id: string }[];
  const [other] = (await fetch(`${BACKEND_URL}/rest/v1/inspectors`, {
    method: 'POST',
    headers: { ...admin, Prefer: 'return=representation' },
    body: JSON.stringify({ full_name: 'Other Inspector' }),
  }).then((r) => r.json())) as { id: string }[];
  const start = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const ids: string[] = [];
  for (const [customer, inspector] of [['Ina Customer', ina.id], ['Someone Else Customer', other.id]]) {
    const response = await fetch(`${BACKEND_URL}/rest/v1/bookings`, {
      method: 'POST',
      headers: { ...admin, Prefer: 'return=representation' },
      body: JSON.stringify({
        customer_name: customer, customer_phone: '0501112233', vehicle_make: 'Toyota', vehicle_model: 'Land Cruiser', vehicle_year: 2019,
        inspection_type_id: STANDARD, start_time: start.toISOString(), end_time: new Date(start.getTime() + 30 * 60_000).toISOString(),
        inspector_id: inspector, reversegeocoded_address: 'Dubai Marina, Dubai', location_address: 'Basement B2', latitude: 25.08, longitude: 55.14,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    ids.push(((await response.json()) as { id: string }[])[0].id);
  }
  return ids[0];
}

async function signInAsInspector(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(INSPECTOR.email);
  await page.getByLabel('Password').fill(INSPECTOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-day$/);
}

test.describe.configure({ mode: 'serial' });
let inaBooking = '';

test.afterAll(async () => {
  const admin = await apiHeaders();
  await fetch(`${BACKEND_URL}/rest/v1/inspectors?id=neq.55555555-5555-4555-8555-000000000001`, {
    method: 'PATCH', headers: admin, body: JSON.stringify({ active: false }),
  });
});

/** Tests never reach the internet: map tiles and searches are answered here. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
});

const dubaiDay = (offset: number) => new Date(Date.now() + 4 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);

/** The booking wizard with a location, at 10:00 on `day` (as e2e/bookings.spec.ts drives it). */
async function bookAtTen(page: Page, day: string, customer: string, inspector?: string) {
  await page.goto('/booking');
  await page.getByRole('tab', { name: 'New Booking' }).click();
  await page.getByRole('button', { name: /Standard 120-point/ }).click();
  await page.getByLabel('Search for a location').fill('Dubai Marina');
  await page.getByRole('option').first().getByRole('button').click();
  await page.getByLabel('Additional Directions').fill('Tower 2, parking B1');
  await page.getByRole('button', { name: /^Next/ }).click();
  const month = new Date(`${day}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const dayButton = page.getByRole('button', { name: new RegExp(`${month} ${Number(day.slice(8))}(st|nd|rd|th)?, ${day.slice(0, 4)}`) });
  for (let i = 0; i < 3 && !(await dayButton.count()); i++) await page.getByRole('button', { name: /next month/i }).click();
  await dayButton.click();
  await page.getByRole('button', { name: /^10:00 AM/ }).click();
  // Only the inspectors free for the whole time are offered; none picked = the database assigns.
  if (inspector) await page.locator('#booking-inspector').selectOption({ label: inspector });
  await page.getByRole('button', { name: /^Next/ }).click();
  await page.getByLabel('Customer Name').fill(customer);
  await page.getByLabel('Phone Number').fill('0501234567');
  await page.getByLabel('Vehicle Make').fill('Nissan');
  await page.getByLabel('Vehicle Model').fill('Patrol');
  await page.getByLabel('Vehicle Year').fill('2021');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

test('an admin adds a second inspector on Settings, books the same slot twice, and filters the bookings by inspector', async ({ page }) => {
  await signIn(page, '/settings');
  await page.getByRole('tab', { name: 'Inspectors' }).click();
  await expect(page.getByRole('table', { name: 'Inspectors' }).getByRole('row')).toHaveCount(2); // the header and Demo Admin
  await page.getByRole('button', { name: 'Add Inspector' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inspector' });
  await dialog.getByLabel(/Full Name/).fill('Second Inspector');
  await dialog.getByLabel('Phone').fill('0502223344');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Inspectors' }).getByRole('row', { name: /Second Inspector/ })).toContainText('Active');

  const day = dubaiDay(45);
  // The first picks Second Inspector by hand (the database alone would take Demo Admin, first by name); the second
  // is left to the database, which gives it the one still free.
  const first = await bookAtTen(page, day, 'Same Slot One', 'Second Inspector · 0 bookings that day');
  const second = await bookAtTen(page, day, 'Same Slot Two');
  const admin = await apiHeaders();
  const inspectorOf = async (id: string) =>
    ((await fetch(`${BACKEND_URL}/rest/v1/bookings?id=eq.${id}&select=inspectors(full_name)`, { headers: admin }).then((r) => r.json())) as {
      inspectors: { full_name: string };
    }[])[0].inspectors.full_name;
  expect(await inspectorOf(first)).toBe('Second Inspector');
  expect(await inspectorOf(second)).toBe('Demo Admin');
  // The dashboard names each one's inspector, and filters by inspector.
  await page.goto('/booking');
  await page.getByLabel('Search bookings').fill('Same Slot');
  await expect(page.getByTestId('booking-row')).toHaveCount(2);
  await page.getByLabel('Inspector').selectOption({ label: 'Second Inspector' });
  await expect(page.getByTestId('booking-row')).toHaveCount(1);
  await expect(page.getByTestId('booking-row').getByRole('cell', { name: 'Second Inspector' })).toBeVisible();
  await expect(page.getByTestId('booking-row')).toContainText(/Same Slot (One|Two)/);
  // Nobody is left for 10:00: the wizard shows it taken.
  await page.goto('/booking');
  await page.getByRole('tab', { name: 'New Booking' }).click();
  await page.getByRole('button', { name: /Standard 120-point/ }).click();
  await page.getByLabel('Search for a location').fill('Dubai Marina');
  await page.getByRole('option').first().getByRole('button').click();
  await page.getByLabel('Additional Directions').fill('Tower 2');
  await page.getByRole('button', { name: /^Next/ }).click();
  const month = new Date(`${day}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const dayButton = page.getByRole('button', { name: new RegExp(`${month} ${Number(day.slice(8))}(st|nd|rd|th)?, ${day.slice(0, 4)}`) });
  for (let i = 0; i < 3 && !(await dayButton.count()); i++) await page.getByRole('button', { name: /next month/i }).click();
  await dayButton.click();
  await expect(page.getByRole('button', { name: /^10:00 AM/ })).toContainText(/booked/i);
});

test('an inspector signs in, sees only their day, and starts an inspection', async ({ page }) => {
  inaBooking = await inspectorWithTwoBookings();
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAsInspector(page);
  await expect(page.getByRole('heading', { name: 'My Day' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Ina Customer');
  await expect(page.getByText('Someone Else Customer')).toHaveCount(0);
  await expect(cards.first()).toContainText('Additional Directions: Basement B2');
  await expect(cards.first().getByRole('link', { name: 'Call +971 50 111 2233' })).toHaveAttribute('href', 'tel:+971501112233');
  await expect(page.getByLabel('Inspector')).toHaveCount(0);
  // The sidebar (behind the menu button on a tablet) holds the inspector's screens only.
  await page.getByRole('button', { name: /menu|sidebar|navigation/i }).first().click();
  const nav = page.getByRole('complementary', { name: 'Admin Panel' }).getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['My Day', 'Inspection Records']);
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(dir, 'my-day-tablet-768.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(dir, 'my-day-phone-390.png'), fullPage: true });
  // Every touch target of the day is at least 44 px high.
  for (const target of await page.getByRole('article').first().locator('a, button').all()) {
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await page.setViewportSize({ width: 768, height: 1024 });
  await cards.first().getByRole('button', { name: 'Start Inspection' }).click();
  await expect(page).toHaveURL(new RegExp(`/performinspection/${inaBooking}$`));
});

test("an inspector typing /crm gets the access page, and the way back to their day", async ({ page }) => {
  await signInAsInspector(page);
  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  await expect(page.getByText('Lead Person')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to My Day' }).click();
  await expect(page).toHaveURL(/\/my-day$/);
  await expect(page.getByRole('heading', { name: 'My Day' })).toBeVisible();
});
