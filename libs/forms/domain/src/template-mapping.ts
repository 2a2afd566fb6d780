// Editor model -> the save_form_template payload. The model keeps the rows' ids, so a save updates them in place.
import type { EditorField, EditorTemplate } from '@inspection/forms-template-model';
import type { SaveFieldPayload, SaveTemplatePayload } from './save-template-payload';

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

/** Counts what a row-by-row save (form, sections, fields, child fields, option batches) would send for the same
 * template: the yardstick bench:forms compares the one-request save with. */
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
