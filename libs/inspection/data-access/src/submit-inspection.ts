import type { InspectionAnswers, MarkedData, StoredReport } from '@inspection/inspection-domain';
import { defaultClient, type Client, jsonArg, jsonResult } from '@inspection/supabase-client';

/** Publishes the answers, stores the report and completes the booking in one transaction. */
export async function submitInspection(
  bookingId: string,
  data: InspectionAnswers,
  markedData: MarkedData,
  report: StoredReport,
  client: Client = defaultClient(),
): Promise<{ report_id: string; overall_score: number }> {
  const { data: result, error } = await client.rpc('submit_inspection', {
    p_booking_id: bookingId,
    p_data: jsonArg(data),
    p_marked_data: jsonArg(markedData),
    p_report: jsonArg(report),
  });
  if (error) throw error;
  return jsonResult<{ report_id: string; overall_score: number }>(result);
}
