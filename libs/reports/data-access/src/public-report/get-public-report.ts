import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@inspection/platform';
import { parsePublicReport, type PublicReport } from '@inspection/reports-model';
import { isUuid } from '@inspection/shared-domain';
import { REPORT_QUERY_FAILED_LOG } from '@inspection/reports-domain';

/** A booking's stored report through get_public_report (callable by anon and staff); null when none. */
export async function fetchPublicReport(bookingId: string): Promise<PublicReport | null> {
  const { data, error } = await getSupabase().rpc('get_public_report', { booking_id: bookingId });
  if (error) {
    console.error(REPORT_QUERY_FAILED_LOG, error);
    throw new Error(error.message);
  }
  return parsePublicReport(data);
}

export function publicReportQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['public-report', bookingId],
    queryFn: () => fetchPublicReport(bookingId),
    retry: 1,
  });
}

/** Only uuids can be bookings, so other ids skip the call. */
export function usePublicReport(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...publicReportQueryOptions(id), enabled: enabled && isUuid(id) });
}
