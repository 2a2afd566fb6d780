// A contact's bookings and reports (docs/areas/crm.md#bookings-and-reports): each booking's date, vehicle, type and
// status, a link to its details and, once published, to its report. One call (public.contact_bookings).
import { Link } from 'react-router-dom';
import { bookingsPaths, reportsPaths } from '@inspection/platform-manifest';
import { useContactBookings, type ContactBooking } from '@inspection/crm-data-access';
import { codeLabel, formatBusinessDateTime } from '@inspection/shared-domain';
import { Badge, Card, EmptyState, ErrorBox, FRESH_ROW_CLASS, PageSpinner, buttonVariants } from '@inspection/ui';
import { useFreshRow } from '@inspection/supabase-client';

export const CONTACT_BOOKINGS_TEXTS = {
  heading: 'Bookings and Reports',
  none: 'No bookings yet.',
  failed: 'Failed to load bookings',
  untimed: 'Time to be coordinated',
  details: 'Booking details',
  report: 'View report',
} as const;

function BookingItem({ booking }: { booking: ContactBooking }) {
  const vehicle = [booking.vehicle_year, booking.vehicle_make, booking.vehicle_model].filter(Boolean).join(' ');
  const fresh = useFreshRow(booking.id);
  return (
    <li>
      <Card className={`flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between ${FRESH_ROW_CLASS}`} data-testid="contact-booking" data-fresh={fresh || undefined}>
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {booking.start_time ? formatBusinessDateTime(booking.start_time) : CONTACT_BOOKINGS_TEXTS.untimed}
            <Badge variant={booking.status === 'cancelled' ? 'danger' : booking.status === 'completed' ? 'success' : 'info'}>{codeLabel(booking.status)}</Badge>
          </p>
          <p className="text-slate-700">{[vehicle, booking.inspection_type].filter(Boolean).join(' · ')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={bookingsPaths.details.to({ id: booking.id })} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {CONTACT_BOOKINGS_TEXTS.details}
          </Link>
          {booking.report_published && (
            <Link to={reportsPaths.report.to({ id: booking.id })} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {CONTACT_BOOKINGS_TEXTS.report}
              {booking.overall_score !== null && ` (${booking.overall_score}/10)`}
            </Link>
          )}
        </div>
      </Card>
    </li>
  );
}

export function ContactBookings({ contactId }: { contactId: string }) {
  const bookings = useContactBookings(contactId);
  return (
    <section aria-labelledby="contact-bookings-heading" className="flex flex-col gap-3">
      <h2 id="contact-bookings-heading" className="text-lg font-semibold text-slate-900">
        {CONTACT_BOOKINGS_TEXTS.heading}
      </h2>
      {bookings.isPending ? (
        <PageSpinner label="Loading bookings" />
      ) : bookings.isError ? (
        <ErrorBox>{CONTACT_BOOKINGS_TEXTS.failed}</ErrorBox>
      ) : bookings.data.length === 0 ? (
        <EmptyState title={CONTACT_BOOKINGS_TEXTS.none} />
      ) : (
        <ul className="flex flex-col gap-2" aria-label={CONTACT_BOOKINGS_TEXTS.heading}>
          {bookings.data.map((booking) => <BookingItem key={booking.id} booking={booking} />)}
        </ul>
      )}
    </section>
  );
}
