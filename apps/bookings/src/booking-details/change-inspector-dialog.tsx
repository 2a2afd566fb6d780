// 'Change inspector' on booking details: the wizard's picker, offering only the inspectors free for all of this
// booking's time (get_free_inspectors, this booking left out). A refusal stays in the dialog
// (docs/areas/bookings.md#booking-details).
import { useState } from 'react';
import { englishErrorText, errorFromDatabase, formatBusinessDate, formatTimeRange } from '@inspection/shared-domain';
import { useChangeBookingInspector } from '@inspection/bookings-data-access';
import type { BookingWithType } from '@inspection/bookings-domain';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, toast } from '@inspection/ui';
import { InspectorPicker } from '../booking-wizard/inspector-picker';

export interface ChangeInspectorDialogProps {
  booking: BookingWithType & { start_time: string; end_time: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChangeInspectorDialog({ booking: b, open, onOpenChange }: ChangeInspectorDialogProps) {
  const change = useChangeBookingInspector(b.id);
  const current = b.inspector_id ?? null;
  const [choice, setChoice] = useState<string | null>(current);
  const [failure, setFailure] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (change.isPending) return;
    if (!next) {
      setChoice(current);
      setFailure(null);
    }
    onOpenChange(next);
  };
  const save = async () => {
    setFailure(null);
    try {
      await change.mutateAsync(choice);
      toast.success('Inspector changed');
      onOpenChange(false);
    } catch (e) {
      setFailure(englishErrorText(errorFromDatabase(e)));
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Change inspector</DialogTitle>
          <DialogDescription>
            {`Only the inspectors free for all of ${formatBusinessDate(b.start_time)}, ${formatTimeRange(b.start_time, b.end_time)} are offered.`}
          </DialogDescription>
        </DialogHeader>
        {open && <InspectorPicker slot={{ start: b.start_time, end: b.end_time }} excludeBookingId={b.id} inspectorId={choice} onInspector={setChoice} />}
        {failure && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {failure}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={change.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={change.isPending} disabled={choice === current}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
