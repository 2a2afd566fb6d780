import { queryOptions } from '@tanstack/react-query';
import { type EditorTemplate, type FormStatus } from '@inspection/form-template-model';
import { type InspectionAnswers, type MarkedData, type PrefillBooking } from '@inspection/inspection-domain';
import { jsonResult, defaultClient, type Client } from '@inspection/supabase-client';
import { templateFromEmbeddedRow, EMBEDDED_FORM_COLUMNS } from '@inspection/forms-public-api';
import { inspectionKeys } from './inspection-query-keys';

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

const INSPECTION_COLUMNS = `id, booking_id, form_id, data, marked_data, status, is_published, updated_at,
  bookings(id, status, customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year, start_time),
  inspection_forms(${EMBEDDED_FORM_COLUMNS})` as const;

/**
 * The inspection of a booking with its booking (for the prefill) and its form template, in one
 * request; null when the booking has no inspection data.
 */
export async function getInspection(bookingId: string, client: Client = defaultClient()): Promise<LoadedInspection | null> {
  const { data: row, error } = await client
    .from('inspection_data')
    .select(INSPECTION_COLUMNS)
    .eq('booking_id', bookingId)
    .order('order_index', { referencedTable: 'inspection_forms.form_sections' })
    .order('order_index', { referencedTable: 'inspection_forms.form_sections.form_fields' })
    .order('order_index', { referencedTable: 'inspection_forms.form_sections.form_fields.dropdown_options' })
    // No postgrest-js retries (1 + 2 + 4 s): without a connection the screen opens the device's copy at once.
    .retry(false)
    .maybeSingle();
  if (error) throw error;
  if (!row) return null;
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
    form: row.inspection_forms ? templateFromEmbeddedRow(row.inspection_forms) : null,
  };
}

export function inspectionQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: inspectionKeys.one(bookingId),
    queryFn: () => getInspection(bookingId),
    // The screen copies the answers into local state; a refetch under it would be confusing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
