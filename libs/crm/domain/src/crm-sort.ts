// The CRM lists' order (docs/areas/crm.md#the-crm-screen): leads with a follow-up due first, contacts newest first;
// each column sorts both ways, with empty values last either way and the newest first among equals.
import type { Contact } from './contact';
import { LEAD_SOURCE_LABELS, LEAD_STATUSES, leadVehicle, type LeadWithContact } from './lead';

// The words of aria-sort, as the tables' headers (@inspection/ui's TableSort) use them.
export type SortDirection = 'ascending' | 'descending';
export interface ListSort<K extends string> {
  key: K;
  direction: SortDirection;
}

export type LeadSortKey = 'contact' | 'vehicle' | 'source' | 'status' | 'follow_up' | 'created';
export type ContactSortKey = 'name' | 'phone' | 'email' | 'created';

export const DEFAULT_LEAD_SORT: ListSort<LeadSortKey> = { key: 'follow_up', direction: 'ascending' };
export const DEFAULT_CONTACT_SORT: ListSort<ContactSortKey> = { key: 'created', direction: 'descending' };

type SortValue = string | number | null;
const text = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return text.compare(String(a), String(b));
}

/** Sorts a copy by one value; empty values ('' or null) go last in both directions, ties newest first. */
function sortBy<T extends { created_at: string }>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const empty = (v: SortValue) => v === null || v === '';
  return [...rows].sort((x, y) => {
    const a = value(x);
    const b = value(y);
    if (empty(a) !== empty(b)) return empty(a) ? 1 : -1;
    const order = empty(a) ? 0 : sign * compareValues(a, b);
    return order || y.created_at.localeCompare(x.created_at);
  });
}

const LEAD_VALUES: Record<LeadSortKey, (lead: LeadWithContact) => SortValue> = {
  contact: (lead) => lead.contact?.full_name ?? null,
  vehicle: (lead) => leadVehicle(lead),
  source: (lead) => LEAD_SOURCE_LABELS[lead.lead_source] ?? lead.lead_source,
  status: (lead) => LEAD_STATUSES.indexOf(lead.status),
  // yyyy-MM-dd: the oldest due follow-up first when ascending.
  follow_up: (lead) => lead.follow_up_date,
  created: (lead) => Date.parse(lead.created_at),
};

const CONTACT_VALUES: Record<ContactSortKey, (contact: Contact) => SortValue> = {
  name: (contact) => contact.full_name,
  phone: (contact) => contact.phone_number,
  email: (contact) => contact.email,
  created: (contact) => Date.parse(contact.created_at),
};

export function sortLeads(leads: readonly LeadWithContact[], sort: ListSort<LeadSortKey>): LeadWithContact[] {
  return sortBy(leads, LEAD_VALUES[sort.key], sort.direction);
}

export function sortContacts<T extends Contact>(contacts: readonly T[], sort: ListSort<ContactSortKey>): T[] {
  return sortBy(contacts, CONTACT_VALUES[sort.key], sort.direction);
}
