import { describe, expect, it } from 'vitest';
import { editorHeading, saveButtonLabel, saveStateLabel } from './editor-labels';

describe('editor labels', () => {
  it('headings and the save button follow the mode', () => {
    expect(editorHeading('create')).toBe('Create Inspection Form Template');
    expect(editorHeading('edit')).toBe('Edit Inspection Form Template');
    expect(editorHeading('view')).toBe('View Inspection Form Template');
    expect(saveButtonLabel('create')).toBe('Save Template');
    expect(saveButtonLabel('edit')).toBe('Update Template');
  });

  it('the save bar says whether there are unsaved changes', () => {
    expect(saveStateLabel('create', false)).toBe('Not saved yet');
    expect(saveStateLabel('create', true)).toBe('Unsaved changes');
    expect(saveStateLabel('edit', false)).toBe('No unsaved changes');
    expect(saveStateLabel('edit', true)).toBe('Unsaved changes');
    expect(saveStateLabel('view', false)).toBe('Read-only');
  });
});
