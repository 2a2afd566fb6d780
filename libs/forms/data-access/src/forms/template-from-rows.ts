// Database rows -> the form editor's model. Rows keep their ids in the model, so a save can update them in place.
import { FORM_STATUSES, isTextInputType } from '@inspection/forms-domain';
import { type EditorField, type EditorOption, type EditorSection, type EditorTemplate, type FieldType, type FormStatus } from '@inspection/forms-template-model';
import type { DropdownOptionRow, EmbeddedFormRow, FormFieldWithOptionsRow, FormSectionRow, FormTemplateRows } from './template-rows';

const FIELD_TYPES: readonly FieldType[] = ['text', 'dropdown', 'image'];

// The columns are text with a check constraint, so the generated type says string; the constraint says which.
function fieldTypeOf(value: string): FieldType {
  const type = FIELD_TYPES.find((t) => t === value);
  if (!type) throw new Error(`Unknown form field type "${value}"`);
  return type;
}

function formStatusOf(value: string): FormStatus {
  const status = FORM_STATUSES.find((s) => s.value === value)?.value;
  if (!status) throw new Error(`Unknown form status "${value}"`);
  return status;
}

const byOrder = <T extends { order_index: number }>(a: T, b: T) => a.order_index - b.order_index;

function optionFromRow(row: DropdownOptionRow): EditorOption {
  return { id: row.id, label: row.label, value: row.value, score: Number(row.score) };
}

function fieldFromRow(row: FormFieldWithOptionsRow, childrenOf: Map<string, FormFieldWithOptionsRow[]>): EditorField {
  const type = fieldTypeOf(row.type);
  return {
    id: row.id,
    title: row.title,
    type,
    required: row.required,
    is120point: row.is120point,
    inputType: isTextInputType(row.input_type) ? row.input_type : 'plain',
    multiple: type === 'dropdown' && row.allow_multiple,
    options: [...row.dropdown_options].sort(byOrder).map(optionFromRow),
    allowMultiple: type === 'image' && row.allow_multiple,
    childFields: (childrenOf.get(row.id) ?? []).map((c) => fieldFromRow(c, childrenOf)),
  };
}

/** Sections ordered by order_index; fields nested under their parent by parent_field_id, each list ordered. */
export function templateFromRows({ form, sections, fields }: FormTemplateRows): EditorTemplate {
  const childrenOf = new Map<string, FormFieldWithOptionsRow[]>();
  const topLevelOf = new Map<string, FormFieldWithOptionsRow[]>();
  for (const field of [...fields].sort(byOrder)) {
    const [map, key] = field.parent_field_id ? [childrenOf, field.parent_field_id] : [topLevelOf, field.section_id];
    map.set(key, [...(map.get(key) ?? []), field]);
  }
  const toSection = (row: FormSectionRow): EditorSection => ({
    id: row.id,
    title: row.title,
    fields: (topLevelOf.get(row.id) ?? []).map((f) => fieldFromRow(f, childrenOf)),
  });
  return {
    id: form.id,
    title: form.title,
    inspectionTypeId: form.inspection_type_id ?? '',
    status: formStatusOf(form.status),
    updatedAt: form.updated_at,
    sections: [...sections].sort(byOrder).map(toSection),
  };
}

export function templateFromEmbeddedRow(row: EmbeddedFormRow): EditorTemplate {
  const { form_sections, ...form } = row;
  return templateFromRows({ form, sections: form_sections, fields: form_sections.flatMap((s) => s.form_fields) });
}
