import { formatReportDate, formatSelectedDate, parseReportDate } from './report-dates';
import type { VehicleReport } from './report-row';

/** A report with the texts the filter compares, computed once per data load. */
export interface IndexedReport {
  /** Unique and stable across filters (sheet ids may repeat): a list key. */
  key: string;
  report: VehicleReport;
  searchText: readonly string[];
  formattedDate: string;
}

/** Newest inspection first, reports without a readable date last; the sheet's order breaks ties (docs/areas/reports.md). */
export function indexReports(reports: readonly VehicleReport[]): IndexedReport[] {
  const times = reports.map((report) => parseReportDate(report.inspectionDate)?.getTime() ?? Number.NEGATIVE_INFINITY);
  const order = reports.map((_, row) => row).sort((a, b) => times[b] - times[a] || a - b);
  const seen = new Map<string, number>();
  return order.map((row) => {
    const report = reports[row];
    const occurrence = seen.get(report.id) ?? 0;
    seen.set(report.id, occurrence + 1);
    return {
      key: occurrence ? `${report.id}#${occurrence}` : report.id,
      report,
      searchText: [report.customerPhone, report.make, report.model, report.customerName].map((text) =>
        text.toLowerCase(),
      ),
      formattedDate: formatReportDate(report.inspectionDate),
    };
  });
}

/**
 * The search text is a case-insensitive substring of phone, make, model or customer name (empty matches all),
 * AND, when a day is picked, the formatted inspection date contains the formatted day; no day (null) keeps
 * every date, the dashboard's default (docs/areas/reports.md#reports-dashboard).
 */
export function filterReports(
  indexed: readonly IndexedReport[],
  criteria: { search: string; selectedDate: Date | null },
): IndexedReport[] {
  const needle = criteria.search.trim().toLowerCase();
  const day = criteria.selectedDate ? formatSelectedDate(criteria.selectedDate) : null;
  const result: IndexedReport[] = [];
  for (const entry of indexed) {
    if (day !== null && !entry.formattedDate.includes(day)) continue;
    if (needle && !entry.searchText.some((text) => text.includes(needle))) continue;
    result.push(entry);
  }
  return result;
}
