// /booking/{id}: the booking (cancelled ones with when and why), the customer's manage link, its inspection, the share
// panel, and its Activity (the audit trail).
import { Link, useParams } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import { ArrowLeft } from 'lucide-react';
import { shortBookingId } from '@inspection/bookings-domain';
import { useBooking } from '@inspection/bookings-data-access';
import { Spinner } from '@inspection/ui';
import { useBusinessProfile } from '@inspection/supabase-client';
import { BookingStatusBadge } from '../booking-status/booking-status-badge';
import { SharePanel } from './share-panel';
import { InspectionActions } from './inspection-actions';
import { PublicLinkControl } from '@inspection/reports-public-link';
import { LoadError } from './load-error';
import { BookingInfo } from './booking-info';
import { BookingActivity } from './booking-activity';
import { BookingMessages } from './booking-messages';
import { BookingActions } from './booking-actions';
import { CancellationNotice } from './cancellation-notice';
import { ManageLink } from './manage-link';
import { useLiveBooking } from '../live/live-bookings';

export default function BookingDetailsPage() {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  useLiveBooking(id);
  const business = useBusinessProfile().data;

  if (booking.isPending) return <Spinner label="Loading booking..." className="py-16" />;
  if (booking.isError) return <LoadError message={(booking.error as Error)?.message || 'Booking not found'} />;
  const b = booking.data;

  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <Link to={bookingsPaths.dashboard.to()} className="inline-flex min-h-11 w-fit items-center gap-1 text-sm text-slate-600 hover:text-slate-900 lg:min-h-0">
        <ArrowLeft className="size-4" aria-hidden="true" /> Bookings
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">
            Booking <span className="font-mono">#{shortBookingId(b.id)}</span>
          </h1>
          <BookingStatusBadge status={b.status} />
          {b.is_override && <span className="text-xs font-medium text-red-700">Override</span>}
        </div>
        <BookingActions booking={b} />
      </div>
      <CancellationNotice booking={b} />
      <BookingInfo booking={b} />
      <ManageLink bookingId={b.id} />
      <InspectionActions bookingId={b.id} inspectionTypeId={b.inspection_type_id} cancelled={b.status === 'cancelled'} />
      {b.status !== 'cancelled' && <SharePanel booking={b} business={business} />}
      <PublicLinkControl bookingId={b.id} />
      <BookingMessages bookingId={b.id} />
      <BookingActivity bookingId={b.id} />
    </div>
  );
}
