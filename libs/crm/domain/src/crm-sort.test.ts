import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_SORT, DEFAULT_LEAD_SORT, sortContacts, sortLeads } from './crm-sort';
import type { LeadWithContact } from './lead';

const contact = (id: string, full_name: string, created_at = '2026-11-01T00:00:00Z', email: string | null = null) => ({
  id, full_name, phone_number: `05${id.padStart(8, '0')}`, email, created_at,
});

function lead(id: string, name: string, created_at: string, extra: Partial<LeadWithContact> = {}): LeadWithContact {
  return {
    id, contact_id: `c-${id}`, contact: contact(`c-${id}`, name), created_at, vehicle_make: 'Toyota', vehicle_model: 'Camry',
    vehicle_year: 2019, registration_number: null, location: null, requested_inspection_date: null, lead_source: 'website',
    status: 'new_lead', notes: null, follow_up_date: null, ...extra,
  };
}

const leads = [
  lead('none-old', 'Zaid', '2026-11-01T10:00:00Z'),
  lead('later', 'Omar', '2026-11-02T10:00:00Z', { follow_up_date: '2026-12-10', status: 'closed', lead_source: 'youtube' }),
  lead('overdue', 'Bilal', '2026-11-03T10:00:00Z', { follow_up_date: '2026-11-20', vehicle_make: 'Audi', status: 'in_discussion' }),
  lead('none-new', 'amira', '2026-11-09T10:00:00Z', { vehicle_make: null, vehicle_model: null, vehicle_year: null, lead_source: 'whatsapp' }),
  lead('today', 'Hana', '2026-11-04T10:00:00Z', { follow_up_date: '2026-11-29', lead_source: 'referral' }),
];
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('sortLeads', () => {
  it('by default puts follow-ups due first (oldest due first), then the upcoming ones, then leads without one, newest first', () => {
    expect(DEFAULT_LEAD_SORT).toEqual({ key: 'follow_up', direction: 'ascending' });
    expect(ids(sortLeads(leads, DEFAULT_LEAD_SORT))).toEqual(['overdue', 'today', 'later', 'none-new', 'none-old']);
  });
  it('keeps leads without a follow-up last in either direction', () => {
    expect(ids(sortLeads(leads, { key: 'follow_up', direction: 'descending' }))).toEqual(['later', 'today', 'overdue', 'none-new', 'none-old']);
  });
  it('sorts by contact name whatever the case, by vehicle (none last), by created, by source label and by status in pipeline order', () => {
    expect(ids(sortLeads(leads, { key: 'contact', direction: 'ascending' }))).toEqual(['none-new', 'overdue', 'today', 'later', 'none-old']);
    expect(ids(sortLeads(leads, { key: 'contact', direction: 'descending' }))).toEqual(['none-old', 'later', 'today', 'overdue', 'none-new']);
    expect(ids(sortLeads(leads, { key: 'vehicle', direction: 'descending' })).at(-1)).toBe('none-new');
    expect(ids(sortLeads(leads, { key: 'vehicle', direction: 'ascending' }))[0]).toBe('overdue');
    expect(ids(sortLeads(leads, { key: 'created', direction: 'descending' }))).toEqual(['none-new', 'today', 'overdue', 'later', 'none-old']);
    expect(ids(sortLeads(leads, { key: 'source', direction: 'ascending' }))).toEqual(['today', 'overdue', 'none-old', 'none-new', 'later']);
    expect(ids(sortLeads(leads, { key: 'status', direction: 'ascending' }))).toEqual(['none-new', 'today', 'none-old', 'overdue', 'later']);
  });
  it('leaves its input as it was', () => {
    const copy = [...leads];
    sortLeads(leads, { key: 'contact', direction: 'ascending' });
    expect(leads).toEqual(copy);
  });
});

describe('sortContacts', () => {
  const contacts = [
    contact('1', 'Sara Khan', '2026-11-02T00:00:00Z', 'sara@example.com'),
    contact('2', 'ahmed', '2026-11-05T00:00:00Z'),
    contact('3', 'Nour', '2026-11-01T00:00:00Z', 'a@example.com'),
  ];
  it('lists the newest first by default, and sorts by name, phone, email (none last) and created', () => {
    expect(DEFAULT_CONTACT_SORT).toEqual({ key: 'created', direction: 'descending' });
    expect(ids(sortContacts(contacts, DEFAULT_CONTACT_SORT))).toEqual(['2', '1', '3']);
    expect(ids(sortContacts(contacts, { key: 'name', direction: 'ascending' }))).toEqual(['2', '3', '1']);
    expect(ids(sortContacts(contacts, { key: 'phone', direction: 'descending' }))).toEqual(['3', '2', '1']);
    expect(ids(sortContacts(contacts, { key: 'email', direction: 'ascending' }))).toEqual(['3', '1', '2']);
    expect(ids(sortContacts(contacts, { key: 'email', direction: 'descending' }))).toEqual(['1', '3', '2']);
  });
});
