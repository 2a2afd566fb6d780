import { beforeEach, describe, expect, it } from 'vitest';
import type { EditorTemplate, FormStatus } from '@inspection/forms-template-model';
import { createFormEditorReducer, type FormEditorEvent } from './editor-reducer';
import {
  canChooseStatus,
  canEditOrDelete,
  editorLoadPhase,
  guardsNavigation,
  initialFormEditorState,
  isEditorReadOnly,
  type FormEditorState,
} from './editor-state';
import { sequentialIds } from './test-ids';

function savedTemplate(status: FormStatus = 'draft'): EditorTemplate {
  return {
    id: 'f1',
    title: 'Saved form',
    inspectionTypeId: 't1',
    status,
    updatedAt: '2026-01-01T00:00:00+00:00',
    sections: [
      {
        id: 's1',
        title: 'Exterior',
        fields: [
          {
            id: 'fl1', title: 'Paint', type: 'dropdown', required: true, is120point: true, inputType: 'plain',
            multiple: false, allowMultiple: false, childFields: [],
            options: [{ id: 'o1', label: 'Good', value: 'Good', score: 10 }],
          },
        ],
      },
    ],
  };
}

// Each test's new sections and pasted copies get the ids 'id-1', 'id-2', ...
let reduce = createFormEditorReducer(sequentialIds());
beforeEach(() => {
  reduce = createFormEditorReducer(sequentialIds());
});

function run(state: FormEditorState, ...events: FormEditorEvent[]): FormEditorState {
  return events.reduce(reduce, state);
}

const creating = () => initialFormEditorState(undefined);
const opened = (status: FormStatus = 'draft') =>
  run(initialFormEditorState('f1'), { type: 'templateLoaded', template: savedTemplate(status) });
const editing = () => run(opened(), { type: 'editRequested' }, { type: 'editConfirmed' });

describe('opening the editor', () => {
  it('/formbuilder/create starts a clean, empty draft in create mode', () => {
    const state = creating();
    expect(state.mode).toBe('create');
    expect(state.template).toEqual({ id: null, title: '', inspectionTypeId: '', status: 'draft', updatedAt: null, sections: [] });
    expect(state.dirty).toBe(false);
    expect(state.dialog).toBeNull();
    expect(editorLoadPhase(state, undefined, { isPending: false, isError: false })).toBe('ready');
  });

  it('a saved form opens read-only in view mode once its template is loaded', () => {
    const waiting = initialFormEditorState('f1');
    expect(waiting.mode).toBe('view');
    expect(editorLoadPhase(waiting, 'f1', { isPending: true, isError: false })).toBe('loading');
    expect(editorLoadPhase(waiting, 'f1', { isPending: false, isError: true })).toBe('failed');
    // The query has data, but the working copy has not taken it yet.
    expect(editorLoadPhase(waiting, 'f1', { isPending: false, isError: false })).toBe('loading');

    const state = opened();
    expect(state.template.title).toBe('Saved form');
    expect(state.loadedId).toBe('f1');
    expect(state.dirty).toBe(false);
    expect(isEditorReadOnly(state)).toBe(true);
    expect(editorLoadPhase(state, 'f1', { isPending: false, isError: false })).toBe('ready');
  });

  it('a refetch of the open form keeps the working copy and its edits', () => {
    const edited = run(editing(), { type: 'titleChanged', title: 'Mine' });
    const refetched = run(edited, { type: 'templateLoaded', template: { ...savedTemplate(), title: 'Theirs' } });
    expect(refetched).toBe(edited);
  });

  it('another id in the route goes back to view mode', () => {
    const state = run(editing(), { type: 'routeChanged', id: 'f2' });
    expect(state.mode).toBe('view');
    expect(run(state, { type: 'routeChanged', id: 'f2' })).toBe(state);
  });
});

describe('editing the working copy', () => {
  it('marks it dirty; the title and inspection type change', () => {
    const state = run(creating(), { type: 'titleChanged', title: 'New form' }, { type: 'inspectionTypeChanged', inspectionTypeId: 't2' });
    expect(state.template).toMatchObject({ title: 'New form', inspectionTypeId: 't2' });
    expect(state.dirty).toBe(true);
  });

  it('adds, renames, duplicates (" (Copy)", right after), moves and removes sections', () => {
    let state = run(creating(), { type: 'sectionAdded' }, { type: 'sectionRenamed', sectionId: 'id-1', title: 'Engine' });
    expect(state.template.sections).toEqual([{ id: 'id-1', title: 'Engine', fields: [] }]);
    state = run(state, { type: 'sectionAdded' }, { type: 'sectionDuplicated', sectionId: 'id-1' });
    expect(state.template.sections.map((s) => s.title)).toEqual(['Engine', 'Engine (Copy)', '']);
    state = run(state, { type: 'sectionMoved', sectionId: 'id-1', direction: 'down' });
    expect(state.template.sections.map((s) => s.title)).toEqual(['Engine (Copy)', 'Engine', '']);
    state = run(state, { type: 'sectionRemoved', sectionId: 'id-1' });
    expect(state.template.sections.map((s) => s.title)).toEqual(['Engine (Copy)', '']);
  });

  it('adds, edits, moves and removes fields of one section', () => {
    let state = run(
      editing(),
      { type: 'fieldAdded', sectionId: 's1', fieldType: 'text' },
      { type: 'fieldEdited', sectionId: 's1', fieldId: 'id-1', update: (f) => ({ ...f, title: 'VIN' }) },
    );
    expect(state.template.sections[0].fields.map((f) => [f.title, f.type])).toEqual([['Paint', 'dropdown'], ['VIN', 'text']]);
    state = run(state, { type: 'fieldMoved', sectionId: 's1', fieldId: 'id-1', direction: 'up' });
    expect(state.template.sections[0].fields.map((f) => f.title)).toEqual(['VIN', 'Paint']);
    state = run(state, { type: 'fieldRemoved', sectionId: 's1', fieldId: 'fl1' });
    expect(state.template.sections[0].fields.map((f) => f.title)).toEqual(['VIN']);
    expect(state.dirty).toBe(true);
  });

  it('a read-only (view mode) editor ignores edits', () => {
    const state = opened();
    expect(run(state, { type: 'titleChanged', title: 'x' }, { type: 'sectionAdded' }, { type: 'fieldRemoved', sectionId: 's1', fieldId: 'fl1' })).toBe(state);
  });
});

describe('copy and paste of a field', () => {
  it('Paste Field does nothing before a copy', () => {
    const state = editing();
    expect(run(state, { type: 'fieldPasted', sectionId: 's1', afterFieldId: 'fl1' })).toBe(state);
  });

  it('pastes a deep copy with new ids after the field, as often as wanted, into any section', () => {
    let state = run(editing(), { type: 'fieldCopied', sectionId: 's1', fieldId: 'fl1' });
    expect(state.copiedField?.title).toBe('Paint');
    expect(state.dirty).toBe(false); // copying is not an edit
    state = run(state, { type: 'sectionAdded' }, { type: 'fieldPasted', sectionId: 's1', afterFieldId: 'fl1' });
    const [original, copy] = state.template.sections[0].fields;
    expect(copy).toMatchObject({ title: 'Paint', type: 'dropdown', required: true });
    expect(copy.id).not.toBe(original.id);
    expect(copy.options[0]).toMatchObject({ label: 'Good', score: 10 });
    expect(copy.options[0].id).not.toBe('o1');

    const newSectionId = state.template.sections[1].id;
    state = run(state, { type: 'fieldPasted', sectionId: newSectionId, afterFieldId: 'none' });
    expect(state.template.sections[1].fields.map((f) => f.title)).toEqual(['Paint']);
    expect(state.copiedField?.id).toBe('fl1');
    expect(state.dirty).toBe(true);
  });

  it('copies the field as it is now, with its latest edits', () => {
    const state = run(
      editing(),
      { type: 'fieldEdited', sectionId: 's1', fieldId: 'fl1', update: (f) => ({ ...f, title: 'Paint colour' }) },
      { type: 'fieldCopied', sectionId: 's1', fieldId: 'fl1' },
    );
    expect(state.copiedField?.title).toBe('Paint colour');
  });
});

describe('leaving and the unsaved-changes guard', () => {
  it('Cancel without changes leaves at once', () => {
    const state = run(creating(), { type: 'cancelRequested' });
    expect(state.leaving).toBe(true);
    expect(state.dialog).toBeNull();
  });

  it('Cancel with changes asks; Stay keeps the edits; Leave leaves without the guard asking again', () => {
    const dirty = run(creating(), { type: 'titleChanged', title: 'x' });
    expect(guardsNavigation(dirty)).toBe(true);
    const asking = run(dirty, { type: 'cancelRequested' });
    expect(asking.dialog).toEqual({ kind: 'leave' });
    expect(asking.leaving).toBe(false);

    const stayed = run(asking, { type: 'dialogDismissed' });
    expect(stayed.dialog).toBeNull();
    expect(stayed.template.title).toBe('x');
    expect(guardsNavigation(stayed)).toBe(true);

    const left = run(asking, { type: 'leaveConfirmed' });
    expect(left.leaving).toBe(true);
    expect(left.dialog).toBeNull();
    expect(guardsNavigation(left)).toBe(false);
  });

  it('nothing to guard while the working copy is unchanged', () => {
    expect(guardsNavigation(creating())).toBe(false);
    expect(guardsNavigation(opened())).toBe(false);
  });

  it('a save makes the copy clean and goes back to the list', () => {
    const state = run(creating(), { type: 'titleChanged', title: 'x' }, { type: 'saved' });
    expect(state.dirty).toBe(false);
    expect(state.leaving).toBe(true);
    expect(guardsNavigation(state)).toBe(false);
  });
});

describe('status, edit and delete', () => {
  it('choosing live or inactive asks with the exact text; choosing draft or the same status opens nothing', () => {
    const asking = run(opened('draft'), { type: 'statusChosen', status: 'live' });
    expect(asking.dialog).toEqual({
      kind: 'status',
      status: 'live',
      message: 'Are you sure you want to change the form status to live? This will lock the form and prevent further edits.',
    });
    expect(asking.template.status).toBe('draft');
    const inactive = opened('inactive');
    expect(run(inactive, { type: 'statusChosen', status: 'draft' })).toBe(inactive);
    expect(run(inactive, { type: 'statusChosen', status: 'inactive' })).toBe(inactive);
  });

  it('the status cannot be chosen while editing, nor for a new form', () => {
    expect(canChooseStatus(editing())).toBe(false);
    expect(canChooseStatus(creating())).toBe(false);
    expect(run(editing(), { type: 'statusChosen', status: 'live' }).dialog).toBeNull();
  });

  it('the server’s answer sets the status and updated_at without marking the copy dirty, and closes the dialog', () => {
    const state = run(opened('draft'), { type: 'statusChosen', status: 'live' }, { type: 'statusUpdated', status: 'live', updatedAt: 'later' });
    expect(state.template).toMatchObject({ status: 'live', updatedAt: 'later' });
    expect(state.dialog).toBeNull();
    expect(state.dirty).toBe(false);
  });

  it('a failed status update closes the dialog and keeps the status', () => {
    const state = run(opened('draft'), { type: 'statusChosen', status: 'live' }, { type: 'statusUpdateFailed' });
    expect(state.dialog).toBeNull();
    expect(state.template.status).toBe('draft');
  });

  it('a live or inactive form is locked: no Edit, no Delete', () => {
    for (const status of ['live', 'inactive'] as const) {
      const state = opened(status);
      expect(canEditOrDelete(state)).toBe(false);
      expect(run(state, { type: 'editRequested' }, { type: 'deleteRequested' })).toBe(state);
    }
  });

  it('Edit of a draft warns first, then switches to edit mode', () => {
    const warned = run(opened('draft'), { type: 'editRequested' });
    expect(warned.dialog).toEqual({ kind: 'edit' });
    expect(warned.mode).toBe('view');
    const state = run(warned, { type: 'editConfirmed' });
    expect(state.mode).toBe('edit');
    expect(state.dialog).toBeNull();
    expect(isEditorReadOnly(state)).toBe(false);
  });

  it('Delete of a draft confirms first; deleted leaves, a failure only closes the dialog', () => {
    const asking = run(opened('draft'), { type: 'deleteRequested' });
    expect(asking.dialog).toEqual({ kind: 'delete' });
    expect(run(asking, { type: 'deleted' })).toMatchObject({ dialog: null, leaving: true });
    expect(run(asking, { type: 'deleteFailed' })).toMatchObject({ dialog: null, leaving: false });
  });
});
