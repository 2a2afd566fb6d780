// What the form editor sends to the server and what it tells the user about the answer. The screen runs the
// request and reports the outcome back to editor-reducer.ts as an event ('saved', 'statusUpdated', ...).
import type { FormStatus } from '@inspection/forms-template-model';
import { ERROR_TEXTS, errorFromDatabase, type ErrorKey } from '@inspection/shared-domain';
import { canChooseStatus, type FormEditorState } from './editor-state';
import { FORM_TEMPLATE_MESSAGES } from './form-messages';
import type { SaveTemplatePayload } from './save-template-payload';
import { decideStatusChange } from './status-rules';
import { templateToSavePayload } from './template-mapping';
import { validateTemplate } from './template-validation';

export type SaveCommand =
  | { kind: 'invalid'; message: string }
  /** `updating`: Update Template of an existing form; otherwise Save Template of a new one. */
  | { kind: 'save'; updating: boolean; payload: SaveTemplatePayload };

/** Edit mode updates the form it opened (refused if someone changed it since); create mode inserts a new one. */
export function prepareSave(state: FormEditorState): SaveCommand {
  const problem = validateTemplate(state.template);
  if (problem) return { kind: 'invalid', message: problem };
  const updating = state.mode === 'edit';
  const template = updating ? state.template : { ...state.template, id: null, updatedAt: null };
  return { kind: 'save', updating, payload: templateToSavePayload(template) };
}

export function saveSucceededMessage(updating: boolean): string {
  return updating ? FORM_TEMPLATE_MESSAGES.updated : FORM_TEMPLATE_MESSAGES.created;
}

/** `stale`: the server refused an update because the form changed since it was opened (PT409). */
export function saveFailedMessage(updating: boolean, stale: boolean): string {
  if (stale) return FORM_TEMPLATE_MESSAGES.stale;
  return updating ? FORM_TEMPLATE_MESSAGES.updateFailed : FORM_TEMPLATE_MESSAGES.createFailed;
}

/** The status to send at once for a choice, or null when it asks first (live, inactive) or changes nothing. */
export function statusToApply(state: FormEditorState, chosen: FormStatus): FormStatus | null {
  if (!canChooseStatus(state)) return null;
  const change = decideStatusChange(state.template.status, chosen);
  return change.kind === 'apply' ? change.status : null;
}

/** The status refusals the database explains: one live form per inspection type, a form with inspections staying out of draft. */
const STATUS_REFUSALS: readonly ErrorKey[] = ['errors.oneLiveForm', 'errors.formInUse'];

/** What a failed status change tells the user: the database's reason when it gives one the user can act on. */
export function statusFailedMessage(error: unknown): string {
  const { key } = errorFromDatabase(error);
  return STATUS_REFUSALS.includes(key) ? ERROR_TEXTS[key] : FORM_TEMPLATE_MESSAGES.statusFailed;
}
