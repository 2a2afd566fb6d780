// The 'Business' tab's form: the business profile's fields, refused as the table's constraints refuse them
// (businessProfileProblems, @inspection/shared-domain), with the catalogue's texts.
import { z } from 'zod';
import { businessProfileProblems, ERROR_TEXTS, formatPhone, type BusinessProfile } from '@inspection/shared-domain';
import type { BusinessProfileChanges } from '@inspection/supabase-client';

export const businessProfileSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    logoUrl: z.string(),
    distanceUnit: z.enum(['km', 'mi']),
    timeFormat: z.enum(['12h', '24h']),
    currency: z.string(),
  })
  .superRefine((values, context) => {
    for (const [path, key] of Object.entries(businessProfileProblems(values))) {
      context.addIssue({ code: 'custom', path: [path], message: ERROR_TEXTS[key] });
    }
  });

export type BusinessProfileFormValues = z.infer<typeof businessProfileSchema>;

export function toFormValues(profile: BusinessProfile): BusinessProfileFormValues {
  return {
    name: profile.name,
    phone: formatPhone(profile.phone),
    email: profile.email ?? '',
    address: profile.address ?? '',
    logoUrl: profile.logoUrl ?? '',
    distanceUnit: profile.distanceUnit,
    timeFormat: profile.timeFormat,
    currency: profile.currency,
  };
}

export const toChanges = (values: BusinessProfileFormValues): BusinessProfileChanges => ({ ...values, currency: values.currency.trim().toUpperCase() });
