import { Download, ShieldCheck } from 'lucide-react';
import { Badge, Button } from '@inspection/ui';
import { printWithFullPhotos } from './print-full-photos';

export function ReportHeader({ reportId, formVersion = null }: { reportId: string; formVersion?: number | null }) {
  return (
    <header className="flex flex-col gap-4 rounded-xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between print:rounded-none print:border-b-2 print:border-slate-900 print:bg-white print:p-0 print:pb-3 print:text-slate-900">
      <div className="flex items-center gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-600 text-white" aria-hidden="true">
          <ShieldCheck className="size-7" />
        </div>
        <div>
          <h1 className="text-2xl font-bold">Vehicle Inspection Report</h1>
          <p className="text-slate-300 print:text-slate-600">Pre-Purchase Assessment</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <Badge variant="outline" className="break-all">
          {`Report #${reportId}`}
        </Badge>
        {formVersion !== null && <Badge variant="outline">{`Form v${formVersion}`}</Badge>}
        <DownloadPdfButton />
      </div>
    </header>
  );
}

/** The PDF is this same page printed (the print stylesheet makes it an A4 document), photos at full size; needs script. */
export function DownloadPdfButton() {
  return (
    <Button
      variant="outline"
      size="sm"
      data-print-report=""
      className="print:hidden"
      onClick={() => void printWithFullPhotos()}
    >
      <Download aria-hidden="true" />
      Download PDF
    </Button>
  );
}
