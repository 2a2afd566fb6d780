import { Lock, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@inspection/ui';
import { canChooseStatus, canEditOrDelete, formStatusLabel, isFormLocked, type FormEditorDispatch, type FormEditorState } from '@inspection/forms-domain';
import { type FormStatus } from '@inspection/forms-template-model';
import { StatusControl } from './status-control';

interface EditorStatusBarProps {
  state: FormEditorState;
  dispatch: FormEditorDispatch;
  updatingStatus: boolean;
  onChooseStatus(status: FormStatus): void;
}

/** A saved form's status, its Edit and Delete (drafts only), and why a live or inactive form cannot be edited. */
export function EditorStatusBar({ state, dispatch, updatingStatus, onChooseStatus }: EditorStatusBarProps) {
  const { status } = state.template;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <StatusControl status={status} disabled={!canChooseStatus(state) || updatingStatus} onChoose={onChooseStatus} />
      {canEditOrDelete(state) && (
        <>
          <Button variant="outline" onClick={() => dispatch({ type: 'editRequested' })}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="destructive" onClick={() => dispatch({ type: 'deleteRequested' })}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </>
      )}
      {isFormLocked(status) && (
        <p className="flex items-center gap-1.5 text-sm text-slate-600" data-testid="locked-notice">
          <Lock className="size-4" aria-hidden="true" />
          This form is {formStatusLabel(status).toLowerCase()} and locked. Set it to draft to edit it.
        </p>
      )}
    </div>
  );
}
