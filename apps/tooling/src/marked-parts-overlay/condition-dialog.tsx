// Picking the conditions of one part: a checkbox per condition name; OK saves, Cancel or close discards.
import { useEffect, useState } from 'react';
import { PART_CONDITIONS, partLabel } from '@inspection/car-parts';
import { Button, Checkbox, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@inspection/ui';

export function ConditionDialog({
  part,
  selected,
  onSave,
  onCancel,
}: {
  part: string | null;
  selected: readonly string[];
  onSave: (conditions: string[]) => void;
  onCancel: () => void;
}) {
  const [picked, setPicked] = useState<string[]>([...selected]);
  useEffect(() => {
    if (part) setPicked([...selected]);
  }, [part, selected]);

  const toggle = (condition: string, on: boolean) =>
    setPicked((current) => (on ? [...current, condition] : current.filter((c) => c !== condition)));

  return (
    <Dialog open={part !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{part ? partLabel(part) : ''}</DialogTitle>
          <DialogDescription>Pick the conditions of this part.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col" role="group" aria-label="Conditions">
          {PART_CONDITIONS.map((condition) => (
            <Checkbox
              key={condition}
              label={condition}
              checked={picked.includes(condition)}
              onChange={(event) => toggle(condition, event.target.checked)}
            />
          ))}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          {/* Saved in the condition list's order, whatever order they were ticked in. */}
          <Button type="button" onClick={() => onSave(PART_CONDITIONS.filter((c) => picked.includes(c)))}>
            OK
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
