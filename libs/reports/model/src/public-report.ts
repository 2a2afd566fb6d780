import { annotationsOfPhoto, readAnnotations, type PhotoAnnotation } from '@inspection/shared-domain';
import { z } from 'zod';
import type { PartDamage, PartSeverity } from './damage-rules';
import { MAIN_PICTURE_GROUP } from './report-groups';
import { readSignatures, type Signature } from './signatures';
import type { StoredSeverity } from './stored-report';

// The JSON of get_public_report (an inspection_reports row), read leniently: a missing or
// odd piece is dropped or defaulted so the buyer's page still renders what is there.

const text = z.unknown().optional().transform((value) =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '',
);
const number = z.unknown().optional().transform((value) => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : 0;
});
const list = <T extends z.ZodType>(item: T) =>
  z.unknown().optional().transform((value) =>
    (Array.isArray(value) ? value : []).flatMap((entry) => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );

const imageGroupSchema = z.object({ title: text, urls: list(z.string()) });

const reportPhotoSchema = z.object({
  id: text.optional(),
  url: z.string(),
  alt: text.optional(),
  isIssue: z.boolean().optional(),
  issueNote: text.optional(),
  // The inspector's marks over the photo (photo annotations), well-formed ones only.
  annotations: z.unknown().optional().transform(readAnnotations),
}).transform(({ annotations, ...photo }) => (annotations.length ? { ...photo, annotations } : photo));

const resultItemSchema = z.object({
  title: text,
  value: z.unknown(),
  type: text.optional(),
  input_type: text.optional(),
  inputType: text.optional(),
  isIssue: z.unknown().optional(),
  notes: z.unknown().optional(),
  issueNote: z.unknown().optional(),
  annotations: z.unknown().optional(),
});
const optionalNumber = z.unknown().optional().transform((value) => {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
});

// Image-type fields carry photo URLs: they join the section's photos instead of its items.
const resultSectionSchema = z
  .object({
    id: text,
    title: text,
    rating: optionalNumber,
    fields: list(resultItemSchema),
    images: list(reportPhotoSchema),
  })
  .transform((section) => {
    const photoFields = section.fields.filter((field) => field.type === 'image');
    const photos = photoFields.flatMap((field) => {
      const urls = (Array.isArray(field.value) ? field.value : [field.value]).filter(
        (url): url is string => typeof url === 'string' && url.startsWith('http'),
      );
      const marks = readAnnotations(field.annotations);
      return urls.map((url) => {
        const annotations = annotationsOfPhoto(marks, url, urls[0]);
        return { url, alt: field.title, ...photoIssue(field), ...(annotations.length ? { annotations } : {}) };
      });
    });
    return {
      ...section,
      fields: section.fields
        .filter((field) => field.type !== 'image')
        .map((field) => ({ title: field.title, value: fieldValue(field.value), ...inputTypeOf(field) })),
      images: [...section.images, ...photos],
    };
  });

// An image field marked as an issue carries its note to every photo of the field.
function photoIssue(field: { isIssue?: unknown; notes?: unknown; issueNote?: unknown }) {
  if (field.isIssue !== true) return {};
  const note = [field.issueNote, field.notes].find((value) => typeof value === 'string' && value.trim());
  return { isIssue: true, ...(note ? { issueNote: String(note) } : {}) };
}

/** The form field's input type (plain, phone, email, ...), stored as input_type; only set when known. */
function inputTypeOf(field: { input_type?: string; inputType?: string }): { inputType?: string } {
  const inputType = field.input_type || field.inputType;
  return inputType ? { inputType } : {};
}

export type ImageGroup = z.output<typeof imageGroupSchema>;
export type ReportPhoto = z.output<typeof reportPhotoSchema> & { annotations?: PhotoAnnotation[] };

export interface ResultSection {
  id: string;
  title: string;
  rating: number | undefined;
  fields: { title: string; value: string; inputType?: string }[];
  images: ReportPhoto[];
}

export interface VehicleInfoField {
  title: string;
  value: string;
  type: string;
  inputType?: string;
}

export interface PublicReport {
  id: string;
  bookingId: string;
  overallScore: number;
  images: ImageGroup[];
  vehicle: { brand: string; model: string; year: string };
  vehicleFields: VehicleInfoField[];
  sections: ResultSection[];
  /** The marked parts with their condition names and the severity stored at submit. */
  damageParts: Record<string, PartDamage>;
  /** Who signed the report (null for reports from before signatures). */
  signatures: { inspector: Signature | null; customer: Signature | null } | null;
  updatedAt: string;
  /** The form version the inspection answered (docs/areas/forms.md#versions), when known. */
  formVersion: number | null;
}

const vehicleFieldSchema = z.object({
  title: text,
  value: z.unknown(),
  type: text.optional(),
  input_type: text.optional(),
  inputType: text.optional(),
});

function fieldValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(fieldValue).filter(Boolean).join(', ');
  if (value && typeof value === 'object' && 'value' in value) return fieldValue((value as { value: unknown }).value);
  return text.parse(value);
}

function readVehicleFields(info: Record<string, unknown>): VehicleInfoField[] {
  const candidates = Array.isArray(info.fields) ? info.fields : Object.values(info);
  return candidates.flatMap((entry) => {
    const parsed = vehicleFieldSchema.safeParse(entry);
    if (!parsed.success || !parsed.data.title) return [];
    const { title, value, type } = parsed.data;
    return [{ title, value: fieldValue(value), type: type || 'text', ...inputTypeOf(parsed.data) }];
  });
}

// The stored severity in the pages' words; a part stored without one (never, since the database builds the report)
// reads as low.
const SEVERITY_OF_STORED: Record<StoredSeverity, PartSeverity> = { major: 'high', moderate: 'medium', minor: 'low' };

function readSeverity(value: unknown): PartSeverity {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SEVERITY_OF_STORED, value) ? SEVERITY_OF_STORED[value as StoredSeverity] : 'low';
}

function readDamageParts(value: unknown): Record<string, PartDamage> {
  const source =
    value && typeof value === 'object' && 'parts' in value ? (value as { parts: unknown }).parts : value;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return {};
  const parts: Record<string, PartDamage> = {};
  for (const [name, entry] of Object.entries(source)) {
    const stored = entry && typeof entry === 'object' && 'conditions' in entry ? (entry as { conditions: unknown; severity?: unknown }) : undefined;
    const conditions = stored ? stored.conditions : entry;
    if (name === 'lastUpdated' || !Array.isArray(conditions)) continue;
    const names = conditions.map((condition) => text.parse(condition)).filter(Boolean);
    if (names.length) parts[name] = { conditions: names, severity: readSeverity(stored?.severity) };
  }
  return parts;
}

/** get_public_report answers the number; the staff read embeds the form ({ version }). */
function readFormVersion(value: unknown): number | null {
  const version = value && typeof value === 'object' && 'version' in value ? (value as { version: unknown }).version : value;
  return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : null;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Normalises the RPC's JSON; null when there is no report. */
export function parsePublicReport(json: unknown): PublicReport | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const raw = json as Record<string, unknown>;
  const info = asRecord(raw.vehicle_info);
  return {
    id: text.parse(raw.id),
    bookingId: text.parse(raw.booking_id),
    overallScore: number.parse(raw.overall_score),
    images: list(imageGroupSchema).parse(raw.images),
    vehicle: { brand: text.parse(info.brand), model: text.parse(info.model), year: text.parse(info.year) },
    vehicleFields: readVehicleFields(info),
    sections: list(resultSectionSchema).parse(raw.inspection_results) as ResultSection[],
    damageParts: readDamageParts(raw.damage_data),
    signatures: readSignatures(raw.signatures),
    updatedAt: text.parse(raw.updated_at),
    formVersion: readFormVersion(raw.form_version),
  };
}

/** First URL of the 'Main Picture' image group, if any. */
export function mainPictureUrl(report: PublicReport): string | undefined {
  return report.images.find((group) => group.title === MAIN_PICTURE_GROUP)?.urls[0];
}
