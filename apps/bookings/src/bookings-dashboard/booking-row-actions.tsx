// A row's or a card's further actions (docs/areas/bookings.md#cancel-not-delete): 'Cancel booking' for the office
// while the booking is live, behind one menu button so the table keeps its width. Clicks inside (the menu and the
// dialog are portals, whose events still bubble through React) stop here, so the row does not open the booking.
import { useState } from 'react';
import { Ban, MoreHorizontal } from 'lucide-react';
import { useAuth } from '@inspection/platform';
import { canBeCancelled, type BookingWithType } from '@inspection/bookings-domain';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, cn } from '@inspection/ui';
import { CancelBookingDialog } from '../booking-cancel/cancel-booking-dialog';

export function BookingRowActions({ booking: b, touch }: { booking: BookingWithType; touch?: boolean }) {
  const { user } = useAuth();
  const [cancelling, setCancelling] = useState(false);
  const office = user?.role === 'admin' || user?.role === 'staff';
  if (!office || !canBeCancelled(b.status)) return null;
  return (
    <span className="contents" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={`More actions for the booking of ${b.customer_name}`} title="More actions" className={cn('px-2', touch && 'h-11 w-11 lg:h-11')}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-52">
          <DropdownMenuItem className="text-red-700 data-[highlighted]:bg-red-50" onSelect={() => setCancelling(true)}>
            <Ban className="size-4" aria-hidden="true" /> Cancel booking
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CancelBookingDialog booking={b} open={cancelling} onOpenChange={setCancelling} />
    </span>
  );
}
