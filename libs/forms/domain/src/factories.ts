import {
  randomId,
  type EditorField,
  type EditorOption,
  type EditorSection,
  type EditorTemplate,
  type FieldType,
  type IdFactory,
} from '@inspection/forms-template-model';

export function createTemplate(): EditorTemplate {
  return { id: null, title: '', inspectionTypeId: '', status: 'draft', updatedAt: null, sections: [] };
}

export function createSection(newId: IdFactory = randomId, title = ''): EditorSection {
  return { id: newId(), title, fields: [] };
}

/** New top-level fields count toward the 120-point check; child fields do not. */
export function createField(
  type: FieldType,
  options: { child?: boolean; newId?: IdFactory } = {},
): EditorField {
  const newId = options.newId ?? randomId;
  return {
    id: newId(),
    title: '',
    type,
    required: false,
    is120point: !options.child,
    inputType: 'plain',
    multiple: false,
    options: [],
    allowMultiple: false,
    childFields: [],
  };
}

export function createOption(newId: IdFactory = randomId): EditorOption {
  return { id: newId(), label: '', value: '', score: 0 };
}
