// The perform-inspection form's toasts and confirmation, written once.
export const FORM_MESSAGES = {
  confirm: "Are you sure you want to submit this inspection? You won't be able to edit it afterward.",
  submitted: 'Inspection submitted successfully',
  submitFailed: 'Failed to submit inspection data. Please try again.',
  submitQueued: 'Signed. The inspection will be submitted when the connection returns.',
  saved: 'Inspection saved successfully',
  saveFailed: 'Failed to save inspection',
  autosaveFailed: 'Autosave failed. Please check your connection.',
  partsFailed: 'Failed to save part conditions',
} as const;
