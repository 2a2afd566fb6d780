import type { QueryClient } from '@tanstack/react-query';
import type { QueryData } from '@supabase/supabase-js';
import { type EditorTemplate, type FormStatus } from '@inspection/forms-template-model';
import { type InspectionAnswers, type MarkedData, type PrefillBooking } from '@inspection/inspection-domain';
import { INSPECTION_COLUMNS, inspectionQueries, type ScreenTableQuery } from '@inspection/platform-manifest';
import { jsonResult, defaultClient, readScreenQuery, screenQueryOptions, type Client } from '@inspection/supabase-client';
import { templateFromEmbeddedRow } from '@inspection/forms-public-api';

export interface InspectionBooking extends PrefillBooking {
  id: string;
  status: string;
}

export interface LoadedInspection {
  id: string;
  bookingId: string;
  formId: string | null;
  data: InspectionAnswers;
  markedData: MarkedData;
  status: 'draft' | 'in_progress' | 'published';
  isPublished: boolean;
  updatedAt: string;
  booking: InspectionBooking | null;
  /** null when the form was not found; its status tells whether it may be used. */
  form: (EditorTemplate & { status: FormStatus }) | null;
}

const INSPECTION_STATUSES: ReadonlyArray<LoadedInspection['status']> = ['draft', 'in_progress', 'published'];

// The column is text with a check constraint, so the generated type says string; the constraint says which.
function inspectionStatusOf(value: string): LoadedInspection['status'] {
  const status = INSPECTION_STATUSES.find((s) => s === value);
  if (!status) throw new Error(`Unknown inspection status "${value}"`);
  return status;
}

// The row's type as supabase-js reads it from the select (the request itself is the screen query's).
const _typedRead = (client: Client) => client.from('inspection_data').select(INSPECTION_COLUMNS).maybeSingle();
type InspectionRow = QueryData<ReturnType<typeof _typedRead>>;

/**
 * The perform screen's read of a booking's inspection: the manifest's screen query for that booking, as the shell's
 * route binds it (bindScreenQuery), so both read under one key. (The screen checks the id's form itself.)
 */
export function inspectionScreenQuery(bookingId: string): ScreenTableQuery {
  return { ...inspectionQueries.perform, match: { booking_id: bookingId } };
}

function loadedInspectionOf(row: InspectionRow): LoadedInspection | null {
  if (!row) return null;
  return { ...inspectionOf(row), form: row.inspection_forms ? templateFromEmbeddedRow(row.inspection_forms) : null };
}

/** An inspection's own columns and its booking (INSPECTION_OWN_COLUMNS), as LoadedInspection holds them. */
export function inspectionOf(row: Omit<NonNullable<InspectionRow>, 'inspection_forms'>): Omit<LoadedInspection, 'form'> {
  return {
    id: row.id,
    bookingId: row.booking_id,
    formId: row.form_id,
    data: jsonResult<InspectionAnswers | null>(row.data) ?? {},
    markedData: jsonResult<MarkedData | null>(row.marked_data) ?? {},
    status: inspectionStatusOf(row.status),
    isPublished: row.is_published,
    updatedAt: row.updated_at,
    booking: row.bookings,
  };
}

/**
 * The inspection of a booking with its booking (for the prefill) and its form template, in one
 * request; null when the booking has no inspection data. No retries (1 + 2 + 4 s in postgrest-js): without a
 * connection the screen opens the device's copy at once.
 */
export async function getInspection(bookingId: string, client: Client = defaultClient()): Promise<LoadedInspection | null> {
  return loadedInspectionOf(await readScreenQuery<InspectionRow>(inspectionScreenQuery(bookingId), client));
}

/**
 * getInspection for the perform screen: it joins the read the shell's route started (the same key in the page's
 * query client, in flight or just done) instead of asking again, and then drops it from the cache, so that the next
 * opening of the screen reads the answers afresh (the screen keeps them in its own state meanwhile).
 */
export async function takeInspection(queryClient: QueryClient, bookingId: string): Promise<LoadedInspection | null> {
  // A fail-fast read: without a connection it fails at once, to the device's copy.
  const options = screenQueryOptions<InspectionRow>(inspectionScreenQuery(bookingId));
  try {
    return loadedInspectionOf(await queryClient.fetchQuery(options));
  } finally {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}
