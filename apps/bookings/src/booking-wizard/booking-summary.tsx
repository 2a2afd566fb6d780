import { formatBusinessLongDate, formatTimeRange } from '@inspection/shared-domain';
import { type BookingType, type ChosenSlot, type LocationSelection } from '@inspection/bookings-domain';
import type { BookableInspectionType } from '@inspection/bookings-data-access';
import { Badge, Card } from '@inspection/ui';
import { typeNameIn, useBookWords } from '../public-booking/i18n/book-words';

export interface BookingSummaryProps {
  bookingType: BookingType;
  type: BookableInspectionType | undefined;
  location: LocationSelection | null;
  directions: string;
  slot: ChosenSlot | null;
  isOverride: boolean;
}

export function BookingSummary({ bookingType, type, location, directions, slot, isOverride }: BookingSummaryProps) {
  const { t, language } = useBookWords();
  const row = (label: string, value: string) => (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-28 shrink-0 text-slate-500">{label}</dt>
      <dd className="text-slate-900">
        {/* Isolated: an address or a name in the other script keeps its own order. */}
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
  const price = type?.current_price;
  return (
    <Card className="h-fit p-4" aria-label={t('summary.title')}>
      <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
        {t('summary.title')} {isOverride && <Badge variant="danger">Override</Badge>}
      </h3>
      <dl className="flex flex-col gap-2 text-sm">
        {row(t('summary.inspection'), type ? typeNameIn(type, language) : '—')}
        {row(t('summary.price'), price !== null && price !== undefined && !Number.isNaN(Number(price)) ? t('summary.priceValue', { amount: Number(price) }) : '—')}
        {type?.duration_minutes ? row(t('summary.duration'), t('summary.minutes', { count: type.duration_minutes })) : null}
        {bookingType === 'with_location' ? (
          <>
            {row(t('summary.location'), location?.address ?? '—')}
            {directions.trim() && row(t('summary.directions'), directions.trim())}
            {row(t('summary.date'), slot ? formatBusinessLongDate(slot.start, undefined, language) : '—')}
            {row(t('summary.time'), slot ? formatTimeRange(slot.start, slot.end, undefined, language) : '—')}
          </>
        ) : (
          row(t('summary.schedule'), t('summary.scheduleValue'))
        )}
      </dl>
    </Card>
  );
}
