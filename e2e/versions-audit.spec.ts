// Form versions and the audit trail (docs/areas/forms.md#versions, docs/areas/audit.md), as a person would use them on the built console (4200) against the
// embedded backend: make v2 of a live form, change its title, go live, see v1 inactive while an inspection started on
// v1 stays on it; edit a booking's time and see the Activity entry with the old and new times and the admin's name;
// find it in the Audit Log with a filter, and export it.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, signIn } from './support/platform';
import { staffClient } from './support/inspection';

const SHOTS = 'e2e/screenshots';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A Dubai calendar day n days from today, and an instant at a Dubai wall-clock time on it. */
function dubaiDay(offset: number): string {
  return new Date(Date.now() + 4 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);
}
const dubaiTime = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8))}`;

async function pickCalendarDay(page: Page, day: string) {
  const month = new Date(`${day}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const label = new RegExp(`${month} ${Number(day.slice(8))}(st|nd|rd|th)?, ${day.slice(0, 4)}`);
  const button = page.getByRole('button', { name: label });
  for (let i = 0; i < 3 && !(await button.count()); i++) await page.getByRole('button', { name: /next month/i }).click();
  await button.click();
}

test.describe('form versions', () => {
  test('make v2 of a live form, change its title, go live: v1 is inactive and an inspection in progress stays on v1', async ({ page }) => {
    const db = await staffClient();
    const stamp = Date.now();
    const type = await db.from('inspection_types').insert({ name_en: `E2E Versions ${stamp}`, tag: 'E2E', duration_minutes: 60, actual_price: 100, current_price: 90 })
      .select('id').single().throwOnError();
    const typeId = type.data!.id as string;
    const title = `E2E Versioned ${stamp}`;
    const saved = await db.rpc('save_form_template', { template: { title, inspection_type_id: typeId, sections: [
      { title: 'Exterior', fields: [{ title: 'Paint', type: 'dropdown', options: [{ label: 'Good', score: 10 }, { label: 'Poor', score: 3 }] }] },
    ] } }).throwOnError();
    const v1 = (saved.data as { id: string }).id;
    await db.from('inspection_forms').update({ status: 'live' }).eq('id', v1).throwOnError();
    // An inspection started on v1.
    const start = dubaiTime(dubaiDay(300 + (stamp % 200)), '09:00');
    const booking = await db.from('bookings').insert({
      customer_name: 'Versions Customer', customer_phone: '0501239876', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
      inspection_type_id: typeId, start_time: start, end_time: new Date(Date.parse(start) + 3600_000).toISOString(),
    }).select('id').single().throwOnError();
    const bookingId = booking.data!.id as string;
    await db.from('inspection_data').insert({ booking_id: bookingId, form_id: v1, status: 'in_progress', data: {} }).throwOnError();

    await signIn(page, '/formbuilder');
    const card = page.getByTestId('form-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByText('v1')).toBeVisible();
    await card.getByRole('button', { name: 'New Version' }).click();
    await expect(toast(page, 'New version made from v1')).toBeVisible();
    await expect(page).toHaveURL(/\/formbuilder\/[0-9a-f-]{36}$/);
    const v2 = page.url().split('/').pop()!;
    expect(v2).not.toBe(v1);
    const history = page.getByRole('region', { name: 'Version history' });
    await expect(history).toContainText('this is v2 · Draft');
    await expect(history).toContainText('v2 is a draft copy of v1');
    await expect(page.getByLabel('Form Title')).toHaveValue(title);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Form Title').fill(`${title} improved`);
    await page.locator('[data-testid="field-card"]').first().getByLabel('Field title').fill('Paintwork');
    await page.getByRole('button', { name: 'Update Template' }).click();
    await expect(toast(page, 'Form updated successfully!')).toBeVisible();

    await page.goto(`/formbuilder/${v2}`);
    await expect(history.getByRole('list', { name: 'Changes in v2' })).toContainText('Renamed "Paint" to "Paintwork"');
    await page.getByRole('button', { name: 'Make Live' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Form status updated to live')).toBeVisible();
    await expect(history).toContainText('this is v2 · Live');
    await expect(history.getByRole('link', { name: 'v1 · Inactive' })).toBeVisible();
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 1024 : 844 });
      await history.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/forms-version-history-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/formbuilder');
    const family = page.getByTestId('form-card').filter({ has: page.getByRole('heading', { name: `${title} improved`, exact: true }) });
    await expect(family.getByText('v2')).toBeVisible();
    await expect(family.getByText('Live')).toBeVisible();
    await family.getByText('Older versions (1)').click();
    await expect(family.getByRole('link', { name: 'v1 · Inactive' })).toBeVisible();
    await family.getByRole('link', { name: 'v1 · Inactive' }).click();
    await expect(page.getByLabel('Form Title')).not.toBeEditable();
    // v1 has an inspection: it never goes back to draft, and its way forward is a new version.
    const notice = page.getByTestId('locked-notice');
    await expect(notice).toContainText('inspections have answered it, so it cannot go back to draft');
    await expect(notice.getByRole('button', { name: 'New Version' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Draft' })).toHaveCount(0);

    // The inspection in progress is still on v1, and submits on it.
    const data = await db.from('inspection_data').select('form_id').eq('booking_id', bookingId).single().throwOnError();
    expect(data.data!.form_id).toBe(v1);
  });
});

test.describe('audit trail', () => {
  test("edit a booking's time, see it in Activity with the admin's name, find it in the Audit Log and export it", async ({ page }) => {
    const db = await staffClient();
    // Days 50–74 ahead: no other spec books there (inspectors.spec books day 45, book-arabic day 41, on the same platform).
    const day = dubaiDay(50 + (Date.now() % 25));
    const customer = `E2E Audited ${Date.now()}`;
    const created = await db.from('bookings').insert({
      customer_name: customer, customer_phone: '0501234567', vehicle_make: 'Nissan', vehicle_model: 'Patrol', vehicle_year: 2021,
      inspection_type_id: '11111111-1111-4111-8111-000000000001', latitude: 25.08, longitude: 55.14,
      location_address: 'Tower 2', reversegeocoded_address: 'Dubai Marina, Dubai, United Arab Emirates',
      start_time: dubaiTime(day, '10:00'), end_time: dubaiTime(day, '11:30'),
    }).select('id').single().throwOnError();
    const id = created.data!.id as string;

    await signIn(page, `/booking/edit/${id}`);
    await page.getByRole('button', { name: /^Next/ }).click();
    await page.getByRole('button', { name: /^Next/ }).click();
    await pickCalendarDay(page, day);
    await page.getByRole('button', { name: /^11:30 AM/ }).click();
    await page.getByRole('button', { name: /^Next/ }).click();
    await page.getByRole('button', { name: 'Update Booking' }).click();
    await expect(toast(page, 'Booking updated successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/booking/${id}$`));

    const activity = page.getByRole('region', { name: 'Activity' });
    const moved = activity.getByTestId('activity-entry').filter({ hasText: 'Booking changed' });
    await expect(moved).toContainText(`Start time: ${shortDay(day)}, 10:00 AM → ${shortDay(day)}, 11:30 AM`);
    await expect(moved).toContainText(`End time: ${shortDay(day)}, 11:30 AM → ${shortDay(day)}, 01:00 PM`);
    await expect(moved).toContainText(`by ${DEMO_EMAIL}`);
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 1024 : 844 });
      await activity.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/bookings-activity-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await page.getByLabel('Table').selectOption('bookings');
    await page.getByLabel('Search').fill(id);
    const rows = page.getByTestId('audit-row');
    // The text is sent once typing pauses: until then the table's other bookings are listed too.
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Booking changed' })).toContainText(`Start time: ${shortDay(day)}, 10:00 AM → ${shortDay(day)}, 11:30 AM`);
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 1024 : 844 });
      await page.screenshot({ path: `${SHOTS}/settings-audit-log-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('audit-log.csv');
    const csv = await readFile((await file.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Time,Person,Table,Row,Action,Changes');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${DEMO_EMAIL},Booking,${id},Booking changed,"Start time: ${shortDay(day)}, 10:00 AM → ${shortDay(day)}, 11:30 AM; End time: `);
  });
});
