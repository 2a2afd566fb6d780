// The form template editor's model, kept apart from database rows.
export type FieldType = 'text' | 'dropdown' | 'image';
export type TextInputType = 'plain' | 'email' | 'phone' | 'datetime' | 'number' | 'url';
export type FormStatus = 'draft' | 'live' | 'inactive';

export interface EditorOption {
  id: string;
  label: string;
  value: string;
  score: number;
}

export interface EditorField {
  id: string;
  title: string;
  type: FieldType;
  required: boolean;
  is120point: boolean;
  /** Text fields only. */
  inputType: TextInputType;
  /** Dropdown fields only: several options may be chosen. */
  multiple: boolean;
  /** Dropdown fields only. */
  options: EditorOption[];
  /** Image fields only: several images may be uploaded. */
  allowMultiple: boolean;
  childFields: EditorField[];
}

export interface EditorSection {
  id: string;
  title: string;
  fields: EditorField[];
}

export interface EditorTemplate {
  /** null until the form exists in the database. */
  id: string | null;
  title: string;
  inspectionTypeId: string;
  status: FormStatus;
  /** The form's updated_at when it was loaded; a save is refused if it changed since. */
  updatedAt: string | null;
  sections: EditorSection[];
}

export type IdFactory = () => string;

export const randomId: IdFactory = () => globalThis.crypto.randomUUID();
