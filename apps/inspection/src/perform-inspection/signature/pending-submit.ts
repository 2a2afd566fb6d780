// A submit signed without a connection waits on the device (with the answers' outbox) and goes when the connection
// returns: the signatures are kept here, per booking, until the submit succeeds.
import { readReportSignatures, type ReportSignatures } from '@inspection/reports-model';

const key = (bookingId: string) => `inspection-pending-submit:${bookingId}`;

export function readPendingSubmit(bookingId: string): ReportSignatures | null {
  try {
    return readReportSignatures(JSON.parse(localStorage.getItem(key(bookingId)) ?? 'null'));
  } catch {
    return null;
  }
}

export function writePendingSubmit(bookingId: string, signatures: ReportSignatures | null): void {
  try {
    if (signatures) localStorage.setItem(key(bookingId), JSON.stringify(signatures));
    else localStorage.removeItem(key(bookingId));
  } catch {
    // Storage blocked: the submit waits in memory while the page is open.
  }
}
