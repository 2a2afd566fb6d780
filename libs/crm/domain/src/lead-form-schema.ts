// The lead form's validation (zod), apart from lead.ts so a screen that only shows leads does not load zod
// (docs/benchmarks/web.md#where-the-time-goes).
import { z } from 'zod';
import { DEFAULT_LEAD_STATUS, EMPTY_LEAD_SOURCE, LEAD_FORM_MESSAGES, LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from './lead';

const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null));

const optionalDate = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null))
  .refine((v) => v === null || /^\d{4}-\d{2}-\d{2}$/.test(v), LEAD_FORM_MESSAGES.dateInvalid);

export function leadFormSchema(now: Date = new Date()) {
  const maxYear = now.getFullYear() + 1;
  return z.object({
    vehicle_make: optionalText,
    vehicle_model: optionalText,
    vehicle_year: z
      .union([z.string(), z.number(), z.null(), z.undefined()])
      .transform((v, ctx): number | null => {
        const text = v === null || v === undefined ? '' : String(v).trim();
        if (text === '') return null;
        const year = Number(text);
        if (!Number.isInteger(year)) {
          ctx.addIssue({ code: 'custom', message: LEAD_FORM_MESSAGES.yearNumber });
          return z.NEVER;
        }
        if (year < 1900 || year > maxYear) {
          ctx.addIssue({ code: 'custom', message: LEAD_FORM_MESSAGES.yearRange(maxYear) });
          return z.NEVER;
        }
        return year;
      }),
    registration_number: optionalText,
    location: optionalText,
    requested_inspection_date: optionalDate,
    lead_source: z
      .string()
      .nullish()
      .transform((v): LeadSource => ((LEAD_SOURCES as readonly string[]).includes(v ?? '') ? (v as LeadSource) : EMPTY_LEAD_SOURCE)),
    status: z
      .string()
      .nullish()
      .transform((v): LeadStatus => ((LEAD_STATUSES as readonly string[]).includes(v ?? '') ? (v as LeadStatus) : DEFAULT_LEAD_STATUS)),
    notes: optionalText,
    follow_up_date: optionalDate,
  });
}

export type LeadFormValues = z.output<ReturnType<typeof leadFormSchema>>;
/** Columns written on insert (with contact_id) and update. */
export type LeadWrite = LeadFormValues;
