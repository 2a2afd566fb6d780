// A CRM contact and its form: Full Name and Phone Number required, email optional but valid.
import { z } from 'zod';
import { formatPhone, isPlausiblePhone, normalizePhone, toStoredPhone } from '@inspection/shared-domain';

export interface Contact {
  id: string;
  full_name: string;
  phone_number: string;
  email: string | null;
  created_at: string;
}

export const CONTACT_FORM_MESSAGES = {
  fullNameRequired: 'Full Name is required',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email address',
} as const;

export const contactFormSchema = z.object({
  full_name: z.string().trim().min(1, CONTACT_FORM_MESSAGES.fullNameRequired),
  phone_number: z
    .string()
    .trim()
    .min(1, CONTACT_FORM_MESSAGES.phoneRequired)
    .refine((v) => v === '' || (!/\p{L}/u.test(v) && isPlausiblePhone(normalizePhone(v))), CONTACT_FORM_MESSAGES.phoneInvalid)
    // One stored form, E.164, as the database stores it (docs/areas/crm.md#phone-numbers).
    .transform((v) => toStoredPhone(v) ?? v),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, CONTACT_FORM_MESSAGES.emailInvalid)
    .transform((v) => (v === '' ? null : v)),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
/** Columns written on insert and update. */
export type ContactWrite = ContactFormValues;

export const EMPTY_CONTACT_FORM: ContactFormInput = { full_name: '', phone_number: '', email: '' };

export function contactToFormInput(contact: Pick<Contact, 'full_name' | 'phone_number' | 'email'>): ContactFormInput {
  return { full_name: contact.full_name, phone_number: formatPhone(contact.phone_number), email: contact.email ?? '' };
}
