import type { VehicleReport } from '@inspection/reports-domain';

/** '2019 Toyota Corolla', leaving out what the report does not say. */
export function vehicleTitle(report: Pick<VehicleReport, 'year' | 'make' | 'model'>): string {
  return [report.year || '', report.make, report.model].filter(Boolean).join(' ');
}
