import type { InspectionAnswers, MarkedData } from '@inspection/inspection-domain';
import { defaultClient, type Client, jsonArg, jsonResult } from '@inspection/supabase-client';

export interface SavedInspection {
  data: InspectionAnswers;
  marked_data: MarkedData;
  status: string;
  updated_at: string;
}

/**
 * Save and autosave: the database merges the answers per field by lastUpdated (and the part
 * marks as a whole), so only changed answers need to be sent; returns the merged state.
 */
export async function saveInspection(
  bookingId: string,
  data: InspectionAnswers,
  markedData: MarkedData | null,
  client: Client = defaultClient(),
): Promise<SavedInspection> {
  const { data: saved, error } = await client.rpc('save_inspection_data', {
    p_booking_id: bookingId,
    p_data: jsonArg(data),
    p_marked_data: markedData,
  });
  if (error) throw error;
  return jsonResult<SavedInspection>(saved);
}
