import type { FieldType } from '@inspection/forms-template-model';

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text Field',
  dropdown: 'Dropdown',
  image: 'Image Upload',
};
