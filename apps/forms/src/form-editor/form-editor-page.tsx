import { useParams } from 'react-router-dom';
import { PageSpinner } from '@inspection/ui';
import { guardsNavigation, isEditorReadOnly } from '@inspection/forms-domain';
import { useFormEditor } from './use-form-editor';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { EditorLoadError } from './editor-load-error';
import { EditorHeader } from './editor-header';
import { EditorStatusBar } from './editor-status-bar';
import { TemplateDetails } from './template-details';
import { SectionList } from './section-list';
import { EditorDialogs } from './editor-dialogs';
import { VersionHistory } from '../form-versions/version-history';

/** /formbuilder/create, /formbuilder/{id} and /formbuilder/view/{id}: one screen, in create, view or edit mode. */
export default function FormEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const editor = useFormEditor(id);
  const { state, dispatch } = editor;

  if (editor.phase === 'loading') return <PageSpinner label="Loading form template" />;
  if (editor.phase === 'failed') return <EditorLoadError />;

  const readOnly = isEditorReadOnly(state);
  return (
    <div className="mx-auto w-full max-w-5xl p-4 sm:p-6 [&_input[readonly]]:bg-slate-50 [&_input[readonly]]:shadow-none">
      <UnsavedChangesGuard when={guardsNavigation(state)} />
      <EditorHeader
        mode={state.mode}
        saving={editor.saving}
        onCancel={() => dispatch({ type: 'cancelRequested' })}
        onSave={editor.saveTemplate}
      />
      {state.mode !== 'create' && (
        <EditorStatusBar
          state={state}
          dispatch={dispatch}
          updatingStatus={editor.updatingStatus}
          onChooseStatus={editor.chooseStatus}
        />
      )}
      {id && state.mode !== 'create' && <VersionHistory formId={id} />}
      <div className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <TemplateDetails
          title={state.template.title}
          inspectionTypeId={state.template.inspectionTypeId}
          inspectionTypes={editor.inspectionTypes}
          readOnly={readOnly}
          dispatch={dispatch}
        />
      </div>
      <SectionList
        sections={state.template.sections}
        readOnly={readOnly}
        canPaste={state.copiedField !== null}
        dispatch={dispatch}
      />
      <EditorDialogs
        dialog={state.dialog}
        dispatch={dispatch}
        updatingStatus={editor.updatingStatus}
        deleting={editor.deleting}
        onConfirmStatus={editor.confirmStatus}
        onConfirmDelete={editor.confirmDelete}
      />
    </div>
  );
}
