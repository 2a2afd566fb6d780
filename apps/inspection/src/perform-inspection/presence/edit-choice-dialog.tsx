// A choice that must be made: no close button, and Escape or a click outside does not dismiss it (a dismissed
// conflict would leave a save waiting with nothing said).
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@inspection/ui';

interface Props {
  open: boolean;
  title: string;
  message: string;
  /** The safe choice (theirs), shown first. */
  safeLabel: string;
  onSafe: () => void;
  /** Mine: goes ahead over theirs. */
  aheadLabel: string;
  onAhead: () => void;
}

export function EditChoiceDialog({ open, title, message, safeLabel, onSafe, aheadLabel, onAhead }: Props) {
  return (
    <Dialog open={open}>
      <DialogContent
        size="sm"
        hideClose
        role="alertdialog"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-600">{message}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={onSafe}>
            {safeLabel}
          </Button>
          <Button variant="primary" onClick={onAhead}>
            {aheadLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
