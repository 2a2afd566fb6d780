// A cancelled booking stays on view with when and why it was cancelled (docs/areas/bookings.md#cancel-not-delete).
import { formatBusinessDateTime } from '@inspection/shared-domain';
import type { BookingWithType } from '@inspection/bookings-domain';

export function CancellationNotice({ booking: b }: { booking: BookingWithType }) {
  if (b.status !== 'cancelled') return null;
  return (
    <section aria-label="Cancellation" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:p-5">
      <p className="font-semibold">{b.cancelled_at ? `Cancelled on ${formatBusinessDateTime(b.cancelled_at)}` : 'Cancelled'}</p>
      <p className="mt-1 whitespace-pre-line">
        <span className="font-medium">Reason:</span> {b.cancel_reason || '—'}
      </p>
    </section>
  );
}
