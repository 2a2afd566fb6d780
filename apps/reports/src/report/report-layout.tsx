import type { ReactNode } from 'react';

/** The report page's one main landmark and background, in the console and on the server-rendered page. */
export function ReportLayout({ children }: { children: ReactNode }) {
  return <main className="min-h-full bg-slate-50 px-4 py-6 sm:px-6 print:bg-white print:p-0">{children}</main>;
}
