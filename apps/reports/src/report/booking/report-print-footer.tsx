/** Puts the report id in the printed page footer (an @page margin box), beside the page numbers. */
export function ReportPrintFooter({ reportId }: { reportId: string }) {
  const safe = reportId.replace(/[^\w-]/g, '');
  return <style>{`@media print { @page { @bottom-left { content: "Vehicle Inspection Report #${safe}"; font: 9pt system-ui, sans-serif; color: #475569; } } }`}</style>;
}
