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
