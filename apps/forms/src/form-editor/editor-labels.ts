// The editor's heading, save button and save state, by mode.
import type { EditorMode } from '@inspection/forms-domain';

export function editorHeading(mode: EditorMode): string {
  const verb = mode === 'create' ? 'Create' : mode === 'edit' ? 'Edit' : 'View';
  return `${verb} Inspection Form Template`;
}

export function saveButtonLabel(mode: EditorMode): string {
  return mode === 'edit' ? 'Update Template' : 'Save Template';
}

/** The save bar's words: unsaved edits, a new form not saved yet, nothing to save, or a read-only view. */
export function saveStateLabel(mode: EditorMode, dirty: boolean): string {
  if (mode === 'view') return 'Read-only';
  if (dirty) return 'Unsaved changes';
  return mode === 'create' ? 'Not saved yet' : 'No unsaved changes';
}
