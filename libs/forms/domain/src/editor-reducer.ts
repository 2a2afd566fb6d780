// The form editor as a pure reducer: every click, load and server answer of the editor screen is an event;
// the screen renders the state and runs the requests (editor-commands.ts says which and what to tell the user).
import { initialEditorMode } from './editor-mode';
import { randomId, type EditorField, type EditorTemplate, type FieldType, type FormStatus, type IdFactory } from '@inspection/forms-template-model';
import { canChooseStatus, canEditOrDelete, isEditorReadOnly, type FormEditorState } from './editor-state';
import type { MoveDirection } from './list-rules';
import { decideStatusChange } from './status-rules';
import {
  addField,
  addSection,
  duplicateSection,
  moveField,
  moveSection,
  pasteField,
  removeField,
  removeSection,
  renameSection,
  updateField,
  updateSection,
} from './template-rules';

/** A change of one field: its title, settings, options or sub-fields (template-rules.ts has one per kind). */
export type FieldUpdate = (field: EditorField) => EditorField;

/** Edits of the working copy; they mark it dirty, and a read-only (view mode) editor ignores them. */
export type TemplateEditEvent =
  | { type: 'titleChanged'; title: string }
  | { type: 'inspectionTypeChanged'; inspectionTypeId: string }
  | { type: 'sectionAdded' }
  | { type: 'sectionRenamed'; sectionId: string; title: string }
  | { type: 'sectionRemoved'; sectionId: string }
  | { type: 'sectionMoved'; sectionId: string; direction: MoveDirection }
  | { type: 'sectionDuplicated'; sectionId: string }
  | { type: 'fieldAdded'; sectionId: string; fieldType: FieldType }
  | { type: 'fieldEdited'; sectionId: string; fieldId: string; update: FieldUpdate }
  | { type: 'fieldRemoved'; sectionId: string; fieldId: string }
  | { type: 'fieldMoved'; sectionId: string; fieldId: string; direction: MoveDirection }
  | { type: 'fieldPasted'; sectionId: string; afterFieldId: string };

export type FormEditorEvent =
  | TemplateEditEvent
  | { type: 'routeChanged'; id: string | undefined }
  | { type: 'templateLoaded'; template: EditorTemplate }
  | { type: 'fieldCopied'; sectionId: string; fieldId: string }
  | { type: 'cancelRequested' }
  | { type: 'leaveConfirmed' }
  | { type: 'saved' }
  | { type: 'statusChosen'; status: FormStatus }
  | { type: 'statusUpdated'; status: FormStatus; updatedAt: string }
  | { type: 'statusUpdateFailed' }
  | { type: 'editRequested' }
  | { type: 'editConfirmed' }
  | { type: 'deleteRequested' }
  | { type: 'deleted' }
  | { type: 'deleteFailed' }
  | { type: 'dialogDismissed' };

export type FormEditorDispatch = (event: FormEditorEvent) => void;

/** The reducer with its own id factory for new sections and pasted copies (tests pass sequential ids). */
export function createFormEditorReducer(newId: IdFactory = randomId) {
  return function formEditorReducer(state: FormEditorState, event: FormEditorEvent): FormEditorState {
    switch (event.type) {
      case 'routeChanged': {
        const mode = initialEditorMode(event.id);
        return mode === state.mode ? state : { ...state, mode };
      }
      case 'templateLoaded':
        // A refetch of the form already open keeps the working copy and its edits.
        if (event.template.id === state.loadedId) return state;
        return { ...state, template: event.template, loadedId: event.template.id, dirty: false };
      case 'fieldCopied': {
        const section = state.template.sections.find((s) => s.id === event.sectionId);
        const field = section?.fields.find((f) => f.id === event.fieldId);
        return field ? { ...state, copiedField: field } : state;
      }
      case 'cancelRequested':
        return state.dirty ? { ...state, dialog: { kind: 'leave' } } : { ...state, leaving: true };
      case 'leaveConfirmed':
        return { ...state, dialog: null, leaving: true };
      case 'saved':
        return { ...state, dirty: false, leaving: true };
      case 'statusChosen': {
        if (!canChooseStatus(state)) return state;
        const change = decideStatusChange(state.template.status, event.status);
        if (change.kind !== 'confirm') return state; // 'apply' needs no dialog: the screen sends it at once
        return { ...state, dialog: { kind: 'status', status: change.status, message: change.message } };
      }
      case 'statusUpdated':
        // Not an edit: the server changed the status and the row's updated_at, which the next save must send.
        return { ...state, dialog: null, template: { ...state.template, status: event.status, updatedAt: event.updatedAt } };
      case 'editRequested':
        return canEditOrDelete(state) ? { ...state, dialog: { kind: 'edit' } } : state;
      case 'editConfirmed':
        return state.mode === 'view' ? { ...state, dialog: null, mode: 'edit' } : state;
      case 'deleteRequested':
        return canEditOrDelete(state) ? { ...state, dialog: { kind: 'delete' } } : state;
      case 'deleted':
        return { ...state, dialog: null, leaving: true };
      case 'statusUpdateFailed':
      case 'deleteFailed':
      case 'dialogDismissed':
        return state.dialog ? { ...state, dialog: null } : state;
      default:
        return applyEdit(state, event, newId);
    }
  };
}

export const formEditorReducer = createFormEditorReducer();

function applyEdit(state: FormEditorState, event: TemplateEditEvent, newId: IdFactory): FormEditorState {
  if (isEditorReadOnly(state)) return state;
  const template = editTemplate(state.template, event, state.copiedField, newId);
  return template === state.template ? state : { ...state, template, dirty: true };
}

function editTemplate(
  template: EditorTemplate,
  event: TemplateEditEvent,
  copiedField: EditorField | null,
  newId: IdFactory,
): EditorTemplate {
  switch (event.type) {
    case 'titleChanged':
      return { ...template, title: event.title };
    case 'inspectionTypeChanged':
      return { ...template, inspectionTypeId: event.inspectionTypeId };
    case 'sectionAdded':
      return addSection(template, newId);
    case 'sectionRenamed':
      return renameSection(template, event.sectionId, event.title);
    case 'sectionRemoved':
      return removeSection(template, event.sectionId);
    case 'sectionMoved':
      return moveSection(template, event.sectionId, event.direction);
    case 'sectionDuplicated':
      return duplicateSection(template, event.sectionId, newId);
    case 'fieldAdded':
      return updateSection(template, event.sectionId, (s) => addField(s, event.fieldType, newId));
    case 'fieldEdited':
      return updateSection(template, event.sectionId, (s) => updateField(s, event.fieldId, event.update));
    case 'fieldRemoved':
      return updateSection(template, event.sectionId, (s) => removeField(s, event.fieldId));
    case 'fieldMoved':
      return updateSection(template, event.sectionId, (s) => moveField(s, event.fieldId, event.direction));
    case 'fieldPasted':
      if (!copiedField) return template;
      return updateSection(template, event.sectionId, (s) => pasteField(s, copiedField, event.afterFieldId, newId));
  }
}
