import { describe, expect, it } from 'vitest';
import { parseReportRows } from './report-row';
import { computeDashboardStats, formatAverageScore, formatMileage } from './report-stats';

const row = (date: string, score: string) => ['n', '', date, '', '', '', '', '', '', '', '', '', score, '', 'x'];
const now = new Date(2026, 10, 22, 12, 0);

describe('computeDashboardStats', () => {
  it('counts, averages to one decimal and counts the last 30 days', () => {
    const reports = parseReportRows([
      row('22/11/2026 09:00:00', '8'),
      row('23/10/2026 12:00:00', '7'),
      row('22/10/2026 11:59:00', '9'),
      row('', '3'),
    ]);
    expect(computeDashboardStats(reports, now)).toEqual({ totalInspections: 4, averageScore: 6.8, recentInspections: 2 });
  });
  it('is zero for no reports', () => {
    expect(computeDashboardStats([], now)).toEqual({ totalInspections: 0, averageScore: 0, recentInspections: 0 });
  });
  it('rounds the average to one decimal', () => {
    const reports = parseReportRows([row('', '7'), row('', '8'), row('', '8')]);
    expect(computeDashboardStats(reports, now).averageScore).toBe(7.7);
  });
});

describe('display helpers', () => {
  it('shows the average as value/10 and mileage with separators', () => {
    expect(formatAverageScore(7.7)).toBe('7.7/10');
    expect(formatAverageScore(8)).toBe('8.0/10');
    expect(formatMileage(85000)).toBe('85,000 km');
    expect(formatMileage(0)).toBe('0 km');
    expect(formatMileage(85000, 'mi')).toBe('85,000 miles');
    expect(formatMileage(85000, 'km', 'ar')).toBe('٨٥٬٠٠٠ كم');
  });
});
