// Picking the conditions of one part (inspection and the tooling overlay alone): a checkbox per condition name;
// OK saves, Cancel or closing discards. Mount it while a part is being edited.
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@inspection/ui';
import { PART_CONDITIONS } from './part-conditions';
import { partLabel } from './part-label';

export interface PartConditionsDialogProps {
  part: string;
  /** The names to offer, in their order; the constant list unless the caller has the stored one. */
  conditionNames?: readonly string[];
  initial: readonly string[];
  onSave: (conditions: string[]) => void;
  onClose: () => void;
}

export function PartConditionsDialog({ part, conditionNames = PART_CONDITIONS, initial, onSave, onClose }: PartConditionsDialogProps) {
  const [picked, setPicked] = useState<readonly string[]>(initial);
  const toggle = (name: string, on: boolean) =>
    setPicked((current) => (on ? [...current, name] : current.filter((n) => n !== name)));
  const label = partLabel(part);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>Choose the conditions of this part.</DialogDescription>
        </DialogHeader>
        <div className="mt-3 grid gap-1" role="group" aria-label={`Conditions of ${label}`}>
          {conditionNames.map((name) => (
            <Checkbox
              key={name}
              label={name}
              className="min-h-11"
              checked={picked.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)}
            />
          ))}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" className="min-h-11" onClick={onClose}>
            Cancel
          </Button>
          {/* Saved in the names' order, whatever order they were ticked in. */}
          <Button type="button" className="min-h-11" onClick={() => onSave(conditionNames.filter((n) => picked.includes(n)))}>
            OK
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
