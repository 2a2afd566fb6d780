// A contact's inspection lead: six statuses, five sources, empty values stored as null.
import type { Contact } from './contact';

export const LEAD_STATUSES = [
  'new_lead',
  'in_discussion',
  'inspection_scheduled',
  'closed',
  'not_interested',
  'follow_up_later',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = ['whatsapp', 'youtube', 'website', 'referral', 'other'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new_lead: 'New Lead',
  in_discussion: 'In Discussion',
  inspection_scheduled: 'Inspection Scheduled',
  closed: 'Closed',
  not_interested: 'Not Interested',
  follow_up_later: 'Follow Up Later',
};

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
  website: 'Website',
  referral: 'Referral',
  other: 'Other',
};

/** What a new lead form starts with. */
export const DEFAULT_LEAD_STATUS: LeadStatus = 'new_lead';
export const DEFAULT_LEAD_SOURCE: LeadSource = 'website';
/** What an empty source or status becomes on save. */
export const EMPTY_LEAD_SOURCE: LeadSource = 'other';

export interface Lead {
  id: string;
  contact_id: string;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_year: number | null;
  registration_number: string | null;
  location: string | null;
  requested_inspection_date: string | null;
  lead_source: LeadSource;
  status: LeadStatus;
  notes: string | null;
  follow_up_date: string | null;
  created_at: string;
}

export type LeadWithContact = Lead & { contact: Contact | null };

export const LEAD_FORM_MESSAGES = {
  yearNumber: 'Vehicle Year must be a number',
  yearRange: (max: number) => `Vehicle Year must be between 1900 and ${max}`,
  dateInvalid: 'Enter a valid date',
} as const;

/** The form's text values (all strings, as the inputs hold them). */
export interface LeadFormText {
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: string;
  registration_number: string;
  location: string;
  requested_inspection_date: string;
  lead_source: string;
  status: string;
  notes: string;
  follow_up_date: string;
}

export const EMPTY_LEAD_FORM: LeadFormText = {
  vehicle_make: '',
  vehicle_model: '',
  vehicle_year: '',
  registration_number: '',
  location: '',
  requested_inspection_date: '',
  lead_source: DEFAULT_LEAD_SOURCE,
  status: DEFAULT_LEAD_STATUS,
  notes: '',
  follow_up_date: '',
};

export function leadToFormInput(lead: Lead): LeadFormText {
  return {
    vehicle_make: lead.vehicle_make ?? '',
    vehicle_model: lead.vehicle_model ?? '',
    vehicle_year: lead.vehicle_year === null ? '' : String(lead.vehicle_year),
    registration_number: lead.registration_number ?? '',
    location: lead.location ?? '',
    requested_inspection_date: lead.requested_inspection_date ?? '',
    lead_source: lead.lead_source,
    status: lead.status,
    notes: lead.notes ?? '',
    follow_up_date: lead.follow_up_date ?? '',
  };
}

export function leadVehicle(lead: Pick<Lead, 'vehicle_make' | 'vehicle_model' | 'vehicle_year'>): string {
  return [lead.vehicle_year, lead.vehicle_make, lead.vehicle_model].filter((p) => p !== null && p !== '').join(' ');
}
