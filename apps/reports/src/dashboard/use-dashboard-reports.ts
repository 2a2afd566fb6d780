import { useMemo } from 'react';
import { computeDashboardStats, filterReports, indexReports, type VehicleReport } from '@inspection/reports-domain';

/** Index once per payload, filter per criteria change; stats cover every report. */
export function useDashboardReports(reports: readonly VehicleReport[] | undefined, search: string, selectedDate: Date | null) {
  const indexed = useMemo(() => indexReports(reports ?? []), [reports]);
  const stats = useMemo(() => computeDashboardStats(reports ?? []), [reports]);
  const dayKey = selectedDate?.toDateString() ?? 'all';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the day, not the Date instance, decides the result
  const visible = useMemo(() => filterReports(indexed, { search, selectedDate }), [indexed, search, dayKey]);
  return { visible, stats };
}
