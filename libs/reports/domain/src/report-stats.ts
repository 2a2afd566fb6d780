import { subDays } from 'date-fns';
import { businessDistanceUnit, DEFAULT_LANGUAGE, formatDistance, type DistanceUnit, type Language } from '@inspection/shared-domain';
import { parseReportDate } from './report-dates';
import type { VehicleReport } from './report-row';

export const RECENT_WINDOW_DAYS = 30;

export interface DashboardStats {
  totalInspections: number;
  averageScore: number;
  recentInspections: number;
}

/** Stats over every report: count, mean engine score (1 decimal), inspections in the last 30 days. */
export function computeDashboardStats(reports: readonly VehicleReport[], now: Date = new Date()): DashboardStats {
  const since = subDays(now, RECENT_WINDOW_DAYS);
  let scoreSum = 0;
  let recentInspections = 0;
  for (const report of reports) {
    scoreSum += report.EngineTransmissionScore;
    const date = parseReportDate(report.inspectionDate);
    if (date && date >= since) recentInspections += 1;
  }
  const averageScore = reports.length ? Math.round((scoreSum / reports.length) * 10) / 10 : 0;
  return { totalInspections: reports.length, averageScore, recentInspections };
}

/** 'x.y/10' as the Average Score card shows it. */
export function formatAverageScore(averageScore: number): string {
  return `${averageScore.toFixed(1)}/10`;
}

/** '85,000 km', or '85,000 miles' when the business counts in miles (its profile's distance_unit). */
export function formatMileage(mileage: number, unit: DistanceUnit = businessDistanceUnit(), language: Language = DEFAULT_LANGUAGE): string {
  return formatDistance(mileage, unit, language);
}
