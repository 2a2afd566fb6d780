import { useMemo } from 'react';
import {
  findReportById,
  isUuid,
  REPORT_LOAD_FAILED_MESSAGE,
  REPORT_NOT_FOUND_MESSAGE,
  type PublicReport,
  type VehicleReport,
} from '@inspection/domain';
import { usePublicReport, useReportSheet } from '@inspection/data';

export type ResolvedReport =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'booking'; report: PublicReport }
  | { status: 'sheet'; report: VehicleReport };

/**
 * /report/{id} serves two kinds of report: a booking's stored report (uuid ids, through
 * get_public_report), otherwise the spreadsheet row whose id column equals the id.
 */
export function useResolvedReport(id: string): ResolvedReport {
  const bookingId = isUuid(id);
  const booking = usePublicReport(id);
  const bookingSettled = !bookingId || booking.isSuccess || booking.isError;
  const needsSheet = bookingSettled && !booking.data;
  // Only this report's rows: a buyer's link reads them without signing in.
  const sheet = useReportSheet({ enabled: needsSheet, reportId: id });
  const row = useMemo(() => (sheet.data ? findReportById(sheet.data, id) : undefined), [sheet.data, id]);

  if (booking.data) return { status: 'booking', report: booking.data };
  if (!bookingSettled || (needsSheet && sheet.isPending)) return { status: 'loading' };
  if (row) return { status: 'sheet', report: row };
  if (sheet.isError || booking.isError) return { status: 'error', message: REPORT_LOAD_FAILED_MESSAGE };
  return { status: 'error', message: REPORT_NOT_FOUND_MESSAGE };
}
