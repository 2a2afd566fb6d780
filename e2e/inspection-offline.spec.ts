// A reload with the device fully offline (no network at all, not just the backend cut): the service worker brings
// the console and the inspection remote back from its cache, the screen shows the device's copy of the inspection
// with the unsent answers and the offline indicator; back online, every answer reaches the database.
import { expect, test } from '@playwright/test';
import { field, fieldIds, newInspection, staffClient } from './support/inspection';
import { signIn } from './support/platform';
import { waitForOfflineCache } from './support/offline';

const OFFLINE = 'Offline: changes are saved on this device';

test('a reload with the device fully offline brings the inspection screen and the unsent answers back', async ({ page, context }) => {
  test.setTimeout(180_000);
  const db = await staffClient();
  const bookingId = await newInspection(db, { name: 'Basement Customer', firstDay: 700 });
  const ids = await fieldIds(db);
  await signIn(page);

  // Online: the inspection opens once (the device keeps it) and the service worker controls the page.
  await page.goto(`/performinspection/${bookingId}`);
  await expect(page.getByRole('heading', { name: 'Standard 120-Point Inspection', level: 1 })).toBeVisible();
  await expect(field(page, 'Customer Name')).toHaveValue('Basement Customer');
  await field(page, 'Mileage').fill('12000');
  await page.getByRole('button', { name: 'Save & back' }).click();
  await expect(page.getByText('Inspection saved successfully')).toBeVisible();
  await page.goto(`/performinspection/${bookingId}`);
  await expect(field(page, 'Mileage')).toHaveValue('12000');
  // Saved: nothing waits, not even the booking's prefilled answers (once counted again when the device's write
  // after the save was cut off by leaving the page).
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  // The warm-up has cached the inspection remote's entry and screens (what a reload needs first).
  await waitForOfflineCache(page);
  // ...and the screen says so (docs/areas/inspection.md#autosave-and-offline).
  await expect(page.getByText('Available offline')).toBeVisible();

  // No network at all now: answers typed in the basement.
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await field(page, 'Mileage').fill('64000');
  await field(page, 'Repainted Panels').fill('Rear left door');
  await field(page, 'Body Panels').selectOption('Fair');
  await expect(page.getByTestId('pending-count')).toHaveText('3 changes waiting');

  // A full navigation while offline: the service worker serves the console, the remote and the runtime config;
  // the screen comes from the device with the unsent answers.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Standard 120-Point Inspection', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/performinspection/${bookingId}$`));
  await expect(field(page, 'Mileage')).toHaveValue('64000');
  await expect(field(page, 'Repainted Panels')).toHaveValue('Rear left door');
  await expect(field(page, 'Body Panels')).toHaveValue('Fair');
  await expect(field(page, 'Customer Name')).toHaveValue('Basement Customer');
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveText('3 changes waiting');
  await field(page, 'Tyre Manufacture Date').fill('2021, week 30');
  await expect(page.getByTestId('pending-count')).toHaveText('4 changes waiting');
  await page.screenshot({ path: 'e2e/screenshots/inspection-offline-reload.png' });

  // Back online: the outbox is sent and every answer is in the database.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('pending-count')).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByText(OFFLINE)).toBeHidden();
  await expect
    .poll(async () => {
      const { data } = await db.from('inspection_data').select('data').eq('booking_id', bookingId).single();
      const answers = (data?.data ?? {}) as Record<string, { value: unknown }>;
      return {
        mileage: answers[ids['Mileage']]?.value,
        // A child field: its answer key is '{childId}-child-{index}'.
        repainted: Object.entries(answers).find(([key]) => key.startsWith(`${ids['Repainted Panels']}-child-`))?.[1].value,
        body: answers[ids['Body Panels']]?.value,
        color: answers[ids['Tyre Manufacture Date']]?.value,
        name: answers[ids['Customer Name']]?.value,
      };
    })
    .toEqual({ mileage: '64000', repainted: 'Rear left door', body: 'Fair', color: '2021, week 30', name: 'Basement Customer' });
});
