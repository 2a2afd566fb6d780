import { describe, expect, it } from 'vitest';
import { editorHeading, saveButtonLabel } from './editor-labels';

describe('editor labels', () => {
  it('headings and the save button follow the mode', () => {
    expect(editorHeading('create')).toBe('Create Inspection Form Template');
    expect(editorHeading('edit')).toBe('Edit Inspection Form Template');
    expect(editorHeading('view')).toBe('View Inspection Form Template');
    expect(saveButtonLabel('create')).toBe('Save Template');
    expect(saveButtonLabel('edit')).toBe('Update Template');
  });
});
