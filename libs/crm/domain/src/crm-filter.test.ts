import { describe, expect, it } from 'vitest';
import { EMPTY_CRM_FILTERS, filterContacts, filterLeads, isFollowUpDue, lastLeadOf, latestLeadPerContact } from './crm-filter';
import type { LeadWithContact } from './lead';

const contact = (id: string, full_name: string, phone_number: string) => ({ id, full_name, phone_number, email: null, created_at: '2026-11-01T00:00:00Z' });
const ahmed = contact('c1', 'Ahmed Al Mansouri', '0501234567');
const sara = contact('c2', 'Sara Khan', '+971 55 987 6543');

function lead(id: string, c: typeof ahmed, created_at: string, extra: Partial<LeadWithContact> = {}): LeadWithContact {
  return {
    id, contact_id: c.id, contact: c, created_at, vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: 2019,
    registration_number: null, location: null, requested_inspection_date: null, lead_source: 'website', status: 'new_lead',
    notes: null, follow_up_date: null, ...extra,
  };
}

const leads = [
  lead('l1', ahmed, '2026-11-01T10:00:00Z', { status: 'closed' }),
  lead('l2', ahmed, '2026-11-05T10:00:00Z', { status: 'in_discussion', lead_source: 'whatsapp', follow_up_date: '2026-11-20' }),
  lead('l3', sara, '2026-11-03T10:00:00Z', { vehicle_make: 'Nissan', follow_up_date: '2026-11-30' }),
];

describe('latestLeadPerContact', () => {
  it('keeps only the latest lead of each contact, newest first', () => {
    expect(latestLeadPerContact(leads).map((l) => l.id)).toEqual(['l2', 'l3']);
    expect(lastLeadOf(leads, 'c1')?.id).toBe('l2');
    expect(lastLeadOf(leads, 'nobody')).toBeNull();
  });
});

describe('filterLeads', () => {
  const latest = latestLeadPerContact(leads);
  const today = '2026-11-23';
  it('by status and source', () => {
    expect(filterLeads(latest, { ...EMPTY_CRM_FILTERS, status: 'in_discussion' }, today).map((l) => l.id)).toEqual(['l2']);
    expect(filterLeads(latest, { ...EMPTY_CRM_FILTERS, source: 'website' }, today).map((l) => l.id)).toEqual(['l3']);
  });

  it('follow-up due: on or before today', () => {
    expect(isFollowUpDue('2026-11-23', today)).toBe(true);
    expect(isFollowUpDue('2026-11-24', today)).toBe(false);
    expect(isFollowUpDue(null, today)).toBe(false);
    expect(filterLeads(latest, { ...EMPTY_CRM_FILTERS, followUpDue: true }, today).map((l) => l.id)).toEqual(['l2']);
  });

  it('text search: name, number in any writing, vehicle', () => {
    const search = (s: string) => filterLeads(latest, { ...EMPTY_CRM_FILTERS, search: s }, today).map((l) => l.id);
    expect(search('sara')).toEqual(['l3']);
    expect(search('055 987')).toEqual(['l3']);
    expect(search('+971501234')).toEqual(['l2']);
    expect(search('nissan')).toEqual(['l3']);
  });

  it('filterContacts searches name, email and number', () => {
    expect(filterContacts([ahmed, sara], '050-123').map((c) => c.id)).toEqual(['c1']);
    expect(filterContacts([ahmed, sara], '').length).toBe(2);
  });

  it('finds a number stored in E.164 (as the database stores it) however it is typed, whole or in part', () => {
    const stored = contact('c3', 'Omar Stored', '+971589076543');
    for (const typed of ['058 907 6543', '0589076543', '+971 58 907 6543', '00971589076543', '907 6543', '058 907', '٠٥٨٩٠٧٦٥٤٣']) {
      expect(filterContacts([ahmed, sara, stored], typed).map((c) => c.id), typed).toEqual(['c3']);
    }
    const storedLead = lead('l4', stored, '2026-11-06T10:00:00Z');
    expect(filterLeads([storedLead, ...latest], { ...EMPTY_CRM_FILTERS, search: '+971 58 907' }, today).map((l) => l.id)).toEqual(['l4']);
  });
});

describe('businessToday', () => {
  it('is the date in Dubai, whatever the browser zone', async () => {
    const { businessToday } = await import('./crm-filter');
    expect(businessToday(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-23');
    expect(businessToday(new Date('2026-11-22T19:30:00Z'))).toBe('2026-11-22');
  });
});
