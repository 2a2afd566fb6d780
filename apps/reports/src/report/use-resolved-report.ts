import { useMemo } from 'react';
import { findReportById, type VehicleReport } from '@inspection/reports-domain';
import { type PublicReport } from '@inspection/reports-model';
import { isUuid } from '@inspection/shared-domain';
import { usePublicReport, useReportSheet, useStaffReport } from '@inspection/reports-data-access';
import { isSampleReportId, SAMPLE_REPORT } from './sample/sample-report';

export type ResolvedReport =
  | { status: 'loading' }
  /** Why there is no report, as the key of its text in the report's catalogue. */
  | { status: 'error'; error: 'error.notFound' | 'error.loadFailed' }
  | { status: 'booking'; report: PublicReport }
  | { status: 'sheet'; report: VehicleReport };

/**
 * /report/{id} serves two kinds of report: a booking's stored report (uuid ids), otherwise the
 * spreadsheet row whose id column equals the id. Staff read the stored report through the table, so
 * they still see it when its public link is off or expired; anyone else through get_public_report. The id
 * 'sample' is the sample report with fixed demo data.
 */
export function useResolvedReport(id: string, { staff }: { staff: boolean }): ResolvedReport {
  const sample = isSampleReportId(id);
  const bookingId = isUuid(id);
  const asStaff = useStaffReport(id, { enabled: staff });
  const asBuyer = usePublicReport(id, { enabled: !staff });
  const booking = staff ? asStaff : asBuyer;
  const bookingSettled = !bookingId || booking.isSuccess || booking.isError;
  const needsSheet = !sample && bookingSettled && !booking.data;
  // Only this report's rows: a buyer's link reads them without signing in.
  const sheet = useReportSheet({ enabled: needsSheet, reportId: id });
  const row = useMemo(() => (sheet.data ? findReportById(sheet.data, id) : undefined), [sheet.data, id]);

  // /report/sample: the fixed demo report, never read from anywhere.
  if (sample) return { status: 'booking', report: SAMPLE_REPORT };
  if (booking.data) return { status: 'booking', report: booking.data };
  if (!bookingSettled || (needsSheet && sheet.isPending)) return { status: 'loading' };
  if (row) return { status: 'sheet', report: row };
  if (sheet.isError || booking.isError) return { status: 'error', error: 'error.loadFailed' };
  return { status: 'error', error: 'error.notFound' };
}
