// What the form template screens (list and editor) tell the user in toasts and error boxes.
export const FORM_TEMPLATE_MESSAGES = {
  listFailed: 'Failed to load forms. Please try again.',
  loadFailed: 'Failed to load form template. Please try again.',
  deleteFailed: 'Failed to delete form. Please try again.',
  deleted: 'Form deleted successfully',
  updateFailed: 'Failed to update form template. Please try again.',
  createFailed: 'Failed to create form template. Please try again.',
  updated: 'Form updated successfully!',
  created: 'Form created successfully!',
  statusFailed: 'Failed to update form status. Please try again.',
  stale:
    'This template was changed by someone else since you opened it. Reload it to see their changes; your edits were not saved.',
} as const;
