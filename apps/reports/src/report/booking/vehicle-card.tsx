import { mainPictureUrl, type PublicReport } from '@inspection/report-model';
import { Card } from '@inspection/ui';
import { VehiclePhoto } from '../../vehicle/vehicle-photo';

/** Year brand model, the 'Main Picture' (else the 600x400 placeholder) and the info fields, images left out. */
export function VehicleCard({ report }: { report: PublicReport }) {
  const { brand, model, year } = report.vehicle;
  const title = [year, brand, model].filter(Boolean).join(' ');
  const fields = report.vehicleFields.filter((field) => field.type !== 'image');
  return (
    <Card className="overflow-hidden report-card">
      <div className="grid md:grid-cols-2 print:grid-cols-2">
        <VehiclePhoto
          src={mainPictureUrl(report) ?? ''}
          alt={title || 'Vehicle'}
          loading="eager"
          priority
          className="md:aspect-auto md:h-full md:min-h-64"
        />
        <div className="flex flex-col gap-4 p-5">
          <h2 className="text-xl font-semibold text-slate-900" data-testid="vehicle-title">
            {title || 'N/A'}
          </h2>
          {fields.length > 0 && (
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {fields.map((field, index) => (
                <div key={`${field.title}-${index}`} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{field.title}</dt>
                  <dd className="mt-1 break-words text-slate-900">{field.value.trim() || 'N/A'}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </Card>
  );
}
