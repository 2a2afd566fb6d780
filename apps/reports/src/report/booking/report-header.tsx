import { ShieldCheck } from 'lucide-react';
import { Badge } from '@inspection/ui';

export function ReportHeader({ reportId }: { reportId: string }) {
  return (
    <header className="flex flex-col gap-4 rounded-xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-600" aria-hidden="true">
          <ShieldCheck className="size-7" />
        </div>
        <div>
          <h1 className="text-2xl font-bold">Vehicle Inspection Report</h1>
          <p className="text-slate-300">Pre-Purchase Assessment</p>
        </div>
      </div>
      <Badge variant="outline" className="self-start break-all sm:self-auto">
        Report #{reportId}
      </Badge>
    </header>
  );
}
