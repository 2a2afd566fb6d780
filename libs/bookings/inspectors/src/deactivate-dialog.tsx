import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, ErrorBox } from '@inspection/ui';
import { useDeactivateInspector, type DeactivationResult, type Inspector } from '@inspection/bookings-data-access';
import { formatBusinessDate, formatBusinessTime } from '@inspection/shared-domain';

/**
 * Deactivating an inspector: their future bookings go to whoever is free then; the ones nobody can take are listed
 * so the office can move them.
 */
export function DeactivateDialog({ inspector, onClose }: { inspector: Inspector; onClose: () => void }) {
  const deactivate = useDeactivateInspector();
  const [result, setResult] = useState<DeactivationResult | null>(null);
  const left = result?.filter((r) => r.reassigned_to === null) ?? [];
  const moved = (result?.length ?? 0) - left.length;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Deactivate {inspector.full_name}?</DialogTitle>
          <DialogDescription>
            {result
              ? `${inspector.full_name} is inactive. ${moved} future booking${moved === 1 ? '' : 's'} reassigned.`
              : 'Their future bookings go to an inspector who is free then. Bookings nobody can take are listed here for you to move.'}
          </DialogDescription>
        </DialogHeader>
        {result && left.length > 0 && (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold text-slate-900">No inspector is free for these bookings:</p>
            <ul className="flex flex-col gap-1 text-sm text-slate-800" aria-label="Bookings to move">
              {left.map((b) => (
                <li key={b.booking_id}>
                  {b.customer_name}, {formatBusinessDate(b.start_time)} {formatBusinessTime(b.start_time)}
                </li>
              ))}
            </ul>
          </div>
        )}
        {deactivate.isError && <ErrorBox>{(deactivate.error as Error).message}</ErrorBox>}
        <DialogFooter>
          {result ? (
            <Button onClick={onClose}>Done</Button>
          ) : (
            <>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button variant="destructive" loading={deactivate.isPending} onClick={() => deactivate.mutate(inspector.id, { onSuccess: setResult })}>
                Deactivate and reassign
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
