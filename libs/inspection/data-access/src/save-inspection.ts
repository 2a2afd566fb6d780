import type { InspectionAnswers, MarkedData } from '@inspection/inspection-domain';
import { errorFromDatabase } from '@inspection/shared-domain';
import { defaultClient, type Client, jsonArg, jsonResult } from '@inspection/supabase-client';

export interface SavedInspection {
  data: InspectionAnswers;
  marked_data: MarkedData;
  status: string;
  updated_at: string;
}

/**
 * Save and autosave: the database merges the answers per field by lastUpdated (and the part
 * marks as a whole), so only changed answers need to be sent; returns the merged state. With `basedOn` (the
 * updated_at this copy last saw) the database refuses to replace another person's later answer
 * (docs/areas/inspection.md#two-people-on-one-inspection): see editConflictOf.
 */
export async function saveInspection(
  bookingId: string,
  data: InspectionAnswers,
  markedData: MarkedData | null,
  basedOn: string | null = null,
  client: Client = defaultClient(),
): Promise<SavedInspection> {
  const { data: saved, error } = await client.rpc('save_inspection_data', {
    p_booking_id: bookingId,
    p_data: jsonArg(data),
    p_marked_data: markedData,
    ...(basedOn ? { p_based_on: basedOn } : {}),
  });
  if (error) throw error;
  return jsonResult<SavedInspection>(saved);
}

/** A save refused because another person changed the same answers: who, the version to overwrite, which answers ('$marks': the part marks). */
export interface EditConflict {
  name: string;
  at: string;
  keys: string[];
}

/** The conflict a refused save carries (PT409 inspection_edit_conflict), or null for any other error. */
export function editConflictOf(error: unknown): EditConflict | null {
  if (errorFromDatabase(error).key !== 'errors.inspectionEditConflict') return null;
  try {
    const detail = JSON.parse(String((error as { details?: unknown }).details)) as Partial<EditConflict>;
    if (typeof detail.at !== 'string' || !Array.isArray(detail.keys)) return null;
    return { name: typeof detail.name === 'string' ? detail.name : '', at: detail.at, keys: detail.keys.map(String) };
  } catch {
    return null;
  }
}
