// The booking as the customer reads it on their page: reference, status, date and time, inspection, vehicle,
// location. Dates and times in the business zone and the page's language (Arabic digits on the Arabic page).
import type { ManagedBooking } from '@inspection/bookings-data-access';
import { formatBusinessLongDate, formatTimeRange } from '@inspection/shared-domain';
import { Badge, type BadgeVariant } from '@inspection/ui';
import { numberText, typeNameIn, useBookWords, type BookKey } from '../i18n/book-words';

const STATUS: Record<string, { key: BookKey; variant: BadgeVariant }> = {
  cancelled: { key: 'manage.statusCancelled', variant: 'danger' },
  completed: { key: 'manage.statusCompleted', variant: 'success' },
  in_progress: { key: 'manage.statusInProgress', variant: 'info' },
};
const SCHEDULED = { key: 'manage.statusScheduled', variant: 'info' } as const;

export function BookingFacts({ booking }: { booking: ManagedBooking }) {
  const { t, language } = useBookWords();
  const status = STATUS[booking.status] ?? SCHEDULED;
  const vehicle = [booking.vehicle_year ? numberText(booking.vehicle_year, language) : null, booking.vehicle_make, booking.vehicle_model]
    .filter(Boolean)
    .join(' ');
  const rows: [BookKey, string][] = [
    ['manage.date', booking.start_time ? formatBusinessLongDate(booking.start_time, undefined, language) : t('manage.toBeCoordinated')],
    ['manage.time', booking.start_time ? formatTimeRange(booking.start_time, booking.end_time, undefined, language) : t('manage.toBeCoordinated')],
    ['manage.type', typeNameIn({ name: booking.type_name, name_en: booking.type_name_en }, language) || '—'],
    ['manage.vehicle', vehicle || '—'],
    ['manage.address', booking.address ?? '—'],
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {t('manage.reference')}{' '}
          <strong className="font-mono text-base text-slate-900" data-testid="booking-reference">
            <bdi dir="ltr">{booking.reference}</bdi>
          </strong>
        </p>
        <Badge variant={status.variant}>{t(status.key)}</Badge>
      </div>
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-500">{t(label)}</dt>
            <dd className="-mt-2 text-slate-900 sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
