// The office's booking work as staff meet it (docs/areas/bookings.md#cancel-not-delete): an office staff member
// cancels a booking with a reason (no Delete for them), it stays listed as cancelled and found by the Status filter, and
// the wizard offers its time again; an admin moves a booking to another free inspector on its details; My Day shows
// the seller's call link and the booking's notes (docs/areas/inspection.md#my-day). Screenshots of the cancel dialog
// and the details at 1440 and 768 px go to e2e/screenshots/. Every inspector added here is made inactive at the end.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, BACKEND_URL, CONTROL_URL, signIn, storeSession } from './support/platform';

const STANDARD = '11111111-1111-4111-8111-000000000001';
const OFFICE = { email: 'sam.office@example.com', password: 'sam-office-1' };
const dir = path.resolve(import.meta.dirname, 'screenshots');
const added: string[] = [];

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  if (added.length === 0) return;
  await fetch(`${BACKEND_URL}/rest/v1/inspectors?id=in.(${added.join(',')})`, { method: 'PATCH', headers: await apiHeaders(), body: JSON.stringify({ active: false }) });
});

/** Tests never reach the internet: map tiles and searches are answered here. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
});

const dubaiDay = (offset: number) => new Date(Date.now() + 4 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`);

async function post<T>(table: string, body: object): Promise<T> {
  const response = await fetch(`${BACKEND_URL}/rest/v1/${table}`, { method: 'POST', headers: { ...(await apiHeaders()), Prefer: 'return=representation' }, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as T[])[0];
}

async function inspector(full_name: string) {
  const row = await post<{ id: string }>('inspectors', { full_name });
  added.push(row.id);
  return row.id;
}

/** A 90-minute booking written by the API (the admin), its inspector chosen or left to the database. */
const book = (customer: string, start: Date, extra: object = {}) =>
  post<{ id: string }>('bookings', {
    customer_name: customer, customer_phone: '0501112233', vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: 2020,
    inspection_type_id: STANDARD, start_time: start.toISOString(), end_time: new Date(start.getTime() + 90 * 60_000).toISOString(),
    reversegeocoded_address: 'Dubai Marina, Dubai', location_address: 'Tower 2', latitude: 25.08, longitude: 55.14, ...extra,
  });

/** The wizard's times of `day` (as e2e/inspectors.spec.ts drives it). */
async function wizardTimes(page: Page, day: string) {
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
}

test('office staff cancel a booking with a reason: it stays, marked cancelled, and its time is free again', async ({ page }) => {
  const made = await fetch(`${CONTROL_URL}/users?${new URLSearchParams({ ...OFFICE, role: 'staff' })}`, { method: 'POST' });
  expect(made.status).toBe(204);
  const day = dubaiDay(52);
  const { id } = await book('Cancel Me Customer', at(day, '10:00'));
  // The one active inspector has it: 10:00 is taken.
  const slotAtTen = async () => {
    const response = await fetch(`${BACKEND_URL}/rest/v1/rpc/get_available_slots`, { method: 'POST', headers: await apiHeaders(), body: JSON.stringify({ p_day: day, p_inspection_type_id: STANDARD }) });
    return ((await response.json()) as { slot_start: string; is_available: boolean }[]).find((s) => Date.parse(s.slot_start) === at(day, '10:00').getTime())?.is_available;
  };
  expect(await slotAtTen()).toBe(false);

  await storeSession(page, OFFICE.email, OFFICE.password);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`/booking/${id}`);
  await expect(page.getByRole('heading', { name: /^Booking #/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0); // admins only
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  let dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog).toContainText('Cancel the booking of Cancel Me Customer');
  await page.screenshot({ path: path.join(dir, 'staff-cancel-dialog-768.png') });
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toHaveCount(0);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Please enter a reason for cancelling')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Reason').fill('The customer sold the car');
  await page.screenshot({ path: path.join(dir, 'staff-cancel-dialog-1440.png') });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Cancellation' });
  await expect(notice).toContainText(/Cancelled on /);
  await expect(notice).toContainText('Reason: The customer sold the car');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await page.screenshot({ path: path.join(dir, 'staff-cancel-details-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: path.join(dir, 'staff-cancel-details-768.png'), fullPage: true });
  expect(await slotAtTen()).toBe(true);

  // Listed still, found by the Status filter.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/booking');
  await page.getByLabel('Search bookings').fill('Cancel Me Customer');
  await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
  await expect(page.getByTestId('booking-row')).toHaveCount(1);
  await expect(page.getByTestId('booking-row')).toContainText('Cancelled');
  await page.getByLabel('Status').selectOption({ label: 'Scheduled' });
  await expect(page.getByText('No bookings found.')).toBeVisible();

  // The wizard offers 10:00 again.
  await wizardTimes(page, day);
  const ten = page.getByRole('button', { name: /^10:00 AM/ });
  await expect(ten).toBeEnabled();
  await expect(ten).not.toContainText(/booked/i);
});

test('an admin moves a booking to another inspector free for its time', async ({ page }) => {
  const day = dubaiDay(53);
  const second = 'Second Inspector Cancel Spec';
  await inspector(second);
  const away = await inspector('Away Inspector Cancel Spec');
  await post('inspector_time_off', { inspector_id: away, starts_at: at(day, '09:00').toISOString(), ends_at: at(day, '18:00').toISOString(), reason: 'Leave' });
  const { id } = await book('Move Me Customer', at(day, '14:00'), { inspector_id: '55555555-5555-4555-8555-000000000001' });
  await signIn(page, `/booking/${id}`);
  await expect(page.getByTestId('booking-inspector')).toHaveText('Demo Admin');
  await page.getByRole('button', { name: 'Change inspector' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change inspector' });
  const picker = dialog.getByLabel('Inspector');
  await expect(picker.locator('option', { hasText: second })).toHaveCount(1);
  await expect(picker.locator('option', { hasText: 'Away Inspector' })).toHaveCount(0); // time off then
  await picker.selectOption({ label: `${second} · 0 bookings that day` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Inspector changed')).toBeVisible();
  await expect(page.getByTestId('booking-inspector')).toHaveText(second);
});

test("My Day shows the seller's call link and the booking's notes", async ({ page }) => {
  const name = 'Day Inspector Cancel Spec';
  const inspectorId = await inspector(name);
  await book('Seller Notes Customer', at(dubaiDay(1), '12:00'), {
    inspector_id: inspectorId, seller_name: 'Omar Haddad', seller_phone: '+971 50 765 4321', notes: 'Gate code 4411\nAsk for Omar at reception',
  });
  await signIn(page, '/my-day');
  await page.getByLabel('Inspector').selectOption({ label: name });
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Seller Notes Customer' });
  await expect(card).toContainText('Seller: Omar Haddad');
  await expect(card.getByRole('link', { name: /^Call seller/ })).toHaveAttribute('href', 'tel:+971507654321');
  await expect(card).toContainText('Notes: Gate code 4411');
  await expect(card).toContainText('Ask for Omar at reception');
});
