import { useLocation, useParams } from 'react-router-dom';
import { useAuth } from '@inspection/platform';
import { PublicLinkControl } from '@inspection/reports-public-link';
import { I18nProvider, type Translator } from '@inspection/i18n';
import { PageSpinner } from '@inspection/ui';
import { useBusinessProfile } from '@inspection/supabase-client';
import { BackToReportsButton } from './back-to-reports-button';
import { BookingReport } from './booking/booking-report';
import { ReportErrorPanel } from './report-error-panel';
import { ReportLayout } from './report-layout';
import { SheetReportDetail } from './sheet/sheet-report-detail';
import { SheetReportLink, isSheetLinkToken } from './sheet/sheet-report-link';
import { useResolvedReport } from './use-resolved-report';
import { isSampleReportId } from './sample/sample-report';
import { useReportTranslator } from './i18n/use-report-translator';
import './report-print.css';


/**
 * 'Loading report' in the reader's language. While the language's catalogue itself loads (a moment, Arabic only),
 * the spinner turns alone and says nothing rather than say it in English.
 */
function LoadingReport({ translator }: { translator: Translator | undefined }) {
  if (translator) return <PageSpinner label={translator.t('page.loading')} />;
  return (
    <div aria-hidden="true">
      <PageSpinner />
    </div>
  );
}

export default function ReportPage() {
  const { id = '' } = useParams();
  const { isAuthenticated } = useAuth();
  const resolved = useResolvedReport(id, { staff: isAuthenticated });
  const translator = useReportTranslator(isAuthenticated, useLocation().search);
  // The sample report is fixed demo data: it asks the backend nothing.
  const business = useBusinessProfile({ enabled: !isSampleReportId(id) }).data;
  return (
    <ReportLayout>
      {(resolved.status === 'loading' || !translator) && <LoadingReport translator={translator} />}
      {resolved.status === 'error' && translator && <ReportErrorPanel message={translator.t(resolved.error)} staff={isAuthenticated} />}
      {resolved.status === 'sheet' && translator && (
        <I18nProvider translator={translator}>
          <SheetReportDetail report={resolved.report} staffTools={isAuthenticated && !isSheetLinkToken(id) ? <SheetReportLink reportId={id} /> : null} />
        </I18nProvider>
      )}
      {resolved.status === 'booking' && translator && (
        <I18nProvider translator={translator}>
          <BookingReport
            report={resolved.report}
            audience={isAuthenticated ? 'staff' : 'buyer'}
            business={business}
            staffTools={
              <div className="flex flex-col gap-4 print:hidden">
                <div>
                  <BackToReportsButton />
                </div>
                <PublicLinkControl bookingId={resolved.report.bookingId || id} />
              </div>
            }
          />
        </I18nProvider>
      )}
    </ReportLayout>
  );
}
