// The inspector's journey on the built console against the embedded backend: a fresh booking's
// inspection prefilled from the booking, every kind of answer, three marked parts, photos, a
// dropped connection with a reload, back online (the answers reach the database), submit with the
// confirmation, the buyer's report with its score; then the records list with its filters.
import { expect, test, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { field, fieldIds, newInspection, staffClient } from './support/inspection';
import { BACKEND_URL, ORIGINS, signIn } from './support/platform';
import { signWithMouse } from './support/marks';
const SHOTS = 'e2e/screenshots';

// A 1 x 1 PNG: the photo the e2e "camera" takes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function answersInDb(db: SupabaseClient, bookingId: string) {
  const { data } = await db.from('inspection_data').select('data').eq('booking_id', bookingId).single();
  return (data?.data ?? {}) as Record<string, { value: unknown }>;
}

async function markPart(page: Page, part: string, condition: string) {
  await page.getByRole('button', { name: part, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: condition }).check();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('an inspector fills, survives a dropped connection, submits and the buyer sees the score', async ({ page, context }) => {
  test.setTimeout(180_000);
  const db = await staffClient();
  const bookingId = await newInspection(db);
  const ids = await fieldIds(db);
  // The page's clock runs as the real one, until the journey moves it on to the next autosave instead of waiting 30 s.
  await page.clock.install();
  await signIn(page, `/performinspection/${bookingId}`);
  await expect(page.getByRole('heading', { name: 'Standard 120-Point Inspection', level: 1 })).toBeVisible();
  // Prefilled from the booking.
  await expect(field(page, 'Customer Name')).toHaveValue('Journey Customer');
  await expect(field(page, 'Email')).toHaveValue('journey@example.com');
  await expect(field(page, 'Phone Number')).toHaveValue('+971 50 123 9876');
  await expect(field(page, 'Vehicle Brand')).toHaveValue('Mazda');
  await expect(field(page, 'Vehicle Year')).toHaveValue('2022');
  await expect(field(page, 'Inspection Date and Time')).toHaveValue(/T10:15$/);
  await expect(page.getByText('9 fields', { exact: false }).first()).toBeVisible();
  // Opening changed nothing: the prefilled answers are no changes waiting (docs/areas/inspection.md#autosave-and-offline).
  await expect(page.getByTestId('pending-count')).toHaveCount(0);

  // Every kind of answer.
  // A number as people write it stays as written, letters dropped (docs/areas/crm.md#phone-numbers).
  await field(page, 'Phone Number').fill('05x0-123 4567');
  await expect(field(page, 'Phone Number')).toHaveValue('050-123 4567');
  await field(page, 'Mileage').fill('42000');
  const selects = page.locator('main select, select[id^="answer-"]');
  const count = await selects.count();
  for (let i = 0; i < count; i += 1) await selects.nth(i).selectOption({ index: 1 });
  await field(page, 'Body Panels').selectOption('Fair');
  await field(page, 'Repainted Panels').fill('None');

  // Photos: one Main Picture, two exterior photos, one flagged as an issue.
  await page.getByLabel('Add photos to Main Picture').setInputFiles(photo('main.png'));
  await expect(page.getByRole('img', { name: 'Main Picture 1' })).toBeVisible();
  await page.getByLabel('Add photos to Exterior Photos').setInputFiles([photo('front.png'), photo('rear.png')]);
  await expect(page.getByRole('img', { name: 'Exterior Photos 2' })).toBeVisible();
  await page.getByRole('list', { name: 'Exterior Photos photos' }).locator('..').getByRole('checkbox', { name: 'Shows an issue' }).check();
  await page.getByLabel('Exterior Photos issue notes').fill('Scratch on the rear bumper');

  // Three parts.
  await markPart(page, 'Hood', 'Chipped');
  await markPart(page, 'Roof', 'Faded');
  await markPart(page, 'Front bumper', 'Dented');
  await expect(page.getByRole('list', { name: 'Marked parts' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('progress')).toContainText('answered');

  for (const [name, size] of [['tablet', { width: 768, height: 1024 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/inspection-${name}.png`, fullPage: false });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/inspection-${name}-top.png`, fullPage: false });
    await page.screenshot({ path: `${SHOTS}/inspection-${name}-full.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/inspection-laptop-top.png`, fullPage: false });

  // The jump list by keyboard on a tablet: a section's entry takes the focus to its heading, the car diagram is one
  // jump from the top (docs/areas/inspection.md#moving-around-the-form).
  await page.setViewportSize({ width: 768, height: 1024 });
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('button', { name: /^Tyres and Brakes, \d+\/4 answered/ })).toBeVisible();
  await sections.getByRole('button', { name: /^Tyres and Brakes,/ }).focus();
  await page.keyboard.press('Enter');
  const tyres = page.getByRole('region', { name: 'Tyres and Brakes' }).getByRole('button', { name: /^Tyres and Brakes/ });
  await expect(tyres).toBeFocused();
  await expect(tyres).toBeInViewport();
  await expect(sections).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/inspection-tablet-jumped.png`, fullPage: false });
  await sections.getByRole('button', { name: /^Vehicle Parts Condition/ }).click();
  await expect(page.getByRole('heading', { name: 'Vehicle Parts Condition' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Vehicle Parts Condition' })).toBeInViewport();
  // On a phone the list is one strip at the top.
  await page.setViewportSize({ width: 390, height: 844 });
  await sections.getByRole('button', { name: /^Engine and Transmission,/ }).click();
  const engine = page.getByRole('region', { name: 'Engine and Transmission' }).getByRole('button', { name: /^Engine and Transmission/ });
  await expect(engine).toBeFocused();
  await expect(engine).toBeInViewport();
  expect((await sections.boundingBox())!.height).toBeLessThanOrEqual(80);
  await page.screenshot({ path: `${SHOTS}/inspection-phone-jumped.png`, fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The connection drops: changes stay on the device and are sent as soon as it returns.
  await context.setOffline(true);
  await expect(page.getByText('Offline: changes are saved on this device')).toBeVisible();
  await field(page, 'Mileage').fill('55555');
  await page.getByLabel('Add photos to Tyre Photos').setInputFiles(photo('tyre.png'));
  await expect(page.getByRole('img', { name: 'Tyre Photos waiting 1' })).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveText('2 changes waiting');
  await page.screenshot({ path: `${SHOTS}/inspection-offline.png` });
  await context.setOffline(false);
  await expect(page.getByRole('img', { name: 'Tyre Photos 1' })).toBeVisible();
  await expect(page.getByText('Offline: changes are saved on this device')).toBeHidden();
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  await expect.poll(async () => (await answersInDb(db, bookingId))[ids['Mileage']]?.value).toBe('55555');

  // Offline again, then a reload while the backend cannot be reached: the unsent answers come back
  // from the device. (The page itself has to load: no service worker caches the apps, so for the
  // reload only the backend is cut.)
  await context.setOffline(true);
  await expect(page.getByText('Offline: changes are saved on this device')).toBeVisible();
  await field(page, 'Tyre Manufacture Date').fill('2022, week 14');
  await expect(page.getByTestId('pending-count')).toHaveText('1 change waiting');
  await page.route(`${BACKEND_URL}/**`, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(field(page, 'Tyre Manufacture Date')).toHaveValue('2022, week 14');
  await expect(field(page, 'Mileage')).toHaveValue('55555');
  await expect(page.getByRole('list', { name: 'Marked parts' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('pending-count')).toHaveText('1 change waiting');

  // The backend is reachable again: the 30-second autosave sends the rest.
  await page.unroute(`${BACKEND_URL}/**`);
  await expect(page.getByTestId('pending-count')).toHaveText('1 change waiting');
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  await expect
    .poll(async () => {
      const { data } = await db.from('inspection_data').select('data, marked_data').eq('booking_id', bookingId).single();
      const answers = (data?.data ?? {}) as Record<string, { value: unknown }>;
      return {
        mileage: answers[ids['Mileage']]?.value,
        tyres: answers[ids['Tyre Manufacture Date']]?.value,
        phone: answers[ids['Phone Number']]?.value,
        body: answers[ids['Body Panels']]?.value,
        photos: (answers[ids['Exterior Photos']]?.value as string[] | undefined)?.length,
        tyrePhotos: (answers[ids['Tyre Photos']]?.value as string[] | undefined)?.length,
        parts: Object.keys(data?.marked_data ?? {}).filter((k) => k !== 'lastUpdated').sort(),
      };
    })
    .toEqual({ mileage: '55555', tyres: '2022, week 14', phone: '050-123 4567', body: 'Fair', photos: 2, tyrePhotos: 1, parts: ['front_bumper', 'hood', 'roof'] });

  // Submit with the confirmation and the inspector's signature, drawn with the mouse (docs/areas/inspection.md#signatures).
  await page.getByRole('button', { name: 'Save and Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign and submit' });
  await expect(confirm).toContainText("Are you sure you want to submit this inspection? You won't be able to edit it afterward.");
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(confirm.getByRole('alert')).toHaveText("The inspector's signature is required to submit the inspection");
  // Prefilled from the profile of the inspector linked to the signed-in account, still editable.
  const me = (await db.auth.getUser()).data.user!.id;
  const { data: linked } = await db.from('inspectors').select('full_name').eq('user_id', me).single();
  expect(linked?.full_name).toBeTruthy();
  await expect(confirm.getByLabel(/^Inspector's name/)).toHaveValue(linked!.full_name);
  await confirm.getByLabel(/^Inspector's name/).fill('Omar Haddad');
  await signWithMouse(page, confirm.getByRole('img', { name: "Inspector's signature" }));
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Inspection submitted successfully')).toBeVisible();
  await expect(page.getByText('This inspection has been submitted and can no longer be edited.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and Submit' })).toHaveCount(0);
  const { data: booking } = await db.from('bookings').select('status').eq('id', bookingId).single();
  expect(booking?.status).toBe('completed');

  const { data: stored } = await db.from('inspection_reports').select('signatures').eq('booking_id', bookingId).single();
  expect(stored?.signatures).toMatchObject({ inspector: { name: 'Omar Haddad', path: expect.stringMatching(/^M[\d.]+ [\d.]+ Q/) }, customer: null });

  // The buyer's report: Exterior 35/40 = 8.8, the other scored sections 10: overall 9.7.
  await page.goto(`${ORIGINS.reports}/report/${bookingId}`);
  await expect(page.getByText('9.7/10')).toBeVisible();
  await expect(page.getByTestId('condition-badge')).toHaveText('Excellent');
  await page.screenshot({ path: `${SHOTS}/inspection-report.png`, fullPage: true });

  // An anonymous buyer (no session anywhere) sees the signature at the end, and in the PDF.
  const buyer = await page.context().browser()!.newContext();
  const anonymous = await buyer.newPage();
  await anonymous.goto(`${ORIGINS.reports}/report/${bookingId}`);
  const signature = anonymous.getByRole('img', { name: "Inspector's signature: Omar Haddad" });
  await expect(signature).toBeVisible();
  await expect(signature.locator('path')).toHaveAttribute('d', stored!.signatures.inspector.path);
  await expect(anonymous.locator('[data-signature="inspector"]')).toContainText(/Signed [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{2}:\d{2} [AP]M/);
  await anonymous.emulateMedia({ media: 'print' });
  await expect(signature).toBeVisible();
  const pdf = await anonymous.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  expect(text).toContain('Signatures');
  expect(text).toContain('Omar Haddad');
  await buyer.close();
});

test('the records list filters by status and opens an inspection', async ({ page }) => {
  // A booking of its own to start, so the seeded ones stay as other journeys expect them.
  const bookingId = await newInspection(await staffClient(), { withData: false, typeId: '11111111-1111-4111-8111-000000000003', name: 'Records Start Customer' });
  await signIn(page, '/inspections');
  await expect(page.getByRole('heading', { name: 'Inspection Records' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).not.toContainText('Loading...');
  await expect(rows.first().getByRole('cell').nth(4)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} [AP]M$/);

  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows.first().getByRole('cell').nth(3)).toHaveText('Published');
  // Until the filtered page arrives, the list shown is the unfiltered one (whose first row may be published too).
  await expect
    .poll(async () => (await rows.locator('td:nth-child(4)').allTextContents()).every((status) => status === 'Published'))
    .toBe(true);

  await page.getByLabel('Start Date').fill('2001-01-01');
  await page.getByLabel('End Date').fill('2001-01-02');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No records found')).toBeVisible();

  await page.getByRole('button', { name: 'New Inspection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start New Inspection' });
  await dialog.getByLabel('Form').selectOption({ label: 'Pre-purchase Basic Check' });
  await dialog.getByLabel('Booking').selectOption(bookingId);
  await page.screenshot({ path: `${SHOTS}/inspection-records-start.png` });
  await dialog.getByRole('button', { name: 'Start Inspection' }).click();
  await expect(page).toHaveURL(new RegExp(`/performinspection/${bookingId}$`));
  await expect(page.getByRole('heading', { name: 'Pre-purchase Basic Check', level: 1 })).toBeVisible();
});

test('a bad booking id goes back to the records', async ({ page }) => {
  await signIn(page, '/performinspection/not-a-booking');
  await expect(page.getByText('Invalid booking ID')).toBeVisible();
  await expect(page).toHaveURL(/\/inspections$/);
});
