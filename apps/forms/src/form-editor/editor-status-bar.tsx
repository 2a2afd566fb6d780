import { Lock, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@inspection/ui';
import { useFormInUse, useFormVersions } from '@inspection/forms-data-access';
import {
  EDIT_MODE_STATUS_NOTE,
  canChooseStatus,
  canEditOrDelete,
  isFormLocked,
  lockedFormNotice,
  statusActions,
  type FormEditorDispatch,
  type FormEditorState,
} from '@inspection/forms-domain';
import { type FormStatus } from '@inspection/forms-template-model';
import { NewVersionButton } from '../form-versions/new-version-button';
import { StatusControl } from './status-control';

interface EditorStatusBarProps {
  state: FormEditorState;
  dispatch: FormEditorDispatch;
  updatingStatus: boolean;
  onChooseStatus(status: FormStatus): void;
}

/**
 * A saved form's status. In view mode: its status actions, Edit and Delete (drafts only), and for a live or inactive
 * form why it is locked with its way forward (back to draft while no inspection answered it, New Version always).
 * In edit mode the status only shows: it changes on the saved form (docs/areas/forms.md#status-and-locking).
 */
export function EditorStatusBar({ state, dispatch, updatingStatus, onChooseStatus }: EditorStatusBarProps) {
  const { status, id } = state.template;
  const locked = state.mode === 'view' && isFormLocked(status);
  const inUse = useFormInUse(id, locked).data ?? null;
  const version = useFormVersions(id ?? '').data?.find((v) => v.id === id)?.version;
  const actions = canChooseStatus(state) ? statusActions(status, inUse === true) : [];
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <StatusControl status={status} actions={actions} busy={updatingStatus} onChoose={onChooseStatus} />
        {canEditOrDelete(state) && (
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button variant="outline" onClick={() => dispatch({ type: 'editRequested' })}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button variant="destructive" onClick={() => dispatch({ type: 'deleteRequested' })}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
      </div>
      {state.mode === 'edit' && <p className="text-sm text-slate-600">{EDIT_MODE_STATUS_NOTE}</p>}
      {locked && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-2" data-testid="locked-notice">
          <p className="flex flex-1 basis-64 items-start gap-1.5 text-sm text-slate-700">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {lockedFormNotice(status, inUse)}
          </p>
          {id && version !== undefined && <NewVersionButton formId={id} version={version} />}
        </div>
      )}
    </div>
  );
}
