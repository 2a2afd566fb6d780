import { memo } from 'react';
import { Link } from 'react-router-dom';
import { reportsPaths } from '@inspection/platform-manifest';
import { ArrowRight, CalendarDays, Gauge, Phone, User } from 'lucide-react';
import { formatMileage, type VehicleReport } from '@inspection/reports-domain';
import { VehiclePhoto } from '../vehicle/vehicle-photo';
import { vehicleTitle } from '../vehicle/vehicle-title';

export const ReportCard = memo(function ReportCard({ report, formattedDate }: { report: VehicleReport; formattedDate: string }) {
  const title = vehicleTitle(report);
  return (
    <Link
      to={reportsPaths.report.to({ id: report.id })}
      className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
      data-testid="report-card"
    >
      <VehiclePhoto src={report.mainPicture} alt={title || 'Vehicle'} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-lg font-semibold leading-tight text-slate-900">{title}</h2>
        <ul className="flex flex-col gap-1.5 text-sm text-slate-600">
          <li className="flex items-center gap-2">
            <User className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">{report.customerName}</span>
          </li>
          {report.customerPhone && (
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span>{report.customerPhone}</span>
            </li>
          )}
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>{formattedDate}</span>
          </li>
          <li className="flex items-center gap-2">
            <Gauge className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>{formatMileage(report.mileage)}</span>
          </li>
        </ul>
        <span className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-medium text-blue-700 group-hover:underline">
          View Report
          <ArrowRight className="size-4" aria-hidden="true" />
        </span>
      </div>
    </Link>
  );
});
