// The prompt for a part's name (finishing a shape, renaming a part). The caller checks the name and passes back
// the refusal, which is shown in the dialog.
import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
} from '@inspection/ui';

export interface PartNameDialogProps {
  open: boolean;
  title: string;
  initialName?: string;
  error: string | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

export function PartNameDialog({ open, title, initialName = '', error, onSubmit, onCancel }: PartNameDialogProps) {
  const [name, setName] = useState(initialName);
  useEffect(() => {
    if (open) setName(initialName);
  }, [open, initialName]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent size="sm">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>Use a snake_case key, e.g. front_left_door.</DialogDescription>
          </DialogHeader>
          <Label htmlFor="part-name">Part name</Label>
          <Input
            id="part-name"
            className="mt-1.5"
            autoFocus
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'part-name-error' : undefined}
          />
          {error && (
            <p id="part-name-error" role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
