import { useState, type ReactNode } from 'react';
import { marksByPhoto, type PublicReport } from '@inspection/reports-model';
import { reportReference } from '@inspection/reports-domain';
import { ImageModal } from '../sheet/image-modal';
import { DamageParts } from './damage-parts';
import { PhotoGallery } from './photo-gallery';
import { Recommendations } from './recommendations';
import { ReportDisclaimer } from './report-disclaimer';
import { ReportHeader } from './report-header';
import { ResultsSections } from './results-sections';
import { ScoreCard } from './score-card';
import { VehicleCard } from './vehicle-card';
import { useI18n } from '@inspection/i18n';
import { intlLocale, type BusinessProfile } from '@inspection/shared-domain';
import { DamageDiagram } from './damage-diagram';
import { ReportPrintFooter } from './report-print-footer';
import { ReportSignatures } from './report-signatures';
import { partName } from '../i18n/report-words';

export type ReportAudience = 'buyer' | 'staff';

/**
 * A booking's stored report, read-only. The buyer (anyone holding the link) gets their copy, which the database
 * projects (get_public_report: no phone or email fields), and no staff controls. Staff get the whole report and
 * `staffTools` above it. The same
 * component is rendered on the server for the buyer's page (no handlers there: photos are plain links). Its words come
 * from the nearest <I18nProvider> (the report's catalogues, report/i18n): the buyer's language, or English for staff.
 */
export function BookingReport({
  report,
  audience,
  staffTools,
  business = null,
}: {
  report: PublicReport;
  audience: ReportAudience;
  staffTools?: ReactNode;
  /** The business the report comes from: its logo, name, phone and address head the report. */
  business?: BusinessProfile | null;
}) {
  const { t, language, dir } = useI18n();
  const label = (part: string) => partName(t, part);
  const [openPhoto, setOpenPhoto] = useState<string | null>(null);
  const damagePartCount = Object.keys(report.damageParts).length;
  const marks = marksByPhoto(report);
  const reference = reportReference(report);
  return (
    <article className="mx-auto flex w-full max-w-5xl flex-col gap-6 print:max-w-none print:gap-4" data-report-id={report.id} lang={language} dir={dir}>
      <ReportPrintFooter reportId={reference} />
      {audience === 'staff' && staffTools}
      <ReportHeader reportId={reference} formVersion={report.formVersion} languageSwitch={audience === 'buyer'} business={business} />
      {/* The verdict first: on a phone the score, its label and summary come before the vehicle; from tablet width
          (and in print) the vehicle spans the top and the score sits beside the recommendations. */}
      <div className="grid gap-6 md:grid-cols-2 print:grid-cols-1 print:gap-4">
        <ScoreCard score={report.overallScore} damagePartCount={damagePartCount} />
        <div className="md:order-first md:col-span-2 print:order-first print:col-span-1">
          <VehicleCard report={report} />
        </div>
        <Recommendations parts={report.damageParts} label={label} />
      </div>
      <DamageParts parts={report.damageParts} label={label} diagram={<DamageDiagram parts={report.damageParts} />} />
      <PhotoGallery groups={report.images} marks={marks} onOpenPhoto={setOpenPhoto} />
      <ResultsSections sections={report.sections} onOpenPhoto={setOpenPhoto} />
      <ReportDisclaimer />
      <ReportSignatures signatures={report.signatures} />
      <footer className="border-t border-slate-200 pt-4 pb-8 text-center text-sm text-slate-500 print:pb-0">
        <p>{t('footer.rights', { year: new Intl.NumberFormat(intlLocale(language), { useGrouping: false }).format(new Date().getFullYear()) })}</p>
        <p>{t('footer.confidential')}</p>
      </footer>
      <ImageModal src={openPhoto} marks={openPhoto ? marks.get(openPhoto) : undefined} onClose={() => setOpenPhoto(null)} />
    </article>
  );
}
