// The CRM list: one row per contact (its latest lead), narrowed by status, source, due follow-ups and text.
import type { Contact } from './contact';
import type { LeadSource, LeadStatus, LeadWithContact } from './lead';
import { normalizePhone, PHONE_INPUT_PATTERN } from '@inspection/shared-domain';

/** Only the latest lead per contact (by created_at) appears in the CRM list; newest first. */
export function latestLeadPerContact<T extends { contact_id: string; created_at: string }>(leads: readonly T[]): T[] {
  const latest = new Map<string, T>();
  for (const lead of leads) {
    const seen = latest.get(lead.contact_id);
    if (!seen || Date.parse(lead.created_at) > Date.parse(seen.created_at)) latest.set(lead.contact_id, lead);
  }
  return [...latest.values()].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** The latest lead of one contact, or null. */
export function lastLeadOf<T extends { contact_id: string; created_at: string }>(leads: readonly T[], contactId: string): T | null {
  return latestLeadPerContact(leads.filter((l) => l.contact_id === contactId))[0] ?? null;
}

export interface CrmFilters {
  status: LeadStatus | 'all';
  source: LeadSource | 'all';
  /** Only leads whose follow-up date is today or earlier. */
  followUpDue: boolean;
  search: string;
}

export const EMPTY_CRM_FILTERS: CrmFilters = { status: 'all', source: 'all', followUpDue: false, search: '' };

/** A follow-up is due on its day and after (dates compared as yyyy-MM-dd in the business's day). */
export function isFollowUpDue(followUpDate: string | null, today: string): boolean {
  return followUpDate !== null && followUpDate <= today;
}

function contactMatches(contact: Pick<Contact, 'full_name' | 'phone_number' | 'email'> | null, query: string, phoneQuery: string): boolean {
  if (!contact) return false;
  if (contact.full_name.toLowerCase().includes(query)) return true;
  if (contact.email?.toLowerCase().includes(query)) return true;
  return phoneQuery !== '' && normalizePhone(contact.phone_number).includes(phoneQuery);
}

function searchTerms(search: string) {
  const query = search.trim().toLowerCase();
  // Digits in any script: an Arabic-Indic '٠٥٠…' is a number too (PHONE_INPUT_PATTERN).
  const digits = /\d/.test(query) || PHONE_INPUT_PATTERN.test(query) ? normalizePhone(query) : '';
  return { query, digits };
}

export function filterLeads(leads: readonly LeadWithContact[], filters: CrmFilters, today: string): LeadWithContact[] {
  const { query, digits } = searchTerms(filters.search);
  return leads.filter((lead) => {
    if (filters.status !== 'all' && lead.status !== filters.status) return false;
    if (filters.source !== 'all' && lead.lead_source !== filters.source) return false;
    if (filters.followUpDue && !isFollowUpDue(lead.follow_up_date, today)) return false;
    if (!query) return true;
    if (contactMatches(lead.contact, query, digits)) return true;
    const text = [lead.vehicle_make, lead.vehicle_model, lead.registration_number, lead.location, lead.notes]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return text.includes(query);
  });
}

export function filterContacts<T extends Pick<Contact, 'full_name' | 'phone_number' | 'email'>>(contacts: readonly T[], search: string): T[] {
  const { query, digits } = searchTerms(search);
  if (!query) return [...contacts];
  return contacts.filter((c) => contactMatches(c, query, digits));
}

/** Today as yyyy-MM-dd in the business's time zone (follow-ups are due by the business's calendar). */
export function businessToday(now: Date = new Date(), timeZone = 'Asia/Dubai'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
