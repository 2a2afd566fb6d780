import type { PublicReport } from '@inspection/domain';
import { BackToReportsButton } from '../back-to-reports-button';
import { ReportDisclaimer } from './report-disclaimer';
import { ReportHeader } from './report-header';
import { ResultsSections } from './results-sections';
import { ScoreCard } from './score-card';
import { DamageParts } from './damage-parts';
import { PhotoGallery } from './photo-gallery';
import { VehicleCard } from './vehicle-card';

/** A booking's stored report (spec part 2 §2 'Public report page'), read-only. */
export function BookingReport({ report }: { report: PublicReport }) {
  return (
    <article className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div>
        <BackToReportsButton />
      </div>
      <ReportHeader reportId={report.id} />
      <VehicleCard report={report} />
      <ScoreCard score={report.overallScore} damagePartCount={Object.keys(report.damageParts).length} />
      <DamageParts parts={report.damageParts} />
      <PhotoGallery groups={report.images} />
      <ResultsSections sections={report.sections} />
      <ReportDisclaimer />
      <footer className="border-t border-slate-200 pt-4 pb-8 text-center text-sm text-slate-500">
        <p>© {new Date().getFullYear()} Vehicle Inspection Services. All rights reserved.</p>
        <p>This report is confidential and proprietary.</p>
      </footer>
    </article>
  );
}
