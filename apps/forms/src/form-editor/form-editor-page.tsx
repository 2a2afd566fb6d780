import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formsPaths } from '@inspection/platform-manifest';
import { Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { Button, ConfirmDialog, ErrorBox, PageHeader, PageSpinner, buttonVariants, toast } from '@inspection/ui';
import { isAnotherLiveFormError, isStaleTemplateError, useDeleteForm, useSaveFormTemplate, useUpdateFormStatus } from '@inspection/forms-data-access';
import { DELETE_FORM_CONFIRMATION, EDIT_FORM_WARNING, decideStatusChange, formStatusLabel, initialEditorMode, isFormLocked, statusUpdatedMessage, templateToSavePayload, validateTemplate, type EditorMode } from '@inspection/forms-domain';
import { type FormStatus } from '@inspection/form-template-model';
import { FORM_MESSAGES } from '../form-messages';
import { editorHeading, saveButtonLabel } from './editor-labels';
import { useTemplateEditor } from './use-template-editor';
import { useEditorData } from './use-editor-data';
import { TemplateDetails } from './template-details';
import { SectionCard } from './section-card';
import { StatusControl } from './status-control';
import { UnsavedChangesGuard, UNSAVED_CHANGES_MESSAGE } from './unsaved-changes-guard';

type Dialog = { kind: 'status'; status: FormStatus; message: string } | { kind: 'edit' } | { kind: 'delete' } | { kind: 'leave' };

/** /formbuilder/create, /formbuilder/{id} and /formbuilder/view/{id}: one screen, in create, view or edit mode. */
export default function FormEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const [mode, setMode] = useState<EditorMode>(() => initialEditorMode(id));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { template: loaded, inspectionTypes } = useEditorData(id);
  const editor = useTemplateEditor();
  const { template, actions, reset } = editor;
  const bypassGuard = useRef(false);
  const [loadedId, setLoadedId] = useState<string | null>(null);

  const save = useSaveFormTemplate();
  const updateStatus = useUpdateFormStatus();
  const deleteForm = useDeleteForm();

  useEffect(() => {
    setMode(initialEditorMode(id));
  }, [id]);

  useEffect(() => {
    if (loaded.data && loaded.data.id !== loadedId) {
      reset(loaded.data);
      setLoadedId(loaded.data.id);
    }
  }, [loaded.data, loadedId, reset]);

  const readOnly = mode === 'view';
  const leave = () => {
    bypassGuard.current = true;
    navigate(formsPaths.list.to());
  };

  const onSave = () => {
    const problem = validateTemplate(template);
    if (problem) {
      toast.error(problem);
      return;
    }
    const updating = mode === 'edit';
    save.mutate(templateToSavePayload(updating ? template : { ...template, id: null, updatedAt: null }), {
      onSuccess: () => {
        toast.success(updating ? FORM_MESSAGES.updated : FORM_MESSAGES.created);
        editor.markClean();
        leave();
      },
      onError: (error) => {
        if (isStaleTemplateError(error)) toast.error(FORM_MESSAGES.stale, { duration: 8000 });
        else toast.error(updating ? FORM_MESSAGES.updateFailed : FORM_MESSAGES.createFailed);
      },
    });
  };

  const applyStatus = (status: FormStatus) => {
    if (!template.id) return;
    updateStatus.mutate(
      { id: template.id, status },
      {
        onSuccess: (row) => {
          editor.patchSaved({ status: row.status, updatedAt: row.updated_at });
          toast.success(statusUpdatedMessage(row.status));
          setDialog(null);
        },
        onError: (error) => {
          toast.error(isAnotherLiveFormError(error) ? FORM_MESSAGES.anotherLive : FORM_MESSAGES.statusFailed);
          setDialog(null);
        },
      },
    );
  };

  const onChooseStatus = (status: FormStatus) => {
    const decision = decideStatusChange(template.status, status);
    if (decision.kind === 'apply') applyStatus(decision.status);
    if (decision.kind === 'confirm') setDialog({ kind: 'status', status: decision.status, message: decision.message });
  };

  const onDelete = () => {
    if (!template.id) return;
    deleteForm.mutate(template.id, {
      onSuccess: () => {
        toast.success(FORM_MESSAGES.deleted);
        setDialog(null);
        leave();
      },
      onError: () => {
        toast.error(FORM_MESSAGES.deleteFailed);
        setDialog(null);
      },
    });
  };

  const onCancel = () => (editor.dirty ? setDialog({ kind: 'leave' }) : leave());

  if (id && loaded.isPending) return <PageSpinner label="Loading form template" />;
  if (id && loaded.isError) {
    return (
      <div className="mx-auto w-full max-w-5xl p-4 sm:p-6">
        <ErrorBox
          title={FORM_MESSAGES.loadFailed}
          action={
            <Link to={formsPaths.list.to()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Back to forms
            </Link>
          }
        />
      </div>
    );
  }
  if (id && loadedId !== id) return <PageSpinner label="Loading form template" />;

  const locked = isFormLocked(template.status);

  return (
    <div className="mx-auto w-full max-w-5xl p-4 sm:p-6 [&_input[readonly]]:bg-slate-50 [&_input[readonly]]:shadow-none">
      <UnsavedChangesGuard when={editor.dirty} bypass={bypassGuard} />
      <PageHeader
        title={editorHeading(mode)}
        actions={
          <>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            {mode !== 'view' && (
              <Button onClick={onSave} loading={save.isPending}>
                {saveButtonLabel(mode)}
              </Button>
            )}
          </>
        }
      />

      {mode !== 'create' && (
        <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <StatusControl
            status={template.status}
            disabled={mode === 'edit' || updateStatus.isPending}
            onChoose={onChooseStatus}
          />
          {mode === 'view' && template.status === 'draft' && (
            <>
              <Button variant="outline" onClick={() => setDialog({ kind: 'edit' })}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button variant="destructive" onClick={() => setDialog({ kind: 'delete' })}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </>
          )}
          {locked && (
            <p className="flex items-center gap-1.5 text-sm text-slate-600" data-testid="locked-notice">
              <Lock className="size-4" aria-hidden="true" />
              This form is {formStatusLabel(template.status).toLowerCase()} and locked. Set it to draft to edit it.
            </p>
          )}
        </div>
      )}

      <div className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <TemplateDetails
          title={template.title}
          inspectionTypeId={template.inspectionTypeId}
          inspectionTypes={inspectionTypes}
          readOnly={readOnly}
          onTitleChange={actions.setTitle}
          onInspectionTypeChange={actions.setInspectionType}
        />
      </div>

      <div className="flex flex-col gap-4">
        {template.sections.map((section, index) => (
          <SectionCard
            key={section.id}
            section={section}
            index={index}
            count={template.sections.length}
            readOnly={readOnly}
            copiedField={editor.copiedField}
            actions={actions}
          />
        ))}
        {template.sections.length === 0 && readOnly && (
          <p className="text-sm text-slate-500">This template has no sections.</p>
        )}
        {!readOnly && (
          <Button variant="outline" size="lg" className="w-full border-dashed" onClick={actions.addSection}>
            <Plus aria-hidden="true" />
            Add Section
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={dialog?.kind === 'status'}
        message={dialog?.kind === 'status' ? dialog.message : ''}
        confirmLabel="Confirm"
        busy={updateStatus.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'status' && applyStatus(dialog.status)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'edit'}
        message={EDIT_FORM_WARNING}
        confirmLabel="Continue"
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          setMode('edit');
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        message={DELETE_FORM_CONFIRMATION}
        confirmLabel="Delete"
        destructive
        busy={deleteForm.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={onDelete}
      />
      <ConfirmDialog
        open={dialog?.kind === 'leave'}
        title="Discard unsaved changes?"
        message={UNSAVED_CHANGES_MESSAGE}
        cancelLabel="Stay"
        confirmLabel="Leave"
        destructive
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          leave();
        }}
      />
    </div>
  );
}
