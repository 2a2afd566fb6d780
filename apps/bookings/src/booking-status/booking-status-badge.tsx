import { bookingStatusColour, bookingStatusLabel } from '@inspection/bookings-domain';
import { Badge } from '@inspection/ui';

const VARIANT = { green: 'success', red: 'danger', blue: 'info' } as const;

/** Completed green, cancelled red, anything else blue. */
export function BookingStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANT[bookingStatusColour(status)]} data-colour={bookingStatusColour(status)}>
      {bookingStatusLabel(status)}
    </Badge>
  );
}
