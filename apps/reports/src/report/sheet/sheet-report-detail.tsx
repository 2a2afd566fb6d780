import type { ReactNode } from 'react';
import { CalendarDays, Car, Gauge } from 'lucide-react';
import { formatMileage, formatReportDate, hasTimeOfDay, parseReportDate, type VehicleReport } from '@inspection/reports-domain';
import { useI18n } from '@inspection/i18n';
import { clockOptions, intlLocale, type Language } from '@inspection/shared-domain';
import { vehicleTitle } from '../../vehicle/vehicle-title';
import { VehiclePhoto } from '../../vehicle/vehicle-photo';
import { BackToReportsButton } from '../back-to-reports-button';
import { EngineSection } from './engine-section';
import { ImageGallery } from './image-gallery';
import { IconFigure } from '../../shared/icon-figure';

/** The inspection date: as the console writes it in English, in the language's words otherwise. */
function dateText(value: string, language: Language): string {
  const date = language === 'en' ? null : parseReportDate(value);
  if (!date) return formatReportDate(value);
  const time = hasTimeOfDay(value) ? clockOptions() : {};
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric', ...time }).format(date);
}

/**
 * The report detail of a spreadsheet row; staffTools (the buyer's link) sit under the way back. Its words come from the
 * nearest <I18nProvider> (the report's catalogues): the buyer's language, English for staff; the sheet's own values
 * (details, conditions) stay as written.
 */
export function SheetReportDetail({ report, staffTools }: { report: VehicleReport; staffTools?: ReactNode }) {
  const { t, language } = useI18n();
  const title = vehicleTitle(report);
  return (
    <article className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div>
        <BackToReportsButton />
      </div>
      {staffTools}
      <header className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="relative">
          <VehiclePhoto src={report.mainPicture} alt={title || t('vehicle.photo')} loading="eager" className="aspect-[16/9] max-h-[28rem]" />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent p-5 pt-16">
            <h1 className="text-2xl font-bold text-white sm:text-3xl">{title}</h1>
          </div>
        </div>
        <div className="grid gap-4 p-5 sm:grid-cols-3">
          <IconFigure icon={Gauge} label={t('sheet.mileage')} value={formatMileage(report.mileage, undefined, language)} />
          <IconFigure icon={CalendarDays} label={t('sheet.inspectionDate')} value={dateText(report.inspectionDate, language)} />
          <IconFigure icon={Car} label={t('sheet.vehicle')} value={[report.make, report.model].filter(Boolean).join(' ')} />
        </div>
      </header>
      {report.inspectionDetails.trim() && (
        <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('sheet.details')}</h2>
          <p className="whitespace-pre-line text-slate-700">{report.inspectionDetails}</p>
        </section>
      )}
      <EngineSection report={report} />
      <ImageGallery images={report.images} />
    </article>
  );
}
