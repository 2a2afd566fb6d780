import { formatReportDate, formatSelectedDate } from './report-dates';
import type { VehicleReport } from './report-row';

/** A report with the texts the filter compares, computed once per data load. */
export interface IndexedReport {
  /** Unique and stable across filters (sheet ids may repeat): a list key. */
  key: string;
  report: VehicleReport;
  searchText: readonly string[];
  formattedDate: string;
}

export function indexReports(reports: readonly VehicleReport[]): IndexedReport[] {
  const seen = new Map<string, number>();
  return reports.map((report) => {
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
 * Spec rule: the search text is a case-insensitive substring of phone, make, model or customer
 * name (empty matches all), AND the formatted inspection date contains the formatted selected day.
 */
export function filterReports(
  indexed: readonly IndexedReport[],
  criteria: { search: string; selectedDate: Date },
): IndexedReport[] {
  const needle = criteria.search.trim().toLowerCase();
  const day = formatSelectedDate(criteria.selectedDate);
  const result: IndexedReport[] = [];
  for (const entry of indexed) {
    if (!entry.formattedDate.includes(day)) continue;
    if (needle && !entry.searchText.some((text) => text.includes(needle))) continue;
    result.push(entry);
  }
  return result;
}
