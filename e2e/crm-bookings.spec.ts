// CRM and bookings know each other (docs/areas/crm.md#bookings-and-reports): 'Book inspection' on a contact's lead
// opens New Booking prefilled, booking it moves the lead to Inspection Scheduled, and the contact's detail lists the
// booking. Phone numbers however written are stored and shown one way (docs/areas/crm.md#phone-numbers).
import { expect, test } from '@playwright/test';
import { staffClient } from './support/inspection';
import { signIn } from './support/platform';

test("'Book inspection' on a lead: the wizard prefilled, the lead scheduled, the booking on the contact's page", async ({ page }) => {
  const db = await staffClient();
  const stamp = Date.now();
  const digits = String(stamp).slice(-7);
  const name = `Crm Booker ${String.fromCharCode(65 + (stamp % 26))}${String.fromCharCode(65 + ((stamp >> 5) % 26))}`;
  // Written as people write it: stored in E.164 and shown as '+971 58 …'.
  const contact = await db.from('contacts').insert({ full_name: name, phone_number: `058-${digits.slice(0, 3)}-${digits.slice(3)}`, email: `crm.${stamp}@example.com` })
    .select('id, phone_number').single().throwOnError();
  expect(contact.data!.phone_number).toBe(`+97158${digits}`);
  const contactId = contact.data!.id as string;
  const lead = await db.from('leads').insert({ contact_id: contactId, vehicle_make: 'Lexus', vehicle_model: 'RX', vehicle_year: 2019, status: 'in_discussion' })
    .select('id').single().throwOnError();
  const leadId = lead.data!.id as string;

  await signIn(page, `/contacts/${contactId}`);
  await expect(page.getByText(`+971 58 ${digits.slice(0, 3)} ${digits.slice(3)}`).first()).toBeVisible();
  await expect(page.getByText('No bookings yet.')).toBeVisible();
  await page.getByTestId('lead-history-item').getByRole('link', { name: 'Book inspection' }).click();

  await expect(page).toHaveURL(/\/booking\?new=lead&lead=/);
  await expect(page.getByRole('tab', { name: 'New Booking' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('radio', { name: 'I need help coordinating with the seller' }).click();
  await page.getByRole('button', { name: /Standard 120-point/ }).click();
  await expect(page.getByLabel('Customer Name')).toHaveValue(name);
  await expect(page.getByLabel('Phone Number')).toHaveValue(`+971 58 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await expect(page.getByLabel('Email')).toHaveValue(`crm.${stamp}@example.com`);
  await expect(page.getByLabel('Vehicle Make')).toHaveValue('Lexus');
  await expect(page.getByLabel('Vehicle Model')).toHaveValue('RX');
  await expect(page.getByLabel('Vehicle Year')).toHaveValue('2019');
  await page.screenshot({ path: 'e2e/screenshots/crm-book-inspection-prefilled.png', fullPage: true });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  const bookingId = page.url().split('/').pop()!;

  const stored = await db.from('bookings').select('lead_id, customer_phone').eq('id', bookingId).single().throwOnError();
  expect(stored.data).toEqual({ lead_id: leadId, customer_phone: `+97158${digits}` });
  const moved = await db.from('leads').select('status').eq('id', leadId).single().throwOnError();
  expect(moved.data!.status).toBe('inspection_scheduled');

  await page.goto(`/contacts/${contactId}`);
  await expect(page.getByTestId('lead-history-item')).toContainText('Inspection Scheduled');
  const bookings = page.getByRole('list', { name: 'Bookings and Reports' });
  await expect(bookings.getByTestId('contact-booking')).toHaveCount(1);
  await expect(bookings).toContainText('Time to be coordinated');
  await expect(bookings).toContainText('2019 Lexus RX');
  await expect(bookings.getByRole('link', { name: 'Booking details' })).toHaveAttribute('href', `/booking/${bookingId}`);
  await page.screenshot({ path: 'e2e/screenshots/crm-contact-bookings.png', fullPage: true });
});
