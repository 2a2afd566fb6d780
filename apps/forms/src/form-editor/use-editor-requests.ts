// The editor's requests (save, status, delete): the domain says what to send and what to tell the user;
// the answer goes back to the reducer as an event.
import { isStaleTemplateError, useDeleteForm, useSaveFormTemplate, useUpdateFormStatus } from '@inspection/forms-data-access';
import { FORM_TEMPLATE_MESSAGES, prepareSave, saveFailedMessage, saveSucceededMessage, statusFailedMessage, statusToApply, statusUpdatedMessage, type FormEditorDispatch, type FormEditorState } from '@inspection/forms-domain';
import { type FormStatus } from '@inspection/forms-template-model';
import { toast } from '@inspection/ui';

/** The stale-save message is long: it stays up longer. */
const STALE_TOAST_MS = 8000;

export function useEditorRequests(state: FormEditorState, dispatch: FormEditorDispatch) {
  const save = useSaveFormTemplate();
  const updateStatus = useUpdateFormStatus();
  const deleteForm = useDeleteForm();
  const formId = state.template.id;

  const saveTemplate = () => {
    const command = prepareSave(state);
    if (command.kind === 'invalid') {
      toast.error(command.message);
      return;
    }
    save.mutate(command.payload, {
      onSuccess: () => {
        toast.success(saveSucceededMessage(command.updating));
        dispatch({ type: 'saved' });
      },
      onError: (error) => {
        const stale = isStaleTemplateError(error);
        const message = saveFailedMessage(command.updating, stale);
        if (stale) toast.error(message, { duration: STALE_TOAST_MS });
        else toast.error(message);
      },
    });
  };

  const applyStatus = (status: FormStatus) => {
    if (!formId) return;
    updateStatus.mutate(
      { id: formId, status },
      {
        onSuccess: (row) => {
          dispatch({ type: 'statusUpdated', status: row.status, updatedAt: row.updated_at });
          toast.success(statusUpdatedMessage(row.status));
        },
        onError: (error) => {
          toast.error(statusFailedMessage(error));
          dispatch({ type: 'statusUpdateFailed' });
        },
      },
    );
  };

  /** Draft is sent at once; live and inactive open the confirmation first (the reducer opens it). */
  const chooseStatus = (status: FormStatus) => {
    const now = statusToApply(state, status);
    if (now) applyStatus(now);
    else dispatch({ type: 'statusChosen', status });
  };

  const confirmStatus = () => {
    if (state.dialog?.kind === 'status') applyStatus(state.dialog.status);
  };

  const confirmDelete = () => {
    if (!formId) return;
    deleteForm.mutate(formId, {
      onSuccess: () => {
        toast.success(FORM_TEMPLATE_MESSAGES.deleted);
        dispatch({ type: 'deleted' });
      },
      onError: () => {
        toast.error(FORM_TEMPLATE_MESSAGES.deleteFailed);
        dispatch({ type: 'deleteFailed' });
      },
    });
  };

  return {
    saveTemplate,
    chooseStatus,
    confirmStatus,
    confirmDelete,
    saving: save.isPending,
    updatingStatus: updateStatus.isPending,
    deleting: deleteForm.isPending,
  };
}
