// What the CRM screens say after a load or a save.
export const CRM_MESSAGES = {
  leadsLoadFailed: 'Failed to load leads',
  contactsLoadFailed: 'Failed to load contacts',
  contactSaved: 'Contact saved successfully',
  contactSaveFailed: 'Failed to save contact',
  leadUpdated: 'Lead updated successfully',
  leadUpdateFailed: 'Failed to update lead',
  leadAdded: 'Lead added successfully',
  leadAddFailed: 'Failed to add lead',
  contactUpdated: 'Contact updated successfully',
  contactUpdateFailed: 'Failed to update contact',
  duplicatePhone: 'A contact with this phone number already exists. Please use a different phone number.',
  importHint: 'Imported from existing record',
} as const;

/** How long the 'imported' hint stays after 'Import from existing record'. */
export const IMPORT_HINT_MS = 4000;

/** Postgres' unique violation, as PostgREST reports it. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/** A contact update that breaks phone uniqueness says so; anything else is a plain failure. */
export function contactUpdateErrorMessage(error: unknown): string {
  return isUniqueViolation(error) ? CRM_MESSAGES.duplicatePhone : CRM_MESSAGES.contactUpdateFailed;
}
