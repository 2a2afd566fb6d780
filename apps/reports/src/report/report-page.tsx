import { useLocation, useParams } from 'react-router-dom';
import { useAuth } from '@inspection/auth';
import { PublicLinkControl } from '@inspection/report-link';
import { I18nProvider } from '@inspection/i18n';
import { PageSpinner } from '@inspection/ui';
import { BackToReportsButton } from './back-to-reports-button';
import { BookingReport } from './booking/booking-report';
import { ReportErrorPanel } from './report-error-panel';
import { ReportLayout } from './report-layout';
import { SheetReportDetail } from './sheet/sheet-report-detail';
import { SheetReportLink, isSheetLinkToken } from './sheet/sheet-report-link';
import { useResolvedReport } from './use-resolved-report';
import { useReportTranslator } from './i18n/use-report-translator';
import './report-print.css';

export default function ReportPage() {
  const { id = '' } = useParams();
  const { isAuthenticated } = useAuth();
  const resolved = useResolvedReport(id, { staff: isAuthenticated });
  const translator = useReportTranslator(isAuthenticated, useLocation().search);
  return (
    <ReportLayout>
      {(resolved.status === 'loading' || (resolved.status === 'booking' && !translator)) && <PageSpinner label="Loading report" />}
      {resolved.status === 'error' && <ReportErrorPanel message={resolved.message} staff={isAuthenticated} />}
      {resolved.status === 'sheet' && (
        <SheetReportDetail report={resolved.report} staffTools={isAuthenticated && !isSheetLinkToken(id) ? <SheetReportLink reportId={id} /> : null} />
      )}
      {resolved.status === 'booking' && translator && (
        <I18nProvider translator={translator}>
          <BookingReport
            report={resolved.report}
            audience={isAuthenticated ? 'staff' : 'buyer'}
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
