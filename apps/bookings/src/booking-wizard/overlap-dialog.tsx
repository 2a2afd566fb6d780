// Before an admin's override is saved: the bookings it overlaps, and 'Yes, Book Anyway'.
import { type BookingWithType } from '@inspection/bookings-domain';
import { formatTimeRange } from '@inspection/shared-domain';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@inspection/ui';

export interface OverlapDialogProps {
  overlapping: BookingWithType[] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function OverlapDialog({ overlapping, busy, onConfirm, onCancel }: OverlapDialogProps) {
  return (
    <Dialog open={overlapping !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Overlapping Bookings Found</DialogTitle>
          <DialogDescription>This time overlaps the bookings below. Book it anyway as an override?</DialogDescription>
        </DialogHeader>
        <ul className="flex max-h-60 flex-col gap-2 overflow-auto">
          {(overlapping ?? []).map((b) => (
            <li key={b.id} className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{b.customer_name}</span>
              <span className="text-slate-600"> · {formatTimeRange(b.start_time, b.end_time)} · {b.vehicle_make} {b.vehicle_model}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} loading={busy}>
            Yes, Book Anyway
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
