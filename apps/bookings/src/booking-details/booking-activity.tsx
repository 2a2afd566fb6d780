import { useBookingActivity } from '@inspection/bookings-data-access';
import { ActivityList } from '@inspection/ui';

/** Who changed this booking, its inspection and its report, and what (the audit trail). */
export function BookingActivity({ bookingId }: { bookingId: string }) {
  const activity = useBookingActivity(bookingId);
  return (
    <ActivityList entries={activity.data?.entries} words={{ names: activity.data?.names }} pending={activity.isPending} error={activity.isError} />
  );
}
