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
 * The select of a form with its sections, fields and options (every column of each row), written in the platform
 * manifest's queries because the inspection screen's route reads it before the inspection remote has loaded.
 */
export { EMBEDDED_FORM_COLUMNS } from '@inspection/platform-manifest';
