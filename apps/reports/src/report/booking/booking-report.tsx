import { useState, type ReactNode } from 'react';
import { buyerView, type PublicReport } from '@inspection/report-model';
import { ImageModal } from '../sheet/image-modal';
import { DamageParts } from './damage-parts';
import { PhotoGallery } from './photo-gallery';
import { Recommendations } from './recommendations';
import { ReportDisclaimer } from './report-disclaimer';
import { ReportHeader } from './report-header';
import { ResultsSections } from './results-sections';
import { ScoreCard } from './score-card';
import { VehicleCard } from './vehicle-card';
import { partLabel } from '@inspection/car-parts';
import { DamageDiagram } from './damage-diagram';
import { ReportPrintFooter } from './report-print-footer';

export type ReportAudience = 'buyer' | 'staff';

/**
 * A booking's stored report, read-only. The buyer (anyone holding the link) gets their copy: no staff
 * controls, no phone or email fields. Staff get the whole report and `staffTools` above it. The same
 * component is rendered on the server for the buyer's page (no handlers there: photos are plain links).
 */
export function BookingReport({
  report,
  audience,
  staffTools,
}: {
  report: PublicReport;
  audience: ReportAudience;
  staffTools?: ReactNode;
}) {
  const [openPhoto, setOpenPhoto] = useState<string | null>(null);
  const shown = audience === 'buyer' ? buyerView(report) : report;
  const damagePartCount = Object.keys(shown.damageParts).length;
  return (
    <article className="mx-auto flex w-full max-w-5xl flex-col gap-6 print:max-w-none print:gap-4" data-report-id={shown.id}>
      <ReportPrintFooter reportId={shown.id} />
      {audience === 'staff' && staffTools}
      <ReportHeader reportId={shown.id} formVersion={shown.formVersion} />
      <VehicleCard report={shown} />
      <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-1 print:gap-4">
        <ScoreCard score={shown.overallScore} damagePartCount={damagePartCount} />
        <Recommendations parts={shown.damageParts} label={partLabel} />
      </div>
      <DamageParts parts={shown.damageParts} label={partLabel} diagram={<DamageDiagram parts={shown.damageParts} />} />
      <PhotoGallery groups={shown.images} onOpenPhoto={setOpenPhoto} />
      <ResultsSections sections={shown.sections} onOpenPhoto={setOpenPhoto} />
      <ReportDisclaimer />
      <footer className="border-t border-slate-200 pt-4 pb-8 text-center text-sm text-slate-500 print:pb-0">
        <p>© {new Date().getFullYear()} Vehicle Inspection Services. All rights reserved.</p>
        <p>This report is confidential and proprietary.</p>
      </footer>
      <ImageModal src={openPhoto} onClose={() => setOpenPhoto(null)} />
    </article>
  );
}
