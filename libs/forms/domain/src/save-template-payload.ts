// The payload of save_form_template(template jsonb): the whole template, ids of existing rows kept.
// (The rows a template is read from are typed from the schema in @inspection/data.)
import type { FieldType } from '@inspection/forms-template-model';

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
