import { ConfirmDialog } from '@inspection/ui';
import { DELETE_FORM_CONFIRMATION, EDIT_FORM_WARNING, type EditorDialog, type FormEditorDispatch } from '@inspection/forms-domain';
import { LeaveDialog } from './unsaved-changes-guard';

interface EditorDialogsProps {
  dialog: EditorDialog | null;
  dispatch: FormEditorDispatch;
  updatingStatus: boolean;
  deleting: boolean;
  onConfirmStatus(): void;
  onConfirmDelete(): void;
}

/** The editor's confirmations: status change, Edit, Delete and Cancel with unsaved changes. */
export function EditorDialogs({ dialog, dispatch, updatingStatus, deleting, onConfirmStatus, onConfirmDelete }: EditorDialogsProps) {
  const dismiss = () => dispatch({ type: 'dialogDismissed' });
  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'status'}
        message={dialog?.kind === 'status' ? dialog.message : ''}
        confirmLabel="Confirm"
        busy={updatingStatus}
        onCancel={dismiss}
        onConfirm={onConfirmStatus}
      />
      <ConfirmDialog
        open={dialog?.kind === 'edit'}
        message={EDIT_FORM_WARNING}
        confirmLabel="Continue"
        onCancel={dismiss}
        onConfirm={() => dispatch({ type: 'editConfirmed' })}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        message={DELETE_FORM_CONFIRMATION}
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onCancel={dismiss}
        onConfirm={onConfirmDelete}
      />
      <LeaveDialog open={dialog?.kind === 'leave'} onStay={dismiss} onLeave={() => dispatch({ type: 'leaveConfirmed' })} />
    </>
  );
}
