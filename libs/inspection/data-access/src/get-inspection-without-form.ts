import { type InspectionAnswers, type MarkedData } from '@inspection/inspection-domain';
import { jsonResult, defaultClient, type Client } from '@inspection/supabase-client';
import type { LoadedInspection } from './get-inspection';

const COLUMNS = `id, booking_id, form_id, data, marked_data, status, is_published, updated_at,
  bookings(id, status, customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year, start_time)` as const;

const STATUSES: ReadonlyArray<LoadedInspection['status']> = ['draft', 'in_progress', 'published'];

/**
 * The inspection of a booking without its form: read when the whole inspection (with its form) could not be
 * loaded, to tell 'the form failed to load' (this answers) from 'the inspection failed to load' (this fails too).
 */
export async function getInspectionWithoutForm(bookingId: string, client: Client = defaultClient()): Promise<LoadedInspection | null> {
  const { data: row, error } = await client.from('inspection_data').select(COLUMNS).eq('booking_id', bookingId).retry(false).maybeSingle();
  if (error) throw error;
  if (!row) return null;
  const status = STATUSES.find((s) => s === row.status) ?? 'draft';
  return {
    id: row.id,
    bookingId: row.booking_id,
    formId: row.form_id,
    data: jsonResult<InspectionAnswers | null>(row.data) ?? {},
    markedData: jsonResult<MarkedData | null>(row.marked_data) ?? {},
    status,
    isPublished: row.is_published,
    updatedAt: row.updated_at,
    booking: row.bookings,
    form: null,
  };
}
