// @vitest-environment node
// The CRM fetchers on the embedded backend, through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactUpdateErrorMessage, latestLeadPerContact, leadFormSchema, EMPTY_LEAD_FORM } from '@inspection/crm-domain';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/supabase-client/testing';
import { getContacts } from './get-contacts';
import { getContact } from './get-contact';
import { findContactByPhone } from './find-contact-by-phone';
import { createContact } from './create-contact';
import { updateContact } from './update-contact';
import { getLeads } from '../leads/get-leads';
import { getContactLeads } from '../leads/get-contact-leads';
import { addLead } from '../leads/add-lead';
import { addLeadWithContact } from '../leads/add-lead-with-contact';
import { updateLead } from '../leads/update-lead';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, BACKEND_START_TIMEOUT);
afterAll(() => backend?.close());

const lead = (values: Partial<typeof EMPTY_LEAD_FORM>) => leadFormSchema().parse({ ...EMPTY_LEAD_FORM, ...values });

describe('contacts', () => {
  it('lists newest first and reads one', async () => {
    const contacts = await getContacts(backend.client);
    expect(contacts.length).toBeGreaterThanOrEqual(12);
    const times = contacts.map((c) => Date.parse(c.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await getContact(contacts[0].id, backend.client)).toEqual(contacts[0]);
    expect(await getContact('00000000-0000-4000-8000-000000000000', backend.client)).toBeNull();
  });

  it('finds a contact by its number written any way', async () => {
    expect((await findContactByPhone('+971 50 123 4567', backend.client))?.full_name).toBe('Ahmed Al Mansouri');
    expect(await findContactByPhone('058 000 0001', backend.client)).toBeNull();
  });

  it('creates a contact; the same number written differently is 23505, shown with the product text on update', async () => {
    const created = await createContact({ full_name: 'Dana White', phone_number: '058 111 2233', email: null }, backend.client);
    expect(created).toMatchObject({ full_name: 'Dana White', email: null });
    await expect(createContact({ full_name: 'Dana Copy', phone_number: '+971581112233', email: null }, backend.client)).rejects.toMatchObject({ code: '23505' });
    const other = await createContact({ full_name: 'Other', phone_number: '0582223344', email: 'o@example.com' }, backend.client);
    const error = await updateContact(other.id, { full_name: 'Other', phone_number: '00971 58 111 2233', email: null }, backend.client).catch((e) => e);
    expect(contactUpdateErrorMessage(error)).toBe('A contact with this phone number already exists. Please use a different phone number.');
  });
});

describe('leads', () => {
  it('lists every lead with its contact; the CRM keeps the latest per contact', async () => {
    const leads = await getLeads(backend.client);
    expect(leads[0].contact).toMatchObject({ id: leads[0].contact_id });
    const latest = latestLeadPerContact(leads);
    expect(new Set(latest.map((l) => l.contact_id)).size).toBe(latest.length);
  });

  it('adds a lead with a new contact, adds and updates one for a known contact; history newest first', async () => {
    const first = await addLeadWithContact({ full_name: 'Rami Aziz', phone_number: '0583334455', email: null }, lead({ vehicle_make: 'Kia', vehicle_year: '2021' }), backend.client);
    expect(first).toMatchObject({ vehicle_make: 'Kia', vehicle_year: 2021, lead_source: 'website', status: 'new_lead', vehicle_model: null });
    const second = await addLead(first.contact_id, lead({ vehicle_make: 'BMW', lead_source: '' }), backend.client);
    expect(second.lead_source).toBe('other');
    const updated = await updateLead(second.id, lead({ vehicle_make: 'BMW', status: 'closed', notes: 'Bought it' }), backend.client);
    expect(updated).toMatchObject({ status: 'closed', notes: 'Bought it' });
    const history = await getContactLeads(first.contact_id, backend.client);
    expect(history.map((l) => l.id)).toEqual([second.id, first.id]);
  });
});
