// Form status transitions and locking: only a draft form can be edited.
import type { FormStatus } from '@inspection/forms-template-model';

export const FORM_STATUSES: ReadonlyArray<{ value: FormStatus; label: string }> = [
  { value: 'draft', label: 'Draft' },
  { value: 'live', label: 'Live' },
  { value: 'inactive', label: 'Inactive' },
];

export function formStatusLabel(status: string): string {
  return FORM_STATUSES.find((s) => s.value === status)?.label ?? status;
}

export type StatusChange =
  | { kind: 'none' }
  | { kind: 'apply'; status: FormStatus }
  | { kind: 'confirm'; status: FormStatus; message: string };

export function statusConfirmationMessage(status: FormStatus): string {
  return `Are you sure you want to change the form status to ${status}? This will lock the form and prevent further edits.`;
}

/** Choosing the current status does nothing; draft applies at once; live and inactive ask first. */
export function decideStatusChange(current: FormStatus, chosen: FormStatus): StatusChange {
  if (current === chosen) return { kind: 'none' };
  if (chosen === 'draft') return { kind: 'apply', status: chosen };
  return { kind: 'confirm', status: chosen, message: statusConfirmationMessage(chosen) };
}

export interface StatusAction {
  status: FormStatus;
  label: string;
}

const STATUS_ACTION_LABELS: ReadonlyArray<StatusAction> = [
  { status: 'live', label: 'Make Live' },
  { status: 'inactive', label: 'Set Inactive' },
  { status: 'draft', label: 'Back to Draft' },
];

/**
 * A status is changed by an action on the saved form in view mode, never as a field of an edit
 * (docs/areas/forms.md#status-and-locking): each other status is one button, except draft for a form that
 * inspections answered (`inUse`), which the database refuses (form_in_use); New Version is its way forward.
 */
export function statusActions(current: FormStatus, inUse: boolean): StatusAction[] {
  return STATUS_ACTION_LABELS.filter((a) => a.status !== current && !(a.status === 'draft' && inUse));
}

/** Why a live or inactive form cannot be edited and what to do instead; `inUse` null while not known. */
export function lockedFormNotice(status: FormStatus, inUse: boolean | null): string {
  const locked = `This form is ${formStatusLabel(status).toLowerCase()} and locked`;
  return inUse
    ? `${locked}: inspections have answered it, so it cannot go back to draft. Make a new version to change it.`
    : `${locked}. Set it back to draft to edit it, or make a new version.`;
}

/** What edit mode says in place of the status actions: the status changes on the saved form, after the save. */
export const EDIT_MODE_STATUS_NOTE = 'Save your changes first; the status is changed from the saved form.';

/** Only a draft may be edited. */
export function isFormLocked(status: FormStatus): boolean {
  return status !== 'draft';
}

export function statusUpdatedMessage(status: FormStatus): string {
  return `Form status updated to ${status}`;
}

export const EDIT_FORM_WARNING =
  'Modifying this form will affect all inspections that have already been conducted using it. Are you sure you want to continue?';
export const DELETE_FORM_CONFIRMATION = 'Are you sure you want to delete this form? This action cannot be undone.';
