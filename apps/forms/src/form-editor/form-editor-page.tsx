import { useParams } from 'react-router-dom';
import { PageSpinner, cn } from '@inspection/ui';
import { guardsNavigation, isEditorReadOnly } from '@inspection/forms-domain';
import { useFormEditor } from './use-form-editor';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { EditorLoadError } from './editor-load-error';
import { EditorHeader } from './editor-header';
import { EditorStatusBar } from './editor-status-bar';
import { EditorSaveBar } from './editor-save-bar';
import { TemplateDetails } from './template-details';
import { SectionList } from './section-list';
import { SectionOutline } from './section-outline';
import { DETAILS_ANCHOR_ID, outlineEntries } from './jump-to-section';
import { EditorDialogs } from './editor-dialogs';
import { VersionHistory } from '../form-versions/version-history';

/** An outline is worth its room from two sections on. */
const OUTLINE_FROM_ENTRIES = 3;

/** /formbuilder/create, /formbuilder/{id} and /formbuilder/view/{id}: one screen, in create, view or edit mode. */
export default function FormEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const editor = useFormEditor(id);
  const { state, dispatch } = editor;

  if (editor.phase === 'loading') return <PageSpinner label="Loading form template" />;
  if (editor.phase === 'failed') return <EditorLoadError />;

  const readOnly = isEditorReadOnly(state);
  const outline = outlineEntries(state.template.sections);
  const withOutline = outline.length >= OUTLINE_FROM_ENTRIES;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6 [&_input[readonly]]:bg-slate-50 [&_input[readonly]]:shadow-none">
      <UnsavedChangesGuard when={guardsNavigation(state)} />
      <EditorHeader mode={state.mode} />
      {state.mode !== 'create' && (
        <EditorStatusBar
          state={state}
          dispatch={dispatch}
          updatingStatus={editor.updatingStatus}
          onChooseStatus={editor.chooseStatus}
        />
      )}
      {id && state.mode !== 'create' && <VersionHistory formId={id} />}
      {/* The outline comes first: a keyboard reaches it before the long form it jumps through. */}
      <div className={cn(withOutline && 'lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-6')}>
        {withOutline && <SectionOutline entries={outline} />}
        <div className="min-w-0">
          <div
            id={DETAILS_ANCHOR_ID}
            tabIndex={-1}
            role="group"
            aria-label="Form details"
            className="mb-6 scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
          >
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
        </div>
      </div>
      <EditorSaveBar
        mode={state.mode}
        dirty={state.dirty}
        saving={editor.saving}
        outline={withOutline ? outline : []}
        onCancel={() => dispatch({ type: 'cancelRequested' })}
        onSave={editor.saveTemplate}
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
