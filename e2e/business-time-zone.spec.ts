// Every day boundary is the business zone's (Asia/Dubai, from the runtime config), whatever the browser's zone:
// the same screens, opened from a browser in Los Angeles and in UTC, filter and label the same Dubai days.
import { expect, test } from '@playwright/test';
import { newInspection, staffClient, STANDARD_FORM } from './support/inspection';
import { signIn } from './support/platform';

const dubaiDay = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone: 'Asia/Dubai' });
const words = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/** The latest 22:00 UTC not after now: 02:00 the next day in Dubai, still the day before in Los Angeles and UTC. */
function dubaiEarlyMorning(now = Date.now()): Date {
  const at = new Date(now);
  at.setUTCHours(22, 0, 0, 0);
  if (at.getTime() > now) at.setUTCDate(at.getUTCDate() - 1);
  return at;
}

for (const timezoneId of ['America/Los_Angeles', 'UTC']) {
  test.describe(`day filters with the browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("inspection records: a record made at 00:30 in Dubai is on its Dubai day", async ({ page }) => {
      const db = await staffClient();
      const bookingId = await newInspection(db, { withData: false, name: `Zone ${timezoneId}` });
      // 20:30 UTC on Mar 15 is 00:30 on Mar 16 in Dubai (and Mar 15 in Los Angeles and UTC).
      const day = timezoneId === 'UTC' ? '2011-03-16' : '2012-03-16';
      const createdAt = new Date(`${day}T00:30:00+04:00`).toISOString();
      const inserted = await db.from('inspection_data').insert({ booking_id: bookingId, form_id: STANDARD_FORM, status: 'draft', data: {}, created_at: createdAt });
      expect(inserted.error).toBeNull();

      await signIn(page, '/inspections');
      const rows = page.locator('tbody tr');
      await page.getByLabel('Start Date').fill(day);
      await page.getByLabel('End Date').fill(day);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByRole('cell').nth(4)).toHaveText(`${words(day)} 12:30 AM`);

      const dayBefore = day.replace('-16', '-15');
      await page.getByLabel('Start Date').fill(dayBefore);
      await page.getByLabel('End Date').fill(dayBefore);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('No records found')).toBeVisible();
    });

    test("the reports dashboard's today and the call-log month are Dubai's", async ({ page }) => {
      const now = dubaiEarlyMorning();
      await page.clock.setFixedTime(now);
      await signIn(page);
      // The dashboard lists every date; its calendar marks today as Dubai's day, a day after the browser's own.
      await expect(page.getByTestId('selected-date')).toHaveText('All dates');
      await page.getByRole('button', { name: 'Filter by Date' }).click();
      await expect(page.getByRole('grid').locator('[data-today]')).toHaveAttribute('data-day', dubaiDay(now));
      await page.keyboard.press('Escape');

      await page.goto('/call-logs');
      const today = dubaiDay(now);
      const monthStart = `${today.slice(0, 8)}01`;
      await expect(page.getByTestId('start-date')).toContainText(words(monthStart));
      await expect(page.getByTestId('count-incoming')).toBeVisible();
    });
  });
}
