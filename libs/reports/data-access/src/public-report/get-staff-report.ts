import { queryOptions, useQuery } from '@tanstack/react-query';
import { parsePublicReport, type PublicReport } from '@inspection/reports-model';
import { isUuid } from '@inspection/shared-domain';
import { REPORT_QUERY_FAILED_LOG } from '@inspection/reports-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { publicReportKeys } from './public-report-query-keys';

// The columns get_public_report answers with (BUYER_REPORT_KEYS, @inspection/reports-model), so one parser reads both
// and the staff report shows what the buyer's does, signatures included (the form's version embedded).
export const STAFF_REPORT_COLUMNS = 'id, booking_id, images, vehicle_info, overall_score, damage_data, inspection_results, updated_at, signatures, form_version:inspection_forms(version)';

/**
 * Staff read a booking's report through the table (row level security lets them), so they still see it
 * when its public link is off or expired; null when the booking has no report.
 */
export async function getStaffReport(bookingId: string, client: Client = defaultClient()): Promise<PublicReport | null> {
  const { data, error } = await client.from('inspection_reports').select(STAFF_REPORT_COLUMNS).eq('booking_id', bookingId).maybeSingle();
  if (error) {
    console.error(REPORT_QUERY_FAILED_LOG, error);
    throw new Error(error.message);
  }
  return parsePublicReport(data);
}

export function staffReportQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: publicReportKeys.staff(bookingId),
    queryFn: () => getStaffReport(bookingId),
    retry: 1,
  });
}

export function useStaffReport(bookingId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staffReportQueryOptions(bookingId), enabled: enabled && isUuid(bookingId) });
}
