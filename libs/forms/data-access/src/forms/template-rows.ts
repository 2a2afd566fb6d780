// Database rows of a form template, as the generated Database type says the tables hold them.
import type { Tables } from '@inspection/database-types';

export type InspectionFormRow = Tables<'inspection_forms'>;
export type FormSectionRow = Tables<'form_sections'>;
export type FormFieldRow = Tables<'form_fields'>;
export type DropdownOptionRow = Tables<'dropdown_options'>;

export type FormFieldWithOptionsRow = FormFieldRow & { dropdown_options: DropdownOptionRow[] };

/** inspection_forms with form_sections(*, form_fields(*, dropdown_options(*))) embedded, as PostgREST answers it. */
export type EmbeddedFormRow = InspectionFormRow & {
  form_sections: Array<FormSectionRow & { form_fields: FormFieldWithOptionsRow[] }>;
};

export interface FormTemplateRows {
  form: InspectionFormRow;
  sections: FormSectionRow[];
  /** Every field of the form, top-level and child, in any order. */
  fields: FormFieldWithOptionsRow[];
}

/**
 * The select of a form with its sections, fields and options, every column of each row (so the rows are
 * whole). One template literal, so supabase-js types the answer from it.
 */
export const EMBEDDED_FORM_COLUMNS = `id, title, status, inspection_type_id, created_at, updated_at, version, family_id,
  form_sections(id, form_id, title, order_index,
    form_fields(id, section_id, parent_field_id, title, type, required, is120point, input_type, allow_multiple, order_index, stable_id,
      dropdown_options(id, field_id, label, value, score, order_index)))`;
