import { INSPECTION_OWN_COLUMNS } from '@inspection/platform-manifest';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { inspectionOf, type LoadedInspection } from './get-inspection';

/**
 * The inspection of a booking without its form: read when the whole inspection (with its form) could not be
 * loaded, to tell 'the form failed to load' (this answers) from 'the inspection failed to load' (this fails too).
 */
export async function getInspectionWithoutForm(bookingId: string, client: Client = defaultClient()): Promise<LoadedInspection | null> {
  const { data: row, error } = await client.from('inspection_data').select(INSPECTION_OWN_COLUMNS).eq('booking_id', bookingId).retry(false).maybeSingle();
  if (error) throw error;
  return row ? { ...inspectionOf(row), form: null } : null;
}
