import { mainPictureUrl, type PublicReport } from '@inspection/reports-model';
import { useI18n } from '@inspection/i18n';
import { Card } from '@inspection/ui';
import { VehiclePhoto } from '../../vehicle/vehicle-photo';
import { isLatinText, reportValueText } from '../i18n/report-words';

/**
 * Year brand model, the 'Main Picture' (else the 600x400 placeholder) and the info fields, images left out, as a
 * compact two-column list (title, value) with dates in words and mileage with its unit. On an Arabic page a value
 * in Latin letters and digits (a VIN, a plate, a model) stays left to right.
 */
export function VehicleCard({ report }: { report: PublicReport }) {
  const { t, language, dir } = useI18n();
  const { brand, model, year } = report.vehicle;
  const title = [year, brand, model].filter(Boolean).join(' ');
  const fields = report.vehicleFields.filter((field) => field.type !== 'image');
  const ltr = (text: string) => (dir === 'rtl' && isLatinText(text) ? 'ltr' : undefined);
  return (
    <Card className="overflow-hidden report-card">
      <div className="grid md:grid-cols-2 print:grid-cols-2">
        <VehiclePhoto
          src={mainPictureUrl(report) ?? ''}
          alt={title || t('vehicle.photo')}
          loading="eager"
          priority
          className="md:aspect-auto md:h-full md:min-h-64"
        />
        <div className="flex flex-col gap-4 p-5">
          <h2 className="text-xl font-semibold text-slate-900" data-testid="vehicle-title" dir={title ? ltr(title) : undefined}>
            {title || t('vehicle.unknown')}
          </h2>
          {fields.length > 0 && (
            <dl className="divide-y divide-slate-100 text-sm" data-testid="vehicle-fields">
              {fields.map((field, index) => {
                const value = reportValueText(t, field, language).trim() || t('vehicle.unknown');
                return (
                  <div key={`${field.title}-${index}`} className="grid grid-cols-2 gap-3 py-1.5">
                    <dt className="text-slate-500">{field.title}</dt>
                    <dd className="break-words font-medium text-slate-900">
                      {ltr(value) ? <bdi dir="ltr">{value}</bdi> : value}
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
        </div>
      </div>
    </Card>
  );
}
