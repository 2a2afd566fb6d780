import { FileWarning } from 'lucide-react';
import { BackToReportsButton } from './back-to-reports-button';

export function ReportErrorPanel({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <FileWarning className="size-6" aria-hidden="true" />
      </div>
      <p role="alert" className="text-lg font-semibold text-red-700">
        {message}
      </p>
      <BackToReportsButton />
    </div>
  );
}
