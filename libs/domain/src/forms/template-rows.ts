// Database rows of a form template and the save_form_template payload.
import type { FieldType, FormStatus } from './editor-model';

export interface InspectionFormRow {
  id: string;
  title: string;
  status: FormStatus;
  inspection_type_id: string | null;
  created_at: string;
  updated_at?: string | null;
}

export interface DropdownOptionRow {
  id: string;
  field_id?: string;
  label: string;
  value: string | null;
  score: number | null;
  order_index: number;
}

export interface FormFieldRow {
  id: string;
  section_id: string | null;
  parent_field_id: string | null;
  title: string;
  type: FieldType;
  required: boolean | null;
  is120point: boolean | null;
  input_type: string | null;
  allow_multiple: boolean | null;
  order_index: number;
  dropdown_options?: DropdownOptionRow[] | null;
}

export interface FormSectionRow {
  id: string;
  form_id?: string;
  title: string;
  order_index: number;
  form_fields?: FormFieldRow[] | null;
}

export interface FormTemplateRows {
  form: InspectionFormRow;
  sections: FormSectionRow[];
  /** Every field of the form, top-level and child, in any order. */
  fields: FormFieldRow[];
}

export interface SaveFieldPayload {
  id: string | null;
  title: string;
  type: FieldType;
  required: boolean;
  is120point: boolean;
  input_type: string | null;
  allow_multiple: boolean;
  options: Array<{ id: string | null; label: string; score: number }>;
  child_fields: SaveFieldPayload[];
}

export interface SaveTemplatePayload {
  id: string | null;
  expected_updated_at: string | null;
  title: string;
  inspection_type_id: string;
  sections: Array<{ id: string | null; title: string; fields: SaveFieldPayload[] }>;
}
