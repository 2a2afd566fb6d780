// /booking/{id}: the booking, its inspection, the share panel, and its Activity (the audit trail).
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { shortBookingId } from '@inspection/bookings-domain';
import { useBooking, useDeleteBooking } from '@inspection/bookings-data-access';
import { Button, ConfirmDialog, Spinner, toast } from '@inspection/ui';
import { BookingStatusBadge } from '../booking-status/booking-status-badge';
import { SharePanel } from './share-panel';
import { InspectionActions } from './inspection-actions';
import { PublicLinkControl } from '@inspection/reports-public-link';
import { LoadError } from './load-error';
import { BookingInfo } from './booking-info';
import { BookingActivity } from './booking-activity';
import { BookingMessages } from './booking-messages';

export default function BookingDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const booking = useBooking(id);
  const remove = useDeleteBooking();
  const [confirming, setConfirming] = useState(false);

  if (booking.isPending) return <Spinner label="Loading booking..." className="py-16" />;
  if (booking.isError) return <LoadError message={(booking.error as Error)?.message || 'Booking not found'} />;
  const b = booking.data;

  const doDelete = async () => {
    try {
      await remove.mutateAsync(b.id);
      toast.success('Booking and related data deleted successfully');
      navigate(bookingsPaths.dashboard.to());
    } catch (e) {
      toast.error((e as Error)?.message || 'Failed to delete booking');
    } finally {
      setConfirming(false);
    }
  };

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
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => navigate(bookingsPaths.edit.to({ id: b.id }))}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
      <BookingInfo booking={b} />
      <InspectionActions bookingId={b.id} inspectionTypeId={b.inspection_type_id} />
      <SharePanel booking={b} />
      <PublicLinkControl bookingId={b.id} />
      <BookingMessages bookingId={b.id} />
      <BookingActivity bookingId={b.id} />
      <ConfirmDialog
        open={confirming}
        title="Delete booking"
        message="Are you sure? This will permanently delete this booking. This action cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void doDelete()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
