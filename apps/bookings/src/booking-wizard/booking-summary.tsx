import { formatAedPrice } from '@inspection/forms-public-api';
import { formatBusinessLongDate, formatTimeRange } from '@inspection/shared-domain';
import { inspectionTypeName, type BookingType, type ChosenSlot, type LocationSelection } from '@inspection/bookings-domain';
import type { BookableInspectionType } from '@inspection/bookings-data-access';
import { Badge, Card } from '@inspection/ui';

export interface BookingSummaryProps {
  bookingType: BookingType;
  type: BookableInspectionType | undefined;
  location: LocationSelection | null;
  directions: string;
  slot: ChosenSlot | null;
  isOverride: boolean;
}

export function BookingSummary({ bookingType, type, location, directions, slot, isOverride }: BookingSummaryProps) {
  const row = (label: string, value: string) => (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-28 shrink-0 text-slate-500">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
  return (
    <Card className="h-fit p-4" aria-label="Booking Summary">
      <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
        Booking Summary {isOverride && <Badge variant="danger">Override</Badge>}
      </h3>
      <dl className="flex flex-col gap-2 text-sm">
        {row('Inspection', type ? inspectionTypeName(type) : '—')}
        {row('Price', type ? formatAedPrice(type.current_price) : '—')}
        {type?.duration_minutes ? row('Duration', `${type.duration_minutes} minutes`) : null}
        {bookingType === 'with_location' ? (
          <>
            {row('Location', location?.address ?? '—')}
            {directions.trim() && row('Directions', directions.trim())}
            {row('Date', slot ? formatBusinessLongDate(slot.start) : '—')}
            {row('Time', slot ? formatTimeRange(slot.start, slot.end) : '—')}
          </>
        ) : (
          row('Schedule', 'We will coordinate the time and place with the seller')
        )}
      </dl>
    </Card>
  );
}
