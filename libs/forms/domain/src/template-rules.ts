// Pure editing rules for a form template. Every function returns a new value.
import { createField, createOption, createSection } from './factories';
import {
  randomId,
  type EditorField,
  type EditorOption,
  type EditorSection,
  type EditorTemplate,
  type FieldType,
  type IdFactory,
} from '@inspection/forms-template-model';
import { insertAfter, moveById, removeById, replaceById, type MoveDirection } from './list-rules';

export function cloneOption(option: EditorOption, newId: IdFactory = randomId): EditorOption {
  return { ...option, id: newId() };
}

/** A deep copy with new ids for the field, its options and its child fields. */
export function cloneField(field: EditorField, newId: IdFactory = randomId): EditorField {
  return {
    ...field,
    id: newId(),
    options: field.options.map((o) => cloneOption(o, newId)),
    childFields: field.childFields.map((c) => cloneField(c, newId)),
  };
}

/** The copy is named with ' (Copy)' and every id inside it is new. */
export function cloneSection(section: EditorSection, newId: IdFactory = randomId): EditorSection {
  return {
    id: newId(),
    title: `${section.title} (Copy)`,
    fields: section.fields.map((f) => cloneField(f, newId)),
  };
}

// Sections

export function addSection(template: EditorTemplate, newId: IdFactory = randomId): EditorTemplate {
  return { ...template, sections: [...template.sections, createSection(newId)] };
}

export function updateSection(
  template: EditorTemplate,
  sectionId: string,
  update: (section: EditorSection) => EditorSection,
): EditorTemplate {
  return { ...template, sections: replaceById(template.sections, sectionId, update) };
}

export function renameSection(template: EditorTemplate, sectionId: string, title: string): EditorTemplate {
  return updateSection(template, sectionId, (s) => ({ ...s, title }));
}

export function removeSection(template: EditorTemplate, sectionId: string): EditorTemplate {
  return { ...template, sections: removeById(template.sections, sectionId) };
}

export function moveSection(template: EditorTemplate, sectionId: string, direction: MoveDirection): EditorTemplate {
  return { ...template, sections: moveById(template.sections, sectionId, direction) };
}

/** The copy is placed right after the original. */
export function duplicateSection(
  template: EditorTemplate,
  sectionId: string,
  newId: IdFactory = randomId,
): EditorTemplate {
  const index = template.sections.findIndex((s) => s.id === sectionId);
  if (index < 0) return template;
  return { ...template, sections: insertAfter(template.sections, index, cloneSection(template.sections[index], newId)) };
}

// Fields (top level, within one section)

export function addField(
  section: EditorSection,
  type: FieldType,
  newId: IdFactory = randomId,
): EditorSection {
  return { ...section, fields: [...section.fields, createField(type, { newId })] };
}

export function updateField(
  section: EditorSection,
  fieldId: string,
  update: (field: EditorField) => EditorField,
): EditorSection {
  return { ...section, fields: replaceById(section.fields, fieldId, update) };
}

export function removeField(section: EditorSection, fieldId: string): EditorSection {
  return { ...section, fields: removeById(section.fields, fieldId) };
}

export function moveField(section: EditorSection, fieldId: string, direction: MoveDirection): EditorSection {
  return { ...section, fields: moveById(section.fields, fieldId, direction) };
}

/**
 * Pastes a deep copy (new ids) of the copied field after `afterFieldId`, or at the end when
 * that field is not in the section. The clipboard itself stays unchanged, so it can be pasted again.
 */
export function pasteField(
  section: EditorSection,
  copied: EditorField,
  afterFieldId?: string,
  newId: IdFactory = randomId,
): EditorSection {
  const index = afterFieldId ? section.fields.findIndex((f) => f.id === afterFieldId) : -1;
  return { ...section, fields: insertAfter(section.fields, index, cloneField(copied, newId)) };
}

// Child fields (sub-fields of one field)

export function addChildField(field: EditorField, type: FieldType, newId: IdFactory = randomId): EditorField {
  return { ...field, childFields: [...field.childFields, createField(type, { child: true, newId })] };
}

export function updateChildField(
  field: EditorField,
  childId: string,
  update: (child: EditorField) => EditorField,
): EditorField {
  return { ...field, childFields: replaceById(field.childFields, childId, update) };
}

export function removeChildField(field: EditorField, childId: string): EditorField {
  return { ...field, childFields: removeById(field.childFields, childId) };
}

export function moveChildField(field: EditorField, childId: string, direction: MoveDirection): EditorField {
  return { ...field, childFields: moveById(field.childFields, childId, direction) };
}

// Dropdown options

export function addOption(field: EditorField, newId: IdFactory = randomId): EditorField {
  return { ...field, options: [...field.options, createOption(newId)] };
}

export function updateOption(
  field: EditorField,
  optionId: string,
  patch: Partial<Pick<EditorOption, 'label' | 'score'>>,
): EditorField {
  return {
    ...field,
    options: replaceById(field.options, optionId, (o) => {
      const next = { ...o, ...patch };
      // An option's value always equals its label.
      return { ...next, value: next.label };
    }),
  };
}

export function removeOption(field: EditorField, optionId: string): EditorField {
  return { ...field, options: removeById(field.options, optionId) };
}

/** Drag-and-drop reorder: the dragged option takes the place of the one it was dropped on. */
export function reorderOptions(field: EditorField, activeId: string, overId: string): EditorField {
  const from = field.options.findIndex((o) => o.id === activeId);
  const to = field.options.findIndex((o) => o.id === overId);
  if (from < 0 || to < 0 || from === to) return field;
  const options = [...field.options];
  const [moved] = options.splice(from, 1);
  options.splice(to, 0, moved);
  return { ...field, options };
}

export function fieldCountLabel(count: number): string {
  return count === 1 ? '1 field' : `${count} fields`;
}
