// A saved form as the inspection screen holds it (the editor's model, ids from the database), read through the API:
// what the tests give the TypeScript rules that the database's own functions are compared with.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { EditorField, EditorTemplate } from '@inspection/forms-template-model';

type FieldRow = {
  id: string; parent_field_id: string | null; title: string; type: EditorField['type']; input_type: string | null;
  allow_multiple: boolean; order_index: number;
  dropdown_options: { id: string; label: string; value: string; score: number; order_index: number }[];
};

const byOrder = <T extends { order_index: number }>(rows: T[]) => [...rows].sort((a, b) => a.order_index - b.order_index);

function toField(row: FieldRow, rows: FieldRow[]): EditorField {
  return {
    id: row.id, title: row.title, type: row.type, required: false, is120point: true,
    inputType: (row.input_type ?? 'plain') as EditorField['inputType'],
    multiple: row.type === 'dropdown' && row.allow_multiple, allowMultiple: row.type === 'image' && row.allow_multiple,
    options: byOrder(row.dropdown_options).map((o) => ({ id: o.id, label: o.label, value: o.value, score: Number(o.score) })),
    childFields: byOrder(rows.filter((child) => child.parent_field_id === row.id)).map((child) => toField(child, rows)),
  };
}

/** The form's sections, fields (children under their parent) and options, each list in order_index order. */
export async function loadFormTemplate(client: SupabaseClient, formId: string): Promise<Pick<EditorTemplate, 'sections'>> {
  const { data, error } = await client
    .from('form_sections')
    .select('id, title, order_index, form_fields(id, parent_field_id, title, type, input_type, allow_multiple, order_index, dropdown_options(id, label, value, score, order_index))')
    .eq('form_id', formId)
    .order('order_index');
  if (error) throw new Error(error.message);
  return {
    sections: (data as { id: string; title: string; form_fields: FieldRow[] }[]).map((section) => ({
      id: section.id,
      title: section.title,
      fields: byOrder(section.form_fields.filter((f) => !f.parent_field_id)).map((f) => toField(f, section.form_fields)),
    })),
  };
}
