import { describe, expect, it } from 'vitest';
import type { EditorTemplate } from '@inspection/forms-template-model';
import { prepareSave, saveFailedMessage, saveSucceededMessage, statusFailedMessage, statusToApply } from './editor-commands';
import { formEditorReducer } from './editor-reducer';
import { initialFormEditorState, type FormEditorState } from './editor-state';

const saved: EditorTemplate = {
  id: 'f1',
  title: 'Saved form',
  inspectionTypeId: 't1',
  status: 'draft',
  updatedAt: '2026-01-01T00:00:00+00:00',
  sections: [{ id: 's1', title: 'Exterior', fields: [] }],
};

const opened = (template: EditorTemplate = saved): FormEditorState =>
  formEditorReducer(initialFormEditorState('f1'), { type: 'templateLoaded', template });
const editing = () => formEditorReducer(formEditorReducer(opened(), { type: 'editRequested' }), { type: 'editConfirmed' });

describe('saving', () => {
  it('refuses a template without an inspection type', () => {
    expect(prepareSave(initialFormEditorState(undefined))).toEqual({ kind: 'invalid', message: 'Please select an inspection type' });
  });

  it('create mode inserts a new form', () => {
    const state = formEditorReducer(initialFormEditorState(undefined), { type: 'inspectionTypeChanged', inspectionTypeId: 't2' });
    const command = prepareSave(state);
    expect(command).toMatchObject({ kind: 'save', updating: false, payload: { id: null, expected_updated_at: null, inspection_type_id: 't2' } });
  });

  it('edit mode updates the form it opened, sending the updated_at it was opened with', () => {
    expect(prepareSave(editing())).toMatchObject({
      kind: 'save',
      updating: true,
      payload: { id: 'f1', expected_updated_at: '2026-01-01T00:00:00+00:00', title: 'Saved form' },
    });
  });

  it('tells the user what happened, with the stale-save text for a form changed since it was opened', () => {
    expect(saveSucceededMessage(false)).toBe('Form created successfully!');
    expect(saveSucceededMessage(true)).toBe('Form updated successfully!');
    expect(saveFailedMessage(false, false)).toBe('Failed to create form template. Please try again.');
    expect(saveFailedMessage(true, false)).toBe('Failed to update form template. Please try again.');
    expect(saveFailedMessage(true, true)).toBe(
      'This template was changed by someone else since you opened it. Reload it to see their changes; your edits were not saved.',
    );
  });
});

describe('status changes', () => {
  it('draft is sent at once; live and inactive wait for the confirmation; the same status sends nothing', () => {
    const live = opened({ ...saved, status: 'live' });
    expect(statusToApply(live, 'draft')).toBe('draft');
    expect(statusToApply(live, 'live')).toBeNull();
    expect(statusToApply(opened(), 'live')).toBeNull();
    expect(statusToApply(opened(), 'inactive')).toBeNull();
  });

  it('nothing is sent while editing', () => {
    const state = formEditorReducer(editing(), { type: 'statusUpdated', status: 'live', updatedAt: 'x' });
    expect(statusToApply(state, 'draft')).toBeNull();
  });

  it("a failure says the database's reason: another form of the type is live, the form has inspections", () => {
    const live = { code: '23505', message: 'duplicate key value violates unique constraint "inspection_forms_one_live_per_type"' };
    expect(statusFailedMessage(live)).toBe('Another form is already live for this inspection type. Set that form to inactive first.');
    const used = { code: 'PT423', message: 'any words', hint: 'form_in_use' };
    expect(statusFailedMessage(used)).toBe('This form has inspections and cannot go back to draft. Make a new version to change it.');
    expect(statusFailedMessage(new Error('Network down'))).toBe('Failed to update form status. Please try again.');
  });
});
