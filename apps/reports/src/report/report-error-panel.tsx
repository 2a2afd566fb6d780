import { FileWarning } from 'lucide-react';
import { BackToReportsButton } from './back-to-reports-button';

/** The message or 'Report not found'; only staff get a way back into the console. */
export function ReportErrorPanel({ message, staff }: { message: string; staff: boolean }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <FileWarning className="size-6" aria-hidden="true" />
      </div>
      <h1 role="alert" className="text-lg font-semibold text-red-700">
        {message}
      </h1>
      {staff && <BackToReportsButton />}
    </div>
  );
}
