import { useParams } from 'react-router-dom';
import { PageSpinner } from '@inspection/ui';
import { BookingReport } from './booking/booking-report';
import { ReportErrorPanel } from './report-error-panel';
import { SheetReportDetail } from './sheet/sheet-report-detail';
import { useResolvedReport } from './use-resolved-report';

export default function ReportPage() {
  const { id = '' } = useParams();
  const resolved = useResolvedReport(id);
  return (
    <div className="min-h-full bg-slate-50 px-4 py-6 sm:px-6">
      {resolved.status === 'loading' && <PageSpinner label="Loading report" />}
      {resolved.status === 'error' && <ReportErrorPanel message={resolved.message} />}
      {resolved.status === 'sheet' && <SheetReportDetail report={resolved.report} />}
      {resolved.status === 'booking' && <BookingReport report={resolved.report} />}
    </div>
  );
}
