import { describe, expect, it } from 'vitest';
import {
  DELETE_FORM_CONFIRMATION,
  EDIT_FORM_WARNING,
  decideStatusChange,
  formStatusLabel,
  isFormLocked,
  lockedFormNotice,
  statusActions,
  statusUpdatedMessage,
} from './status-rules';
import { initialEditorMode } from './editor-mode';
import { NO_INSPECTION_TYPE_MESSAGE, validateTemplate } from './template-validation';
import { createTemplate } from './factories';

describe('status actions', () => {
  const labels = (current: Parameters<typeof statusActions>[0], inUse: boolean) => statusActions(current, inUse).map((a) => a.label);
  it('offers every other status as one action', () => {
    expect(labels('draft', false)).toEqual(['Make Live', 'Set Inactive']);
    expect(labels('live', false)).toEqual(['Set Inactive', 'Back to Draft']);
    expect(labels('inactive', false)).toEqual(['Make Live', 'Back to Draft']);
  });
  it('never offers draft for a form that inspections answered', () => {
    expect(labels('live', true)).toEqual(['Set Inactive']);
    expect(labels('inactive', true)).toEqual(['Make Live']);
  });
  it('says what to do with a locked form: back to draft or a new version, only a new version once inspections answered it', () => {
    expect(lockedFormNotice('live', false)).toBe('This form is live and locked. Set it back to draft to edit it, or make a new version.');
    expect(lockedFormNotice('inactive', null)).toBe('This form is inactive and locked. Set it back to draft to edit it, or make a new version.');
    expect(lockedFormNotice('live', true)).toBe(
      'This form is live and locked: inspections have answered it, so it cannot go back to draft. Make a new version to change it.',
    );
  });
});

describe('form status', () => {
  it('choosing the status already set does nothing', () => {
    expect(decideStatusChange('draft', 'draft')).toEqual({ kind: 'none' });
    expect(decideStatusChange('live', 'live')).toEqual({ kind: 'none' });
  });

  it('choosing draft applies immediately', () => {
    expect(decideStatusChange('live', 'draft')).toEqual({ kind: 'apply', status: 'draft' });
  });

  it('choosing live or inactive asks for confirmation with the exact message', () => {
    expect(decideStatusChange('draft', 'live')).toEqual({
      kind: 'confirm',
      status: 'live',
      message: 'Are you sure you want to change the form status to live? This will lock the form and prevent further edits.',
    });
    expect(decideStatusChange('live', 'inactive')).toMatchObject({
      kind: 'confirm',
      message: 'Are you sure you want to change the form status to inactive? This will lock the form and prevent further edits.',
    });
  });

  it('a form is locked unless it is a draft', () => {
    expect(isFormLocked('draft')).toBe(false);
    expect(isFormLocked('live')).toBe(true);
    expect(isFormLocked('inactive')).toBe(true);
  });

  it('has the product texts for the dialogs, labels and the success toast', () => {
    expect(EDIT_FORM_WARNING).toBe(
      'Modifying this form will affect all inspections that have already been conducted using it. Are you sure you want to continue?',
    );
    expect(DELETE_FORM_CONFIRMATION).toBe('Are you sure you want to delete this form? This action cannot be undone.');
    expect(statusUpdatedMessage('live')).toBe('Form status updated to live');
    expect(['draft', 'live', 'inactive'].map(formStatusLabel)).toEqual(['Draft', 'Live', 'Inactive']);
  });
});

describe('editor mode', () => {
  it('creates without an id and opens an existing form read-only', () => {
    expect(initialEditorMode(undefined)).toBe('create');
    expect(initialEditorMode('abc')).toBe('view');
  });
});

describe('template validation', () => {
  it('requires an inspection type', () => {
    expect(validateTemplate(createTemplate())).toBe('Please select an inspection type');
    expect(NO_INSPECTION_TYPE_MESSAGE).toBe('Please select an inspection type');
  });

  it('does not validate the title', () => {
    expect(validateTemplate({ ...createTemplate(), inspectionTypeId: 't1' })).toBeNull();
  });
});
