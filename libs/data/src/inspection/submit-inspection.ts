import type { InspectionAnswers, MarkedData, StoredReport } from '@inspection/domain';
import { defaultClient, type Client } from '../forms/supabase-client';

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
    p_data: data,
    p_marked_data: markedData,
    p_report: report,
  });
  if (error) throw error;
  return result as { report_id: string; overall_score: number };
}
