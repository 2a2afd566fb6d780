// Editor model <-> database rows. Rows keep their ids in the model, so a save can update them in place.
import type { EditorField, EditorOption, EditorSection, EditorTemplate } from './editor-model';
import { isTextInputType } from './text-input-types';
import type {
  DropdownOptionRow,
  FormFieldRow,
  FormSectionRow,
  FormTemplateRows,
  InspectionFormRow,
  SaveFieldPayload,
  SaveTemplatePayload,
} from './template-rows';

const byOrder = <T extends { order_index: number }>(a: T, b: T) => a.order_index - b.order_index;

function optionFromRow(row: DropdownOptionRow): EditorOption {
  return { id: row.id, label: row.label ?? '', value: row.value ?? row.label ?? '', score: Number(row.score ?? 0) };
}

function fieldFromRow(row: FormFieldRow, childrenOf: Map<string, FormFieldRow[]>): EditorField {
  const multiple = Boolean(row.allow_multiple);
  return {
    id: row.id,
    title: row.title ?? '',
    type: row.type,
    required: Boolean(row.required),
    is120point: Boolean(row.is120point),
    inputType: isTextInputType(row.input_type) ? row.input_type : 'plain',
    multiple: row.type === 'dropdown' && multiple,
    options: [...(row.dropdown_options ?? [])].sort(byOrder).map(optionFromRow),
    allowMultiple: row.type === 'image' && multiple,
    childFields: (childrenOf.get(row.id) ?? []).map((c) => fieldFromRow(c, childrenOf)),
  };
}

/** Sections ordered by order_index; fields nested under their parent by parent_field_id, each list ordered. */
export function templateFromRows({ form, sections, fields }: FormTemplateRows): EditorTemplate {
  const childrenOf = new Map<string, FormFieldRow[]>();
  const topLevelOf = new Map<string, FormFieldRow[]>();
  for (const field of [...fields].sort(byOrder)) {
    const [map, key] = field.parent_field_id
      ? [childrenOf, field.parent_field_id]
      : [topLevelOf, field.section_id ?? ''];
    map.set(key, [...(map.get(key) ?? []), field]);
  }
  const toSection = (row: FormSectionRow): EditorSection => ({
    id: row.id,
    title: row.title ?? '',
    fields: (topLevelOf.get(row.id) ?? []).map((f) => fieldFromRow(f, childrenOf)),
  });
  return {
    id: form.id,
    title: form.title ?? '',
    inspectionTypeId: form.inspection_type_id ?? '',
    status: form.status ?? 'draft',
    updatedAt: form.updated_at ?? null,
    sections: [...sections].sort(byOrder).map(toSection),
  };
}

/** The shape PostgREST returns for inspection_forms?select=*,form_sections(*,form_fields(*,dropdown_options(*))). */
export type EmbeddedFormRow = InspectionFormRow & { form_sections?: FormSectionRow[] | null };

export function templateFromEmbeddedRow(row: EmbeddedFormRow): EditorTemplate {
  const { form_sections, ...form } = row;
  const sections = form_sections ?? [];
  return templateFromRows({ form, sections, fields: sections.flatMap((s) => s.form_fields ?? []) });
}

function fieldToPayload(field: EditorField): SaveFieldPayload {
  const allowMultiple =
    field.type === 'dropdown' ? field.multiple : field.type === 'image' ? field.allowMultiple : false;
  return {
    id: field.id || null,
    title: field.title,
    type: field.type,
    required: field.required,
    is120point: field.is120point,
    input_type: field.type === 'text' ? field.inputType : null,
    allow_multiple: allowMultiple,
    options: field.type === 'dropdown' ? field.options.map((o) => ({ id: o.id || null, label: o.label, score: Number(o.score) || 0 })) : [],
    child_fields: field.childFields.map(fieldToPayload),
  };
}

/** order_index comes from array position and value = label, both applied by save_form_template. */
export function templateToSavePayload(template: EditorTemplate): SaveTemplatePayload {
  return {
    id: template.id,
    expected_updated_at: template.id ? template.updatedAt : null,
    title: template.title,
    inspection_type_id: template.inspectionTypeId,
    sections: template.sections.map((s) => ({ id: s.id || null, title: s.title, fields: s.fields.map(fieldToPayload) })),
  };
}

/** Counts what the spec's per-row save (§4, calls 10–15) would send for the same template. */
export function countPerRowSaveRequests(template: EditorTemplate, existing: boolean): number {
  let requests = existing ? 1 + 3 : 1; // update or insert the form; select section ids, delete fields, delete sections
  const countField = (f: EditorField): number =>
    1 + (f.type === 'dropdown' && f.options.length > 0 ? 1 : 0) + f.childFields.reduce((n, c) => n + countField(c), 0);
  for (const section of template.sections) {
    requests += 1;
    for (const field of section.fields) requests += countField(field);
  }
  return requests;
}
