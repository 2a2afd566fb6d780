// 'Cancel booking' from the booking's details and the dashboard's rows (docs/areas/bookings.md#cancel-not-delete):
// a reason is required (the database refuses a cancel without one too); the booking stays, marked cancelled, and its
// time is free again at once. A refusal is shown in the dialog, which stays open.
import { useId, useState, type FormEvent } from 'react';
import { englishErrorText, errorFromDatabase, formatBusinessDate, formatTimeRange } from '@inspection/shared-domain';
import { useCancelBooking } from '@inspection/bookings-data-access';
import type { BookingWithType } from '@inspection/bookings-domain';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Label, Textarea, toast } from '@inspection/ui';

export const REASON_REQUIRED = 'Please enter a reason for cancelling';
export const CANCEL_REASON_MAX = 500;

export interface CancelBookingDialogProps {
  booking: Pick<BookingWithType, 'id' | 'customer_name' | 'start_time' | 'end_time'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const when = (b: CancelBookingDialogProps['booking']) =>
  b.start_time ? ` on ${formatBusinessDate(b.start_time)}, ${formatTimeRange(b.start_time, b.end_time)}` : '';

export function CancelBookingDialog({ booking, open, onOpenChange }: CancelBookingDialogProps) {
  const cancel = useCancelBooking();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  const close = (next: boolean) => {
    if (cancel.isPending) return;
    if (!next) {
      setReason('');
      setProblem(null);
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (reason.trim() === '') {
      setProblem(REASON_REQUIRED);
      return;
    }
    try {
      await cancel.mutateAsync({ id: booking.id, reason });
      toast.success('Booking cancelled');
      close(false);
    } catch (e) {
      setFailure(englishErrorText(errorFromDatabase(e)));
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="md">
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col">
          <DialogHeader>
            <DialogTitle>Cancel booking</DialogTitle>
            <DialogDescription>
              {`Cancel the booking of ${booking.customer_name}${when(booking)}? Its time becomes free for other bookings at once. The booking stays in the list, marked cancelled.`}
            </DialogDescription>
          </DialogHeader>
          <Label htmlFor={`${id}-reason`} required>
            Reason
          </Label>
          <Textarea
            id={`${id}-reason`}
            required
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            placeholder="e.g. The customer sold the car"
            value={reason}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim() !== '') setProblem(null);
            }}
          />
          {problem && (
            <p id={`${id}-problem`} className="mt-1 text-sm text-red-600">
              {problem}
            </p>
          )}
          {failure && (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-700">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={cancel.isPending}>
              Keep booking
            </Button>
            <Button type="submit" variant="destructive" loading={cancel.isPending}>
              Cancel booking
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
