// The report as the database stores and serves it: its one author is build_inspection_report
// (supabase/schemas/reports-builder.sql), which submit_inspection stores in inspection_reports; staff read the row,
// buyers get_public_report's copy, a projection of the same row made in one place (reports.sql). The staff report,
// the buyer's page and its PDF read either through parsePublicReport. apps/backend's report-shape test checks these
// keys against what the database answers.
import type { PhotoAnnotation } from '@inspection/shared-domain';
import type { ReportSignatures, Signature } from './signatures';

export type StoredSeverity = 'minor' | 'moderate' | 'major';

export interface StoredReportField {
  /** The answer's key: the field id, or '{childId}-child-{index}' for a child field. */
  id: string;
  title: string;
  type: string;
  /** The form's input type, so the buyer's copy can leave out phone and email answers. */
  input_type: string;
  value: unknown;
  score: number | null;
  maxScore: number | null;
}

export interface StoredReportPhoto {
  url: string;
  alt: string;
  isIssue: boolean;
  issueNote: string;
  annotations?: PhotoAnnotation[];
}

export interface StoredReportSection {
  id: string;
  title: string;
  rating: number | null;
  fields: StoredReportField[];
  images: StoredReportPhoto[];
  maxScores: number;
}

export interface StoredVehicleField {
  title: string;
  value: unknown;
  type: string;
  input_type: string;
}

/** What build_inspection_report returns. */
export interface StoredReport {
  status: 'published';
  overall_score: number;
  inspection_results: StoredReportSection[];
  damage_data: Record<string, { conditions: string[]; severity: StoredSeverity }>;
  /** Image groups, the Main Picture first. */
  images: { title: string; urls: string[] }[];
  vehicle_info: { brand: string; model: string; year: string; fields: StoredVehicleField[] };
}

/** A report as its readers get it: the stored report with its row's id, booking, time, signatures and form version. */
export interface ReportRow extends StoredReport {
  id: string;
  booking_id: string;
  updated_at: string;
  /** Null for reports from before signatures. */
  signatures: ReportSignatures | null;
  /** The version of the form the inspection answered. */
  form_version: number | null;
}

/**
 * The buyer's copy (get_public_report): the same row without its status, its fields cut down to the contact-free
 * ones whose form field the report names, photos and marks without a phone or email label. The staff read selects
 * the same columns, so both pages read one shape.
 */
export type BuyerReportRow = Omit<ReportRow, 'status' | 'inspection_results' | 'signatures'> & {
  /** A field's null score, max score and input type (the form's own: none for a dropdown) are left out. */
  inspection_results: (Omit<StoredReportSection, 'fields'> & { fields: BuyerReportField[] })[];
  signatures: { inspector: Signature | null; customer: Signature | null } | null;
};
export type BuyerReportField = Omit<StoredReportField, 'score' | 'maxScore' | 'input_type'> &
  Partial<Pick<StoredReportField, 'score' | 'maxScore' | 'input_type'>>;

/** Every key of T, listed once: a key added to or removed from T without its list fails to compile. */
const keysOf = <T>() => <K extends keyof T>(keys: Record<K, true> & Record<Exclude<keyof T, K>, never>) => Object.keys(keys) as K[];

export const STORED_REPORT_KEYS = keysOf<StoredReport>()({
  status: true, overall_score: true, inspection_results: true, damage_data: true, images: true, vehicle_info: true,
});
export const STORED_SECTION_KEYS = keysOf<StoredReportSection>()({ id: true, title: true, rating: true, fields: true, images: true, maxScores: true });
export const STORED_FIELD_KEYS = keysOf<StoredReportField>()({
  id: true, title: true, type: true, input_type: true, value: true, score: true, maxScore: true,
});
export const STORED_PHOTO_KEYS = keysOf<StoredReportPhoto>()({ url: true, alt: true, isIssue: true, issueNote: true, annotations: true });
export const STORED_VEHICLE_KEYS = keysOf<StoredReport['vehicle_info']>()({ brand: true, model: true, year: true, fields: true });
export const STORED_VEHICLE_FIELD_KEYS = keysOf<StoredVehicleField>()({ title: true, value: true, type: true, input_type: true });
/** The columns both the buyer's copy and the staff read give. */
export const BUYER_REPORT_KEYS = keysOf<BuyerReportRow>()({
  id: true, booking_id: true, updated_at: true, signatures: true, form_version: true, overall_score: true,
  inspection_results: true, damage_data: true, images: true, vehicle_info: true,
});
