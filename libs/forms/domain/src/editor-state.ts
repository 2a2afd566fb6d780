// The form editor screen's state, and what the screen reads from it. Changed only by editor-reducer.ts.
import { initialEditorMode, type EditorMode } from './editor-mode';
import type { EditorField, EditorTemplate, FormStatus } from '@inspection/forms-template-model';
import { createTemplate } from './factories';

/** At most one confirmation is open at a time. */
export type EditorDialog =
  | { kind: 'status'; status: FormStatus; message: string }
  | { kind: 'edit' }
  | { kind: 'delete' }
  | { kind: 'leave' };

export interface FormEditorState {
  mode: EditorMode;
  /** The working copy. */
  template: EditorTemplate;
  /** The id of the saved form the working copy was loaded from; null until one is loaded (and while creating). */
  loadedId: string | null;
  /** Edited since it was loaded or saved: leaving asks first. */
  dirty: boolean;
  /** The field Copy Field put on the editor's clipboard; it can be pasted any number of times. */
  copiedField: EditorField | null;
  dialog: EditorDialog | null;
  /** The screen itself decided to go back to the list (after a save, a delete or a confirmed Cancel). */
  leaving: boolean;
}

/** A new template for /formbuilder/create; a blank one waiting for its load for /formbuilder/{id}. */
export function initialFormEditorState(routeId: string | undefined): FormEditorState {
  return {
    mode: initialEditorMode(routeId),
    template: createTemplate(),
    loadedId: null,
    dirty: false,
    copiedField: null,
    dialog: null,
    leaving: false,
  };
}

/** View mode shows the template read-only, whatever its status. */
export function isEditorReadOnly(state: FormEditorState): boolean {
  return state.mode === 'view';
}

/** Only a draft, opened in view mode, offers Edit and Delete. */
export function canEditOrDelete(state: FormEditorState): boolean {
  return state.mode === 'view' && state.template.status === 'draft' && state.template.id !== null;
}

/** The status changes by its own actions on the saved form, in view mode only; while editing it only shows, and a new form has none yet (docs/areas/forms.md#status-and-locking). */
export function canChooseStatus(state: FormEditorState): boolean {
  return state.mode === 'view' && state.template.id !== null;
}

/** Unsaved edits hold back any navigation the user did not confirm (links, the browser's Back, reload). */
export function guardsNavigation(state: FormEditorState): boolean {
  return state.dirty && !state.leaving;
}

export type EditorLoadPhase = 'loading' | 'failed' | 'ready';

/** A saved form's screen waits for its template; a new form's screen is ready at once. */
export function editorLoadPhase(
  state: FormEditorState,
  routeId: string | undefined,
  load: { isPending: boolean; isError: boolean },
): EditorLoadPhase {
  if (!routeId) return 'ready';
  if (load.isPending) return 'loading';
  if (load.isError) return 'failed';
  return state.loadedId === routeId ? 'ready' : 'loading';
}
