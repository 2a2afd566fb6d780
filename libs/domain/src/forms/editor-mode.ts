// Which flavour of the one editor screen a route shows (spec part 1 §2: create, {id}, view/{id}).
export type EditorMode = 'create' | 'edit' | 'view';

/** /formbuilder/create creates; /formbuilder/{id} and /formbuilder/view/{id} open read-only until Edit. */
export function initialEditorMode(id: string | undefined): EditorMode {
  return id ? 'view' : 'create';
}

export function editorHeading(mode: EditorMode): string {
  const verb = mode === 'create' ? 'Create' : mode === 'edit' ? 'Edit' : 'View';
  return `${verb} Inspection Form Template`;
}

export function saveButtonLabel(mode: EditorMode): string {
  return mode === 'edit' ? 'Update Template' : 'Save Template';
}

export const FORM_MESSAGES = {
  listFailed: 'Failed to load forms. Please try again.',
  loadFailed: 'Failed to load form template. Please try again.',
  deleteFailed: 'Failed to delete form. Please try again.',
  deleted: 'Form deleted successfully',
  updateFailed: 'Failed to update form template. Please try again.',
  createFailed: 'Failed to create form template. Please try again.',
  updated: 'Form updated successfully!',
  created: 'Form created successfully!',
  statusFailed: 'Failed to update form status. Please try again.',
  /** Not in the spec: the database keeps one live form per inspection type (migration 0009). */
  anotherLive: 'Another form is already live for this inspection type. Set that form to inactive first.',
  stale:
    'This template was changed by someone else since you opened it. Reload it to see their changes; your edits were not saved.',
} as const;
