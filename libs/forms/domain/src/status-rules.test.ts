import { describe, expect, it } from 'vitest';
import {
  DELETE_FORM_CONFIRMATION,
  EDIT_FORM_WARNING,
  decideStatusChange,
  formStatusLabel,
  isFormLocked,
  statusUpdatedMessage,
} from './status-rules';
import { initialEditorMode } from './editor-mode';
import { NO_INSPECTION_TYPE_MESSAGE, validateTemplate } from './template-validation';
import { createTemplate } from './factories';

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
