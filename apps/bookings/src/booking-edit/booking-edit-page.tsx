// /booking/edit/{id}: the booking form prefilled; 'Booking updated successfully', then back to the
// booking after 500 ms.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import { ArrowLeft } from 'lucide-react';
import { EDIT_REDIRECT_DELAY_MS, shortBookingId } from '@inspection/bookings-domain';
import { useBooking } from '@inspection/bookings-data-access';
import { useAuth } from '@inspection/platform';
import { Spinner, toast } from '@inspection/ui';
import { BookingWizard } from '../booking-wizard/booking-wizard';
import { LoadError } from '../booking-details/load-error';

export default function BookingEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const booking = useBooking(id);
  if (!id) return <LoadError message="No booking ID found" />;
  if (booking.isPending) return <Spinner label="Loading booking..." className="py-16" />;
  if (booking.isError) return <LoadError message={(booking.error as Error)?.message || 'Booking not found'} />;
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <Link to={bookingsPaths.details.to({ id })} className="inline-flex min-h-11 w-fit items-center gap-1 text-sm text-slate-600 hover:text-slate-900 lg:min-h-0">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">
        Edit Booking <span className="font-mono">#{shortBookingId(id)}</span>
      </h1>
      <BookingWizard
        mode="edit"
        booking={booking.data}
        isAdmin={user?.isAdmin ?? false}
        onDone={() => {
          toast.success('Booking updated successfully');
          setTimeout(() => navigate(bookingsPaths.details.to({ id })), EDIT_REDIRECT_DELAY_MS);
        }}
      />
    </div>
  );
}
