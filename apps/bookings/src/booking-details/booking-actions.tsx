// The booking's actions in its header: Edit; 'Cancel booking' for the office while it is live; Delete for admins only,
// as the database enforces (docs/areas/bookings.md#cancel-not-delete). Inspectors cancel nothing.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Ban, Pencil, Trash2 } from 'lucide-react';
import { bookingsPaths } from '@inspection/platform-manifest';
import { useAuth } from '@inspection/platform';
import { canBeCancelled, type BookingWithType } from '@inspection/bookings-domain';
import { useDeleteBooking } from '@inspection/bookings-data-access';
import { Button, ConfirmDialog, toast } from '@inspection/ui';
import { CancelBookingDialog } from '../booking-cancel/cancel-booking-dialog';

export function BookingActions({ booking: b }: { booking: BookingWithType }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const remove = useDeleteBooking();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const office = user?.role === 'admin' || user?.role === 'staff';

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
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => navigate(bookingsPaths.edit.to({ id: b.id }))}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      {office && canBeCancelled(b.status) && (
        <Button variant="outline" className="text-red-700" onClick={() => setCancelling(true)}>
          <Ban aria-hidden="true" /> Cancel booking
        </Button>
      )}
      {user?.isAdmin && (
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      )}
      <CancelBookingDialog booking={b} open={cancelling} onOpenChange={setCancelling} />
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
