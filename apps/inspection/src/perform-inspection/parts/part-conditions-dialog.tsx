import { useState } from 'react';
import { partLabel } from '@inspection/car-parts';
import { Button, Checkbox, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@inspection/ui';

interface Props {
  part: string;
  conditionNames: string[];
  initial: string[];
  onSave: (conditions: string[]) => void;
  onClose: () => void;
}

/** Condition checkboxes of one part: OK keeps the choice, Cancel or closing discards it. */
export function PartConditionsDialog({ part, conditionNames, initial, onSave, onClose }: Props) {
  const [chosen, setChosen] = useState<string[]>(initial);
  const toggle = (name: string, on: boolean) =>
    setChosen((current) => (on ? conditionNames.filter((n) => n === name || current.includes(n)) : current.filter((n) => n !== name)));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm">
        <DialogTitle>{partLabel(part)}</DialogTitle>
        <DialogDescription>Choose the conditions of this part.</DialogDescription>
        <div className="mt-3 grid gap-1" role="group" aria-label={`Conditions of ${partLabel(part)}`}>
          {conditionNames.map((name) => (
            <Checkbox
              key={name}
              label={name}
              className="min-h-11"
              checked={chosen.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)}
            />
          ))}
        </div>
        <DialogFooter>
          <Button variant="outline" className="min-h-11" onClick={onClose}>
            Cancel
          </Button>
          <Button className="min-h-11" onClick={() => onSave(chosen)}>
            OK
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
