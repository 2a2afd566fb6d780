// The editor's heading and save button, by mode.
import type { EditorMode } from '@inspection/forms-domain';

export function editorHeading(mode: EditorMode): string {
  const verb = mode === 'create' ? 'Create' : mode === 'edit' ? 'Edit' : 'View';
  return `${verb} Inspection Form Template`;
}

export function saveButtonLabel(mode: EditorMode): string {
  return mode === 'edit' ? 'Update Template' : 'Save Template';
}
