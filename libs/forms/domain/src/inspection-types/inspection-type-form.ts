// The settings form for an inspection type. Input values are what the inputs hold (text).
import { z } from 'zod';
import { inspectionTypeFeaturesSchema } from './inspection-type-features';

export const INSPECTION_TYPE_MESSAGES = {
  nameRequired: 'English name is required',
  actualPriceRequired: 'Actual price is required',
  actualPriceMin: 'Actual price must be at least 0',
  actualPriceStep: 'Actual price can have at most 2 decimal places',
  currentPriceRequired: 'Current price is required',
  currentPriceMin: 'Current price must be at least 0',
  currentPriceStep: 'Current price can have at most 2 decimal places',
  durationRequired: 'Duration is required',
  durationWhole: 'Duration must be a whole number of minutes',
  durationMin: 'Duration must be at least 1 minute',
  notANumber: 'Enter a number',
} as const;

type NumberInput = string | number | null | undefined;

/** Empty input is null (spec: empty numbers are stored as null); anything else must be a finite number. */
export function parseOptionalNumber(value: NumberInput): number | null | 'invalid' {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : 'invalid';
}

function hasAtMostTwoDecimals(n: number): boolean {
  return Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
}

interface NumberRule {
  required: string;
  min: number;
  minMessage: string;
  stepMessage?: string;
  wholeMessage?: string;
}

function numberField(rule: NumberRule) {
  return z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((value, ctx): number => {
    const n = parseOptionalNumber(value);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (n === null) return fail(rule.required);
    if (n === 'invalid') return fail(INSPECTION_TYPE_MESSAGES.notANumber);
    if (rule.wholeMessage && !Number.isInteger(n)) return fail(rule.wholeMessage);
    if (n < rule.min) return fail(rule.minMessage);
    if (rule.stepMessage && !hasAtMostTwoDecimals(n)) return fail(rule.stepMessage);
    return n;
  });
}

/** A tag or the Arabic name, trimmed; blank is none. */
const optionalTag = z
  .string()
  .nullish()
  .transform((tag) => (tag && tag.trim() ? tag.trim() : null));

export const inspectionTypeFormSchema = z.object({
  name_en: z.string().trim().min(1, INSPECTION_TYPE_MESSAGES.nameRequired),
  actual_price: numberField({
    required: INSPECTION_TYPE_MESSAGES.actualPriceRequired,
    min: 0,
    minMessage: INSPECTION_TYPE_MESSAGES.actualPriceMin,
    stepMessage: INSPECTION_TYPE_MESSAGES.actualPriceStep,
  }),
  current_price: numberField({
    required: INSPECTION_TYPE_MESSAGES.currentPriceRequired,
    min: 0,
    minMessage: INSPECTION_TYPE_MESSAGES.currentPriceMin,
    stepMessage: INSPECTION_TYPE_MESSAGES.currentPriceStep,
  }),
  duration_minutes: numberField({
    required: INSPECTION_TYPE_MESSAGES.durationRequired,
    min: 1,
    minMessage: INSPECTION_TYPE_MESSAGES.durationMin,
    wholeMessage: INSPECTION_TYPE_MESSAGES.durationWhole,
  }),
  tag: optionalTag,
  /** The name in Arabic (stored in `name`, which /book's Arabic page and Arabic messages show); blank is none. */
  name_ar: optionalTag,
  features: inspectionTypeFeaturesSchema.optional().transform((lines) => lines ?? []),
  tag_ar: optionalTag,
  features_ar: inspectionTypeFeaturesSchema.optional().transform((lines) => lines ?? []),
});

export type InspectionTypeFormInput = z.input<typeof inspectionTypeFormSchema>;
export type InspectionTypeFormValues = z.output<typeof inspectionTypeFormSchema>;

/** Columns written on insert and update. */
export interface InspectionTypeWrite {
  name_en: string;
  actual_price: number | null;
  current_price: number | null;
  duration_minutes: number | null;
  tag: string | null;
  /** The name in Arabic; left out = unchanged on update, none on insert. */
  name?: string | null;
  /** What the inspection includes, in order; left out = unchanged on update, empty on insert. */
  features?: string[];
  /** The tag in Arabic; left out = unchanged on update, none on insert. */
  tag_ar?: string | null;
  /** What the inspection includes in Arabic, in order; left out = unchanged on update, empty on insert. */
  features_ar?: string[];
}

export function toInspectionTypeWrite(values: InspectionTypeFormValues): InspectionTypeWrite {
  return {
    name_en: values.name_en,
    actual_price: values.actual_price ?? null,
    current_price: values.current_price ?? null,
    duration_minutes: values.duration_minutes ?? null,
    tag: values.tag,
    name: values.name_ar,
    features: values.features,
    tag_ar: values.tag_ar,
    features_ar: values.features_ar,
  };
}

export const EMPTY_INSPECTION_TYPE_FORM = {
  name_en: '',
  actual_price: '',
  current_price: '',
  duration_minutes: '',
  tag: '',
  name_ar: '',
  features: [] as string[],
  tag_ar: '',
  features_ar: [] as string[],
} satisfies InspectionTypeFormInput;

export function inspectionTypeToFormInput(type: {
  name_en: string | null;
  name?: string | null;
  actual_price: number | null;
  current_price: number | null;
  duration_minutes: number | null;
  tag: string | null;
  features?: string[] | null;
  tag_ar?: string | null;
  features_ar?: string[] | null;
}): typeof EMPTY_INSPECTION_TYPE_FORM {
  const text = (n: number | null) => (n === null || n === undefined ? '' : String(n));
  return {
    name_en: type.name_en ?? type.name ?? '',
    actual_price: text(type.actual_price),
    current_price: text(type.current_price),
    duration_minutes: text(type.duration_minutes),
    tag: type.tag ?? '',
    // Without an English name, `name` stands in for it above, so it is no Arabic name.
    name_ar: type.name_en ? (type.name ?? '') : '',
    features: [...(type.features ?? [])],
    tag_ar: type.tag_ar ?? '',
    features_ar: [...(type.features_ar ?? [])],
  };
}

export const DELETE_INSPECTION_TYPE_CONFIRMATION = 'Delete this inspection type?';
