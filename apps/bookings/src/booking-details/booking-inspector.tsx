// Who inspects this booking, and for the office 'Change inspector' while the booking is timed and live
// (docs/areas/bookings.md#booking-details). Inspectors only read it.
import { useState } from 'react';
import { useAuth } from '@inspection/platform';
import { canBeCancelled, type BookingWithType } from '@inspection/bookings-domain';
import { Button } from '@inspection/ui';
import { ChangeInspectorDialog } from './change-inspector-dialog';

export function BookingInspector({ booking: b }: { booking: BookingWithType }) {
  const { user } = useAuth();
  const [changing, setChanging] = useState(false);
  const office = user?.role === 'admin' || user?.role === 'staff';
  const name = b.inspectors?.full_name ?? (b.start_time ? 'Not assigned' : 'Assigned once a time is set');
  const timed = b.start_time && b.end_time ? { ...b, start_time: b.start_time, end_time: b.end_time } : null;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span data-testid="booking-inspector">{name}</span>
      {office && timed && canBeCancelled(b.status) && (
        <>
          <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
            Change inspector
          </Button>
          <ChangeInspectorDialog booking={timed} open={changing} onOpenChange={setChanging} />
        </>
      )}
    </span>
  );
}
