import type { InspectionAnswers, MarkedData } from '@inspection/inspection-domain';
import type { ReportSignatures } from '@inspection/reports-model';
import { defaultClient, type Client, jsonArg, jsonResult } from '@inspection/supabase-client';

/**
 * Publishes the answers and part marks with the signatures, and completes the booking, in one transaction: the
 * database builds the report from them (submit_inspection; of p_report it reads only the signatures).
 */
export async function submitInspection(
  bookingId: string,
  data: InspectionAnswers,
  markedData: MarkedData,
  signatures: ReportSignatures,
  client: Client = defaultClient(),
): Promise<{ report_id: string; overall_score: number }> {
  const { data: result, error } = await client.rpc('submit_inspection', {
    p_booking_id: bookingId,
    p_data: jsonArg(data),
    p_marked_data: jsonArg(markedData),
    p_report: jsonArg({ signatures }),
  });
  if (error) throw error;
  return jsonResult<{ report_id: string; overall_score: number }>(result);
}
