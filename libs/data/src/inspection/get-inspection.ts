import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  templateFromEmbeddedRow,
  type EditorTemplate,
  type EmbeddedFormRow,
  type FormStatus,
  type InspectionAnswers,
  type MarkedData,
  type PrefillBooking,
} from '@inspection/domain';
import { defaultClient, type Client } from '../forms/supabase-client';
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

const FORM_COLUMNS =
  'id, title, status, inspection_type_id, created_at, updated_at, ' +
  'form_sections(id, form_id, title, order_index, ' +
  'form_fields(id, section_id, parent_field_id, title, type, required, is120point, input_type, allow_multiple, order_index, ' +
  'dropdown_options(id, field_id, label, value, score, order_index)))';

interface Row {
  id: string;
  booking_id: string;
  form_id: string | null;
  data: InspectionAnswers | null;
  marked_data: MarkedData | null;
  status: LoadedInspection['status'];
  is_published: boolean;
  updated_at: string;
  bookings: InspectionBooking | null;
  inspection_forms: EmbeddedFormRow | null;
}

/**
 * The inspection of a booking with its booking (for the prefill) and its form template, in one
 * request; null when the booking has no inspection data.
 */
export async function getInspection(bookingId: string, client: Client = defaultClient()): Promise<LoadedInspection | null> {
  const { data, error } = await client
    .from('inspection_data')
    .select(
      'id, booking_id, form_id, data, marked_data, status, is_published, updated_at, ' +
        'bookings(id, status, customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year, start_time), ' +
        `inspection_forms(${FORM_COLUMNS})`,
    )
    .eq('booking_id', bookingId)
    .order('order_index', { referencedTable: 'inspection_forms.form_sections' })
    .order('order_index', { referencedTable: 'inspection_forms.form_sections.form_fields' })
    .order('order_index', { referencedTable: 'inspection_forms.form_sections.form_fields.dropdown_options' })
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const row = data as unknown as Row;
  return {
    id: row.id,
    bookingId: row.booking_id,
    formId: row.form_id,
    data: row.data ?? {},
    markedData: row.marked_data ?? {},
    status: row.status,
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

export function useInspection(bookingId: string | undefined) {
  return useQuery({ ...inspectionQueryOptions(bookingId ?? ''), enabled: Boolean(bookingId) });
}
