// An inspection keeps the form version it started on (docs/areas/inspection.md#starting-an-inspection): started on
// v1, v2 made with new_form_version and put live, the inspector continues on v1, submits it, and the report names v1.
import { expect, test } from '@playwright/test';
import { field, staffClient } from './support/inspection';
import { signWithMouse } from './support/marks';
import { ORIGINS, signIn } from './support/platform';

test('an inspection started on v1 is finished on v1 after v2 goes live, and its report names v1', async ({ page }) => {
  const db = await staffClient();
  const stamp = Date.now();
  const type = await db.from('inspection_types')
    .insert({ name_en: `E2E Own Version ${stamp}`, tag: 'E2E', duration_minutes: 60, actual_price: 100, current_price: 90 })
    .select('id').single().throwOnError();
  const typeId = type.data!.id as string;
  const saved = await db.rpc('save_form_template', { template: { title: `E2E Own Version ${stamp}`, inspection_type_id: typeId, sections: [
    { title: 'Exterior', fields: [{ title: 'Paint notes', type: 'text' }] },
  ] } }).throwOnError();
  const v1 = (saved.data as { id: string }).id;
  await db.from('inspection_forms').update({ status: 'live' }).eq('id', v1).throwOnError();
  // Days 600-799 ahead: no other spec books there.
  const start = new Date(Date.now() + (600 + (stamp % 200)) * 86400_000);
  start.setUTCHours(7, 0, 0, 0);
  const booking = await db.from('bookings').insert({
    customer_name: 'Own Version Customer', customer_phone: '+971501239876', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
    inspection_type_id: typeId, start_time: start.toISOString(), end_time: new Date(start.getTime() + 3600_000).toISOString(),
  }).select('id').single().throwOnError();
  const bookingId = booking.data!.id as string;
  await db.from('inspection_data').insert({ booking_id: bookingId, form_id: v1, status: 'in_progress', data: {} }).throwOnError();

  // v2 goes live: v1 becomes inactive.
  const made = await db.rpc('new_form_version', { p_form_id: v1 }).throwOnError();
  const v2 = made.data as string;
  await db.from('inspection_forms').update({ status: 'live' }).eq('id', v2).throwOnError();
  const forms = await db.from('inspection_forms').select('id, status').in('id', [v1, v2]).throwOnError();
  expect(Object.fromEntries(forms.data!.map((f) => [f.id, f.status]))).toEqual({ [v1]: 'inactive', [v2]: 'live' });

  await signIn(page, `/performinspection/${bookingId}`);
  await expect(field(page, 'Paint notes')).toBeVisible();
  await expect(page.getByText('This form is not available for inspection. Only live forms can be used.')).toHaveCount(0);
  await field(page, 'Paint notes').fill('Small chip on the bonnet');
  await page.getByRole('button', { name: 'Save and Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign and submit' });
  await confirm.getByLabel(/^Inspector's name/).fill('Omar Haddad');
  await signWithMouse(page, confirm.getByRole('img', { name: "Inspector's signature" }));
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Inspection submitted successfully')).toBeVisible();

  const report = await db.from('inspection_reports').select('form_id').eq('booking_id', bookingId).single().throwOnError();
  expect(report.data!.form_id).toBe(v1);
  await page.goto(`${ORIGINS.reports}/report/${bookingId}`);
  await expect(page.getByText('Form v1', { exact: true })).toBeVisible();
});
