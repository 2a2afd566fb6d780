import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Button } from './button';
import { Dialog, DialogContent, DialogFooter } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called by the cancel button, Escape and a click outside. */
  onCancel: () => void;
  /** Red confirm button, for deletions and other irreversible actions. */
  destructive?: boolean;
  /** Shows the confirm button busy and disables both buttons. */
  busy?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      {/* Without a title the message itself names the dialog. */}
      <DialogContent size="sm" hideClose role="alertdialog" {...(title ? {} : { 'aria-describedby': undefined })}>
        {title ? (
          <>
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-2 text-sm text-slate-600">{message}</DialogPrimitive.Description>
          </>
        ) : (
          <DialogPrimitive.Title className="text-base font-normal leading-relaxed text-slate-700">
            {message}
          </DialogPrimitive.Title>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
