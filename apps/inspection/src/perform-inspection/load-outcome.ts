// Where the screen goes when an inspection cannot be worked on, with the toast it shows.
import type { LoadedInspection } from '@inspection/inspection-data-access';
import { inspectionPaths, reportsPaths } from '@inspection/platform-manifest';
import { ERROR_TEXTS } from '@inspection/shared-domain';

export const LOAD_MESSAGES = {
  invalidBooking: 'Invalid booking ID',
  loadFailed: 'Failed to load inspection data. Please try again.',
  notLive: 'This form is not available for inspection. Only live forms can be used.',
  formFailed: 'Failed to load inspection form. Please try again.',
  formNotFound: 'Inspection form not found. Please check the URL and try again.',
  // The database refuses such data with the same words (22023 inspection_data_invalid).
  invalidData: ERROR_TEXTS['errors.inspectionDataInvalid'],
} as const;

export type LoadOutcome = { ok: true } | { ok: false; message: string; to: string };

/**
 * `formCouldNotLoad`: the form was not read (offline with the device's copy, or online when the inspection was read
 * without it), so a missing form failed to load rather than does not exist.
 */
export function loadOutcome(bookingId: string, inspection: LoadedInspection | null, formCouldNotLoad = false): LoadOutcome {
  if (!inspection) return { ok: false, message: LOAD_MESSAGES.loadFailed, to: inspectionPaths.records.to() };
  if (!inspection.formId) return { ok: false, message: LOAD_MESSAGES.loadFailed, to: inspectionPaths.records.to() };
  // The answers but not their form: the form could not be loaded (not: does not exist).
  if (!inspection.form) {
    return { ok: false, message: formCouldNotLoad ? LOAD_MESSAGES.formFailed : LOAD_MESSAGES.formNotFound, to: reportsPaths.admin.to() };
  }
  const data = inspection.data as unknown;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, message: LOAD_MESSAGES.invalidData, to: inspectionPaths.records.to() };
  }
  // An inspection keeps the version it started on (inspection_data.form_id) to the end, as the database's save and
  // submit do: a version retired since (inactive) is still its form. Only a draft form cannot be answered
  // (docs/areas/inspection.md#the-perform-screen); a submitted inspection stays readable whatever its form became.
  if (inspection.form.status === 'draft' && !inspection.isPublished) {
    return { ok: false, message: LOAD_MESSAGES.notLive, to: reportsPaths.admin.to() };
  }
  return { ok: true };
}
