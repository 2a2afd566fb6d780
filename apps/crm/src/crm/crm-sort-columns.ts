// The columns the CRM's cards sort by below 1024 px, as the tables' headers do from 1024 px.
import type { ContactSortKey, LeadSortKey } from '@inspection/crm-domain';

export const LEAD_SORT_COLUMNS: { key: LeadSortKey; label: string }[] = [
  { key: 'follow_up', label: 'Follow-up' },
  { key: 'contact', label: 'Contact' },
  { key: 'vehicle', label: 'Vehicle' },
  { key: 'source', label: 'Source' },
  { key: 'status', label: 'Status' },
  { key: 'created', label: 'Created' },
];

export const CONTACT_SORT_COLUMNS: { key: ContactSortKey; label: string }[] = [
  { key: 'created', label: 'Created' },
  { key: 'name', label: 'Full Name' },
  { key: 'phone', label: 'Phone Number' },
  { key: 'email', label: 'Email' },
];
